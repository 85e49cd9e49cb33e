// The shop as the browser tests see it: built, on a fresh temporary data directory with the
// demo catalogue and a known Admin. playwright.config.ts passes E2E_DATA_DIR so the tests can
// read the mails the shop writes to DATA_DIR/outbox (password-reset links).
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.ADMIN_EMAIL ??= 'admin@example.com';
process.env.ADMIN_PASSWORD ??= 'admin-password-1';
process.env.LOG_LEVEL ??= 'warn';
await import('./start.mjs');
