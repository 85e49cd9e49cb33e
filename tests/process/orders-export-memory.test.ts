import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.js';
import { startShopProcess, unusedPort, waitUntilHealthy } from '../support/shop-process.js';

/**
 * The orders CSV streams (decision 0012): 100,000 orders go out a page at a time, and the
 * server's resident memory grows by less than 50 MB while they do, measured on the real
 * server process on the embedded database.
 */
const ORDERS = 100_000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-export-'));
const port = await unusedPort();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** 100,000 orders of a shopper whose account is gone (so the first start still finds no users), two items each. */
async function seedOrders(): Promise<void> {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await database.db.execute(sql`
    insert into orders (order_number, first_name, last_name, address, city, mobile_number, pin_code, total_paise, amount_due_paise, status, created_at)
    select 1000 + i, 'Asha', 'Patil', 'House ' || i || ', Market Road, Sangli', 'Sangli', '9876543210', '416416', 12050, 12050,
           (array['Processing', 'Shipped', 'Delivered', 'Cancelled'])[1 + i % 4], now() - i * interval '1 minute'
    from generate_series(1, ${ORDERS}) as i`);
  await database.db.execute(sql`
    insert into order_items (order_id, position, product_id, name, image_url, rate_paise, quantity, unit)
    select o.id, p, gen_random_uuid(), (array['Tomato', 'Milk'])[p + 1], '/uploads/x.webp', 4000, 1.5, 'Kg'
    from orders o cross join generate_series(0, 1) as p`);
  await database.close();
}

/** The server process's resident memory, in bytes (Linux). */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** Reads a download to its end without keeping it: its bytes and lines. */
function download(pathname: string, cookie: string): Promise<{ status: number; bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { cookie } }, (res) => {
        let bytes = 0;
        let lines = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 0x0a) lines += 1;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('the orders CSV of a large shop', () => {
  it('streams 100,000 orders while the server grows by less than 50 MB', async () => {
    await seedOrders();
    const shop = startShopProcess({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'owner-password-1',
      LOG_LEVEL: 'warn',
    });
    try {
      await waitUntilHealthy(shop, port);
      const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'owner@example.com', password: 'owner-password-1' }),
      });
      const cookie = login.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      // A first small export loads the code and the CSV writer: the baseline is the server at work.
      expect((await download('/api/admin/orders.csv?to=2000-01-01', cookie)).lines).toBe(1);
      const before = rssOf(shop.pid);
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, rssOf(shop.pid))), 25);
      const answer = await download('/api/admin/orders.csv', cookie).finally(() => clearInterval(sampler));
      expect(answer.status).toBe(200);
      expect(answer.lines).toBe(ORDERS + 1);
      expect(answer.bytes).toBeGreaterThan(ORDERS * 100);
      const grewMb = (peak - before) / (1024 * 1024);
      expect(grewMb, `the server grew by ${grewMb.toFixed(1)} MB`).toBeLessThan(50);
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
  }, 300_000);
});
