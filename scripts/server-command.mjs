// `npm run backup` / `npm run restore`: the server's own commands, run from the server build
// (dist/server/backup.js, restore.js) like `npm start`, so a production install without
// TypeScript tools runs them. The build is redone only when the server's sources are newer.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const command = process.argv[2];
if (!['backup', 'restore'].includes(command)) {
  console.error('Usage: node scripts/server-command.mjs backup|restore ...');
  process.exit(2);
}

const changedAt = (...paths) => {
  let latest = 0;
  for (const item of paths) {
    if (!existsSync(item)) continue;
    const stat = statSync(item);
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory()) latest = Math.max(latest, changedAt(...readdirSync(item).map((name) => path.join(item, name))));
  }
  return latest;
};
const built = `dist/server/${command}.js`;
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtAt < changedAt('src/common', 'package.json', 'tsconfig.json', 'src/server', 'scripts/build-server.mjs')) {
  execSync('node scripts/build-server.mjs', { stdio: ['ignore', 'ignore', 'inherit'] });
}
// The command reads its own arguments: drop this script's.
process.argv.splice(2, 1);
await import(path.resolve(built));
