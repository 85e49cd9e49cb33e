// The shop as the browser tests see it: built, on a fresh temporary data directory with the
// demo catalogue and a known Admin. playwright.config.ts passes E2E_DATA_DIR so the tests can
// read the mails the shop writes to DATA_DIR/outbox (password-reset links), and the texts it
// sends to a stand-in SMS relay started here on a free port (tests/e2e/support/text-relay.ts),
// which writes them to DATA_DIR/relay.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.ADMIN_EMAIL ??= 'admin@example.com';
process.env.ADMIN_PASSWORD ??= 'admin-password-1';
process.env.LOG_LEVEL ??= 'warn';

const relay = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/text-relay.ts', path.join(dataDir, 'relay')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
process.on('exit', () => relay.kill());
const [relayUrl] = await Promise.race([
  once(createInterface({ input: relay.stdout }), 'line'),
  once(relay, 'exit').then(([code]) => {
    throw new Error(`the stand-in SMS relay stopped (${code})`);
  }),
]);
process.env.SMS_WEBHOOK_URL = `${relayUrl}/sms`;

await import('./start.mjs');
