// The flags `npm start` gives Node (package.json "start", decision 0026), in one place: the bench
// starts the shop's server with them and the systemd unit carries the same (tests/unit/node-flags).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The flags between `node` and `scripts/start.mjs` in package.json's "start" script. */
export function startNodeFlags(root = '.'): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const match = /^node((?: --\S+)*) scripts\/start\.mjs$/.exec(scripts.start);
  if (!match) throw new Error(`package.json's "start" is not \`node [--flags] scripts/start.mjs\`: ${scripts.start}`);
  return match[1]!.split(' ').filter(Boolean);
}
