import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import { createScratchDatabase, fingerprintShop, openShopDatabase, runCommand, type ShopFingerprint } from '../support/backups.js';
import { shippingInfo } from '../support/orders.js';
import { type Client, createClient, type ShopProcess, startShopProcess, unusedPort, waitUntilHealthy } from '../support/shop-process.js';
import { jsonRequest, setUpShopThroughApi, signIn } from '../support/shop-through-api.js';

/**
 * Backups of the real server (decision 0022): `npm run backup` while orders stream into the
 * embedded database, restored into PostgreSQL and back again, and a restore that refuses a
 * shop already there. Needs TEST_DATABASE_URL (the machine's PostgreSQL) for the other engine.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const ORDERS = 50;
const RATE = 40;
const STOCK = 10_000;
const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };
const CUSTOMER = { email: 'buyer@example.com', password: 'buyer-password-1' };

const work = mkdtempSync(path.join(tmpdir(), 'shop-backups-'));
const source = path.join(work, 'source');
const port = await unusedPort();
const scratch: { drop(): Promise<void> }[] = [];
let shop: ShopProcess | undefined;
let client: Client;

let productId = '';
let customer = '';

beforeAll(async () => {
  if (!adminUrl) return;
  shop = startShopProcess({
    DATA_DIR: source,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'info',
  });
  await waitUntilHealthy(shop, port);
  client = createClient(port);
  ({ productId, customerCookie: customer } = await setUpShopThroughApi(client, {
    admin: ADMIN,
    customer: CUSTOMER,
    product: { name: 'Alphonso Mango', rate: RATE, stocks: STOCK, kilogramOption: ['0.5', '1'] },
  }));
}, 120_000);

afterAll(async () => {
  client?.close();
  if (shop && shop.child.exitCode === null) {
    shop.child.kill('SIGTERM');
    await shop.exited;
  }
  for (const database of scratch) await database.drop();
  rmSync(work, { recursive: true, force: true });
});

async function newDatabase(): Promise<string> {
  const database = await createScratchDatabase(adminUrl!);
  scratch.push(database);
  return database.url;
}

async function fingerprintOf(target: { dataDir: string } | { url: string }): Promise<ShopFingerprint> {
  const database = await openShopDatabase(target);
  try {
    return await fingerprintShop(database, 'dataDir' in target ? path.join(target.dataDir, 'uploads') : undefined);
  } finally {
    await database.close();
  }
}

async function orderIdsOf(target: { dataDir: string } | { url: string }): Promise<Map<string, number>> {
  const database = await openShopDatabase(target);
  try {
    const { rows } = (await database.db.execute(
      sql`select o.id, i.quantity from orders o join order_items i on i.order_id = o.id`,
    )) as unknown as { rows: { id: string; quantity: number | string }[] };
    return new Map(rows.map((r) => [r.id, Number(r.quantity)]));
  } finally {
    await database.close();
  }
}

const underLoad: {
  acknowledgedBefore: Set<string>;
  all: Set<string>;
  file: string;
  whileRunning: number;
  backupMs: number;
  restoredUrl: string;
} = {
  acknowledgedBefore: new Set(),
  all: new Set(),
  file: path.join(work, 'under-load.tar.gz'),
  whileRunning: 0,
  backupMs: 0,
  restoredUrl: '',
};

type CommandResult = Awaited<ReturnType<typeof runCommand>>;

/**
 * ORDERS orders from four workers at once; once ten are acknowledged the backup starts, and the
 * last ten wait for it to end, so the backup runs amid orders and some surely come after it.
 */
async function placeOrdersAroundBackup(
  on: { client: Client; productId: string; customer: string },
  backUp: () => Promise<CommandResult>,
): Promise<{ acknowledgedBefore: Set<string>; all: Set<string>; whileRunning: number; slowest: number; result: CommandResult }> {
  const acknowledged: string[] = [];
  let acknowledgedBefore = new Set<string>();
  let backup: Promise<CommandResult> | undefined;
  let backupDone = false;
  let started = 0;
  let whileRunning = 0;
  let slowest = 0;
  const worker = async () => {
    while (started < ORDERS) {
      while (started >= ORDERS - 10 && !backupDone) await new Promise((resolve) => setTimeout(resolve, 20));
      started++;
      const quantity = started % 2 === 0 ? 1 : 0.5;
      const sentAt = Date.now();
      const answer = await on.client.request(
        'POST',
        '/api/user/new/order',
        jsonRequest(
          { cartItems: [{ id: on.productId, quantity }], shippingInfo, total: toRupees(linePaise(toPaise(RATE), toMilli(quantity))) },
          on.customer,
          { 'idempotency-key': randomUUID() },
        ),
      );
      expect(answer.status, answer.body).toBe(201);
      acknowledged.push(JSON.parse(answer.body).order._id);
      if (backup && !backupDone) {
        whileRunning++;
        slowest = Math.max(slowest, Date.now() - sentAt);
      }
      if (acknowledged.length === 10 && !backup) {
        acknowledgedBefore = new Set(acknowledged);
        backup = backUp();
        void backup.then(() => (backupDone = true));
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const result = await backup!;
  return { acknowledgedBefore, all: new Set(acknowledged), whileRunning, slowest, result };
}

/** Each row of a table as text (times in UTC), to compare rows across engines. */
async function rowsAsText(target: { dataDir: string } | { url: string }, table: string): Promise<string[]> {
  const database = await openShopDatabase(target);
  try {
    await database.db.execute(sql`set timezone to 'UTC'`);
    const { rows } = (await database.db.execute(sql.raw(`select t::text as row from ${table} t`))) as unknown as {
      rows: { row: string }[];
    };
    return rows.map((r) => r.row);
  } finally {
    await database.close();
  }
}

describe.skipIf(!adminUrl)('backups of the running shop', () => {
  it(`writes one file while ${ORDERS} orders are placed, and the orders go on`, async () => {
    const run = await placeOrdersAroundBackup({ client, productId, customer }, () =>
      runCommand('backup', [underLoad.file], { DATA_DIR: source }),
    );
    const { result, slowest } = run;
    underLoad.acknowledgedBefore = run.acknowledgedBefore;
    underLoad.whileRunning = run.whileRunning;
    underLoad.backupMs = result.ms;
    underLoad.all = run.all;
    expect(result.code, result.output).toBe(0);
    expect(result.output).toMatch(/^Backup written to .*under-load\.tar\.gz \(\d+ bytes, \d+ ms\)$/m);
    expect(existsSync(underLoad.file)).toBe(true);
    expect(underLoad.all.size).toBe(ORDERS);
    expect(shop!.output()).toMatch(/backup written: .*under-load\.tar\.gz \(\d+ bytes, \d+ ms\)/);
    const status = await client.request('GET', '/api/admin/status', { headers: { cookie: await signIn(client, ADMIN) } });
    expect(status.status, status.body).toBe(200);
    expect(JSON.parse(status.body).status.backup).toMatchObject({ lastError: null, lastFile: underLoad.file });
    console.log(
      `backup under load: ${result.ms} ms (command), ${underLoad.whileRunning} orders acknowledged while it ran, the slowest in ${slowest} ms`,
    );
  }, 120_000);

  it('restores into PostgreSQL every order acknowledged before it began, none that was never placed, each whole, and the stock that matches', async () => {
    const url = await newDatabase();
    underLoad.restoredUrl = url;
    const restored = await runCommand('restore', [underLoad.file], { DATABASE_URL: url });
    expect(restored.code, restored.output).toBe(0);
    const orders = await orderIdsOf({ url });
    for (const id of underLoad.acknowledgedBefore) expect(orders.has(id), id).toBe(true);
    for (const id of orders.keys()) expect(underLoad.all.has(id), id).toBe(true);
    // The ten orders held back until the backup had finished are not in it.
    expect(orders.size).toBeLessThanOrEqual(ORDERS - 10);
    const database = await openShopDatabase({ url });
    try {
      const { rows } = (await database.db.execute(sql`select stocks from products where id = ${productId}`)) as unknown as {
        rows: { stocks: number }[];
      };
      const sold = [...orders.values()].reduce((sum, q) => sum + q, 0);
      expect(Number(rows[0]!.stocks)).toBe(STOCK - sold);
      // The next order's number comes after every restored one (the sequence is in the backup).
      const numbers = (await database.db.execute(
        sql`select max(order_number) as last, nextval('order_number_seq') as next from orders`,
      )) as unknown as { rows: { last: number; next: string | number }[] };
      expect(Number(numbers.rows[0]!.next)).toBeGreaterThan(numbers.rows[0]!.last);
    } finally {
      await database.close();
    }
    console.log(`restored ${orders.size} of ${ORDERS} orders (${underLoad.acknowledgedBefore.size} acknowledged before the backup)`);
  }, 120_000);

  const quiet = { file: path.join(work, 'quiet.tar.gz'), source: {} as ShopFingerprint, postgresUrl: '' };

  it('restores a backup into PostgreSQL and back into an embedded database with every table and picture equal', async () => {
    const made = await runCommand('backup', [quiet.file], { DATA_DIR: source });
    expect(made.code, made.output).toBe(0);
    shop!.child.kill('SIGTERM');
    expect((await shop!.exited).code).toBe(0);
    quiet.source = await fingerprintOf({ dataDir: source });
    expect(Object.keys(quiet.source.images).length).toBeGreaterThanOrEqual(4);
    expect(quiet.source.tables['public.orders']?.rows).toBe(ORDERS);

    quiet.postgresUrl = await newDatabase();
    const intoPostgres = await runCommand('restore', [quiet.file], { DATABASE_URL: quiet.postgresUrl });
    expect(intoPostgres.code, intoPostgres.output).toBe(0);
    expect(await fingerprintOf({ url: quiet.postgresUrl })).toEqual(quiet.source);

    const fromPostgres = path.join(work, 'from-postgres.tar.gz');
    const madeOnPostgres = await runCommand('backup', [fromPostgres], { DATABASE_URL: quiet.postgresUrl });
    expect(madeOnPostgres.code, madeOnPostgres.output).toBe(0);
    const back = path.join(work, 'back');
    const intoPglite = await runCommand('restore', [fromPostgres], { DATA_DIR: back });
    expect(intoPglite.code, intoPglite.output).toBe(0);
    expect(await fingerprintOf({ dataDir: back })).toEqual(quiet.source);
    console.log(
      `pglite → postgres restore ${intoPostgres.ms} ms; postgres backup ${madeOnPostgres.ms} ms; postgres → pglite restore ${intoPglite.ms} ms`,
    );
  }, 180_000);

  it('holds in the backup made under load each order, item, account and catalogue row exactly as the shop has it, and every picture', async () => {
    // The shop is stopped now (the test before): what it holds is what the backup saw, plus the orders after it.
    for (const table of ['orders', 'order_items', 'users', 'categories', 'addresses', 'bills']) {
      const restored = await rowsAsText({ url: underLoad.restoredUrl }, table);
      const now = new Set(await rowsAsText({ dataDir: source }, table));
      for (const row of restored) expect(now.has(row), `${table}: ${row}`).toBe(true);
    }
    expect((await rowsAsText({ url: underLoad.restoredUrl }, 'orders')).length).toBeGreaterThanOrEqual(underLoad.acknowledgedBefore.size);
    expect((await fingerprintOf({ url: underLoad.restoredUrl })).images).toEqual(quiet.source.images);
  }, 60_000);

  it('refuses to restore over a shop without --force, saying so, and replaces it with --force', async () => {
    const url = await newDatabase();
    expect((await runCommand('restore', [underLoad.file], { DATABASE_URL: url })).code).toBe(0);
    const before = await fingerprintOf({ url });
    const refused = await runCommand('restore', [quiet.file], { DATABASE_URL: url });
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(
      /^Refusing to restore: the database postgres:\/\/.* is not empty \(\d+ tables, 0 pictures\)\. .*--force/m,
    );
    expect(await fingerprintOf({ url })).toEqual(before);

    const forced = await runCommand('restore', [quiet.file, '--force'], { DATABASE_URL: url });
    expect(forced.code, forced.output).toBe(0);
    expect(await fingerprintOf({ url })).toEqual(quiet.source);

    const refusedOnDisk = await runCommand('restore', [quiet.file], { DATA_DIR: source });
    expect(refusedOnDisk.code).toBe(1);
    expect(refusedOnDisk.output).toMatch(/^Refusing to restore: DATA_DIR .* is not empty \(\d+ tables, \d+ pictures\)/m);
  }, 180_000);
});

describe.skipIf(!adminUrl)('backups of a running shop on PostgreSQL', () => {
  it(`writes one file with pg_dump while ${ORDERS} orders are placed, which restores into an embedded database with its pictures`, async () => {
    const url = await newDatabase();
    const pgPort = port + 1;
    const pgShop = startShopProcess({
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: '5',
      DATA_DIR: path.join(work, 'postgres-shop'),
      PORT: String(pgPort),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    });
    const pgClient = createClient(pgPort);
    try {
      await waitUntilHealthy(pgShop, pgPort);
      const set = await setUpShopThroughApi(pgClient, {
        admin: ADMIN,
        customer: CUSTOMER,
        product: { name: 'Kesar Mango', rate: RATE, stocks: STOCK, kilogramOption: ['0.5', '1'] },
      });
      const file = path.join(work, 'postgres-under-load.tar.gz');
      const run = await placeOrdersAroundBackup({ client: pgClient, productId: set.productId, customer: set.customerCookie }, () =>
        runCommand('backup', [file], { DATABASE_URL: url }),
      );
      expect(run.result.code, run.result.output).toBe(0);

      const target = path.join(work, 'from-postgres-under-load');
      const restored = await runCommand('restore', [file], { DATA_DIR: target });
      expect(restored.code, restored.output).toBe(0);
      const orders = await orderIdsOf({ dataDir: target });
      for (const id of run.acknowledgedBefore) expect(orders.has(id), id).toBe(true);
      for (const id of orders.keys()) expect(run.all.has(id), id).toBe(true);
      expect(orders.size).toBeLessThanOrEqual(ORDERS - 10);
      const database = await openShopDatabase({ dataDir: target });
      try {
        const { rows } = (await database.db.execute(sql`select stocks from products where id = ${set.productId}`)) as unknown as {
          rows: { stocks: number }[];
        };
        expect(Number(rows[0]!.stocks)).toBe(STOCK - [...orders.values()].reduce((sum, q) => sum + q, 0));
      } finally {
        await database.close();
      }
      // The pictures were rows of stored_images; on the embedded database they are files.
      const images = (await fingerprintOf({ dataDir: target })).images;
      expect(Object.keys(images).length).toBeGreaterThanOrEqual(4);
      expect(images).toEqual((await fingerprintOf({ url })).images);
      expect(readdirSync(path.join(target, 'uploads')).sort()).toEqual(Object.keys(images).sort());
      console.log(
        `postgres backup under load: ${run.result.ms} ms (command), ${run.whileRunning} orders acknowledged while it ran, the slowest in ${run.slowest} ms; restored ${orders.size} of ${ORDERS}`,
      );
    } finally {
      pgClient.close();
      pgShop.child.kill('SIGTERM');
      await pgShop.exited;
    }
  }, 180_000);
});
