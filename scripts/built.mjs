// The built shop (dist/): rebuilt from the sources when they changed since the last build, so a
// checkout's `npm start` needs no separate build step. A release (`npm run release`) carries its
// build and no sources: it is run as it is.
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

/**
 * Vite builds for whatever NODE_ENV says when it is set: under a test runner (NODE_ENV=test)
 * that would be React's development build. The shop's build is always the production one.
 */
export const buildEnv = { ...process.env, NODE_ENV: 'production' };

/** Written by `npm run release` into the build it packs. */
export const RELEASE_FILE = 'dist/release.json';

// Each build has its own sources, so a change to a page does not rebuild the server (nor the
// other way round): the web build alone takes several seconds.
const shared = ['src/common', 'package.json', 'tsconfig.json'];
const webSources = [...shared, 'src/web', 'index.html', 'public', 'vite.config.ts', 'scripts/vite-precompress.ts'];
const serverSources = [...shared, 'src/server', 'scripts/build-server.mjs', 'scripts/admin.ts', 'scripts/migrate.ts'];

/**
 * Builds what is older than its sources (the web app only when `web`). A release has no sources
 * to build from (a checkout's dist/ may hold a release's build and its RELEASE_FILE: it is
 * rebuilt like any other once the sources change).
 */
export function ensureBuilt({ web }) {
  if (!existsSync('src/server/main.ts')) return;
  if (web && builtAt('dist/web/index.html') < changedAt(...webSources)) {
    console.log('Building the web app...');
    execSync('npx vite build --logLevel warn', { stdio: 'inherit', env: buildEnv });
  }
  if (builtAt('dist/server/main.js') < changedAt(...serverSources)) {
    execSync('node scripts/build-server.mjs', { stdio: 'inherit' });
  }
}
