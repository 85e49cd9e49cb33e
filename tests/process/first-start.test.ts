import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, startShopProcess, unusedPort, waitUntilHealthy } from '../support/shop-process.js';

/** The first start on an empty database without ADMIN_EMAIL: the owner must be able to read the password. */
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-first-'));
const port = await unusedPort();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the first start', () => {
  it('prints the generated Admin password once as a plain line, and it logs in', async () => {
    const shop = startShopProcess({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'info' });
    const client = createClient(port);
    try {
      await waitUntilHealthy(shop, port);
      const lines = shop.output().split('\n');
      const said = lines.filter((line) => line.includes('with the password'));
      expect(said).toHaveLength(1);
      const match = /^Created the Admin (\S+) with the password (\S+)$/.exec(said[0]!);
      expect(match, said[0]).not.toBeNull();
      const [, email, password] = match!;
      const login = await client.request('POST', '/api/user/login', {
        body: JSON.stringify({ email, password }),
        headers: { 'content-type': 'application/json' },
      });
      expect(login.status, login.body).toBe(200);
      expect(JSON.parse(login.body).user.role).toBe('Admin');
    } finally {
      client.close();
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
  }, 120_000);
});
