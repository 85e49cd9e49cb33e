// Debian's Chromium for the browser tests and the bench's Lighthouse runs: installed with apt-get
// when missing and running as root (CI), else a clear line saying how. Never a downloaded browser.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Makes sure CHROMIUM exists; `then` says what to run again once it is installed by hand. */
export function ensureChromium(then) {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: run "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then ${then} again.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
