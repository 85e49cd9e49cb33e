// The shop as the browser tests see it: built, on a fresh temporary data directory with the
// demo catalogue and a known Admin.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
process.env.ADMIN_EMAIL ??= 'admin@example.com';
process.env.ADMIN_PASSWORD ??= 'admin-password-1';
process.env.LOG_LEVEL ??= 'warn';
await import('./start.mjs');
