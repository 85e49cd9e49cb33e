import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '#server/lib/disk-space.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { solidImage } from '../support/catalog-fixtures.js';
import { testDbKind, withAdminClient } from '../support/database.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { multipartBody } from '../support/multipart.js';
import { orderBody, placeOrder, saveSettings } from '../support/orders.js';
import { createProduct } from '../support/products.js';
import { fillDisk, mountTinyDisk, type TinyDisk } from '../support/tiny-disk.js';

/**
 * A full disk as the API answers it (docs/trust.md "A full disk", decision 0023): an upload to
 * DATA_DIR/uploads on a tiny tmpfs (both databases), and on PostgreSQL an order whose table lives
 * in a tablespace on a tiny tmpfs (SQLSTATE 53100, disk_full). Mounting needs root (CI runs as
 * root); the PostgreSQL server must run on this machine as the `postgres` user.
 */
const disks: TinyDisk[] = [];
const mountTiny = (size: string, owner?: { uid: number; gid: number }) => {
  const disk = mountTinyDisk(size, { owner });
  disks.push(disk);
  return disk.dir;
};

let shop: TestShop;
let admin: SignedIn;
let dataDir: string;

beforeAll(async () => {
  dataDir = mountTiny('2m');
  shop = await createTestShop((config) => ({ ...config, dataDir, imageStore: 'disk' }));
  admin = await signUp(shop, { role: 'Admin' });
});

afterAll(async () => {
  await shop?.close().catch(() => undefined);
  for (const disk of disks) disk.remove();
});

describe('a full disk', () => {
  it('refuses an image upload with 503 STORAGE_FULL, leaving no part of the file, and takes it once space is freed', async () => {
    const image = await solidImage('png');
    const add = () => {
      const form = multipartBody({
        categoryName: `Fruits ${randomBytes(3).toString('hex')}`,
        categoryImage: { filename: 'f.png', contentType: 'image/png', data: image },
      });
      return shop.app.inject({
        method: 'POST',
        url: '/api/category/add',
        payload: form.payload,
        headers: { ...form.headers, cookie: admin.cookie },
      });
    };
    const filler = path.join(dataDir, 'filler');
    const before = readdirSync(path.join(dataDir, 'uploads'));
    fillDisk(filler, 64 * 1024);
    const refused = await add();
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toEqual({
      success: false,
      code: 'STORAGE_FULL',
      message: STORAGE_FULL_MESSAGE,
      messageId: 'storageFull',
      values: {},
    });
    expect(refused.headers['retry-after']).toBe('60');
    expect(readdirSync(path.join(dataDir, 'uploads'))).toEqual(before);
    rmSync(filler);
    expect((await add()).statusCode).toBe(201);
  });
});

if (testDbKind === 'postgres') {
  describe('a full disk on PostgreSQL', () => {
    const tablespace = `shop_tiny_${randomBytes(4).toString('hex')}`;
    let location: string;
    let asha: SignedIn;

    beforeAll(async () => {
      const owner = /^uid=(\d+)\(postgres\) gid=(\d+)/.exec(execFileSync('id', ['postgres'], { encoding: 'utf8' }));
      if (!owner) throw new Error('no postgres user on this machine: the PostgreSQL server must run here');
      location = mountTiny('1m', { uid: Number(owner[1]), gid: Number(owner[2]) });
      await withAdminClient(process.env.TEST_DATABASE_URL!, (client) =>
        client.query(`create tablespace ${tablespace} location '${location}'`),
      );
      await shop.database.db.execute(sql.raw(`alter table orders set tablespace ${tablespace}`));
      asha = await signUp(shop, { firstName: 'Asha' });
      // One shopper places every order here.
      await saveSettings(shop, admin.cookie, { maxOpenOrders: 0 });
    });

    afterAll(async () => {
      await shop.database.db.execute(sql.raw('alter table orders set tablespace pg_default')).catch(() => undefined);
      await withAdminClient(process.env.TEST_DATABASE_URL!, (client) => client.query(`drop tablespace if exists ${tablespace}`));
    });

    it('answers an order its table cannot grow for (SQLSTATE 53100) with 503 STORAGE_FULL, then takes it once space is freed', async () => {
      const rice = await createProduct(shop, { name: 'Rice', rate: 60, stocks: 1000 });
      const filler = path.join(location, 'filler');
      fillDisk(filler, 64 * 1024);
      // The first orders may fit in the table's last page; from the first refused on, all are.
      const answers: { status: number; code?: string; message?: string }[] = [];
      for (let i = 0; i < 200 && !answers.some((a) => a.status === 503); i++) {
        const answer = await placeOrder(shop, asha.cookie, orderBody([{ product: rice, quantity: 1 }]));
        answers.push({ status: answer.statusCode, ...(answer.statusCode === 201 ? {} : answer.json()) });
      }
      const refused = answers.at(-1);
      expect(refused).toMatchObject({ status: 503, code: 'STORAGE_FULL', message: STORAGE_FULL_MESSAGE });
      const taken = answers.filter((a) => a.status === 201).length;
      const { rows } = (await shop.database.db.execute(sql`select count(*)::int as n from orders`)) as unknown as { rows: { n: number }[] };
      const count = rows[0];
      expect(count?.n).toBe(taken);
      rmSync(filler);
      expect((await placeOrder(shop, asha.cookie, orderBody([{ product: rice, quantity: 1 }]))).statusCode).toBe(201);
    });
  });
}
