// `npm run test:node`: each Node version the shop supports runs the production install test and
// the tests that lean most on Node itself and on native packages (hashing, pictures, PDF, streams,
// crypto). The whole suite runs on the machine's own Node (npm test).
import { execFileSync } from 'node:child_process';
import { nodeBinary, SUPPORTED, withNodeOnPath } from './supported-node.js';

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
  const node = nodeBinary(version);
  const env = withNodeOnPath(node, process.env);
  const run = (...args: string[]) => execFileSync('npx', args, { env, stdio: 'inherit' });
  console.log(`\nNode ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}`);
  run('vitest', 'run', '--project', 'pglite', ...tests);
  run('vitest', 'run', '--config', 'vitest.release.config.ts');
}
