import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);

// One fresh data directory per run, known to the tests (they read the shop's outbox for reset
// links). Set here, in the runner, so the workers inherit the same value.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));

/** Browser journeys against the built shop on Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  // On CI a failed journey runs once more and is reported flaky if it then passes (README).
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : 'line',
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    // The offline service worker would precache every file in each test's fresh browser and
    // answer catalogue calls from its cache: the journeys test the shop, not the cache.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 } } },
    // A few journeys again on a desktop screen: tests tagged @desktop.
    { name: 'desktop', grep: /@desktop/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    // TRUST_PROXY: the fixtures give each made-up shopper its own X-Forwarded-For address, so
    // the per-address limits on registration and login (30 and 100 per 15 minutes) hold for
    // each shopper, as in real life, instead of for the whole suite coming from 127.0.0.1.
    env: { PORT: String(port), HOST: '127.0.0.1', E2E_DATA_DIR: process.env.E2E_DATA_DIR, TRUST_PROXY: '1' },
    timeout: 180_000,
    reuseExistingServer: false,
  },
});
