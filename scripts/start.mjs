// `npm start`: builds the web app and the server when their sources are newer than the last
// build, then starts the server. A fresh clone builds once; later starts go straight to listen.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const newest = (dir) => {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
};
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sourcesChangedAt = Math.max(newest('src'), statSync('package.json').mtimeMs, statSync('index.html').mtimeMs);

if (builtAt('dist/web/index.html') < sourcesChangedAt) {
  console.log('Building the web app...');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
if (builtAt('dist/server/main.js') < sourcesChangedAt) {
  execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
}
await import(path.resolve('dist/server/main.js'));
