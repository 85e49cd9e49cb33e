// `npm run release`: builds the shop and packs what a server needs to run it into
// release/grocery-shop-<version>.tar.gz. On the server: unpack, `npm ci --omit=dev`, `npm start`
// (docs/deploy.md). The archive carries the build and the migrations, not the sources, the tests
// or the tools that build and check them.
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildEnv, RELEASE_FILE } from './built.mjs';

const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'));
const folder = `${name}-${version}`;
const archive = path.join('release', `${folder}.tar.gz`);

/** The commit built, when this is a git checkout with it. */
function commit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

console.log('Building the web app and the server...');
rmSync('dist', { recursive: true, force: true });
execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: buildEnv });
execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
writeFileSync(RELEASE_FILE, `${JSON.stringify({ name, version, commit: commit(), builtAt: new Date().toISOString() }, null, 2)}\n`);

const contents = [
  'package.json',
  'package-lock.json',
  'README.md',
  'dist',
  'src/server/db/migrations',
  'scripts/start.mjs',
  'scripts/built.mjs',
  'scripts/run-command.mjs',
  'deploy',
  'docs/deploy.md',
];
mkdirSync('release', { recursive: true });
execFileSync('tar', ['-czf', archive, '--transform', `s,^,${folder}/,`, ...contents], { stdio: 'inherit' });
console.log(`Packed ${archive}: unpack it on the server, then npm ci --omit=dev && npm start`);
