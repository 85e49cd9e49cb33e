// `npm run test:e2e`: makes sure Debian's Chromium is there (installing it with apt-get when
// running as root), then runs the Playwright browser tests. Playwright never downloads a browser.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './chromium.mjs';

ensureChromium('npm test');

const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
