// The bench's own tools (bench/package.json: Lighthouse, autocannon) are installed on first use,
// so the shop's install stays free of them. Run before `npm run bench` and the typecheck. (npm install,
// not npm ci: this npm writes lockfiles without other platforms' optional packages, which ci refuses.)
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const bench = path.dirname(fileURLToPath(import.meta.url));
const installed = path.join(bench, 'node_modules', '.package-lock.json');
const lock = path.join(bench, 'package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing the bench tools (bench/package.json)...');
  execSync('npm install --no-audit --no-fund --loglevel=error', { cwd: bench, stdio: 'inherit' });
}
