// `npm start`: builds the web app and the server when their sources are newer than the last
// build, then starts the server. A fresh clone builds once; later starts go straight to listen.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The latest change under the given files and folders (a folder's own time covers a deleted file). */
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
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

// Each build has its own sources, so a change to a page does not rebuild the server (nor the
// other way round): the web build alone takes several seconds.
const shared = ['src/common', 'package.json', 'tsconfig.json'];
const webSources = [...shared, 'src/web', 'index.html', 'public', 'vite.config.ts', 'scripts/vite-precompress.ts'];
const serverSources = [...shared, 'src/server', 'scripts/build-server.mjs'];

if (builtAt('dist/web/index.html') < changedAt(...webSources)) {
  console.log('Building the web app...');
  execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
}
if (builtAt('dist/server/main.js') < changedAt(...serverSources)) {
  execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
}
await import(path.resolve('dist/server/main.js'));

// `npm start` runs this under `sh -c`, and npm passes a SIGTERM to that shell only, which exits
// without passing it on: the server would go on running, orphaned, holding the data directory.
// When the process that started us is gone, stop as if signalled (a clean close).
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();
