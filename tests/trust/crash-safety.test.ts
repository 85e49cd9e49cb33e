import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fromMilli, linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import { configFrom } from '#server/config.js';
import { type Database, openDatabase } from '#server/db/client.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { solidImage } from '../support/catalog-fixtures.js';
import { testDbKind, withAdminClient } from '../support/database.js';
import { multipartBody } from '../support/multipart.js';
import { shippingInfo } from '../support/orders.js';
import { type Client, createClient, type ShopProcess, startShopProcess, waitUntilHealthy } from '../support/shop-process.js';
import { rowsOf } from '../support/trust.js';

/**
 * Trust case 3 (docs/trust.md): the real server, killed with SIGKILL while orders stream in,
 * then started again on the same data. Every order it acknowledged (201) is there and whole;
 * the stock equals what it was less every order present; an order in flight at the kill may
 * or may not exist, and retrying it with its Idempotency-Key settles which, exactly once.
 * Runs on the project's database: PGlite in DATA_DIR (with its lock file), or a fresh
 * PostgreSQL database made for this file.
 */
const KILLS = testDbKind === 'pglite' ? 20 : 4;
const WORKERS = 4;
const RATE = 12.5;
const INITIAL_STOCK = 100_000;
const QUANTITIES = [0.5, 1, 1.5, 2, 3];
const ADMIN = { email: 'owner@example.com', password: 'owner-password-1' };
const CUSTOMER = { email: 'buyer@example.com', password: 'buyer-password-1' };

const seed = Number(process.env.TRUST_SEED ?? Date.now() % 1_000_000);
/** mulberry32: the kill points and quantities are reproducible from the seed in the report. */
const random = (() => {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();

const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
const lockFile = path.join(dataDir, 'shop.lock');
const port = 20_000 + Math.floor(Math.random() * 20_000);
let databaseUrl: string | undefined;
let running: ShopProcess | undefined;

afterAll(async () => {
  running?.child.kill('SIGKILL');
  await running?.exited;
  rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl && adminUrl) {
    const name = new URL(databaseUrl).pathname.slice(1);
    await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
});

function environment(portNumber: number): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    PORT: String(portNumber),
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl ?? '',
    DATABASE_POOL_SIZE: '5',
  };
}

async function start(): Promise<{ shop: ShopProcess; client: Client; startMs: number }> {
  const shop = startShopProcess(environment(port));
  running = shop;
  const startMs = await waitUntilHealthy(shop, port);
  return { shop, client: createClient(port), startMs };
}

const json = (body: unknown, cookie?: string, extra: Record<string, string> = {}) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...extra },
});

async function signIn(client: Client, account: { email: string; password: string }): Promise<string> {
  const answer = await client.request('POST', '/api/user/login', json(account));
  expect(answer.status, answer.body).toBe(200);
  return String([answer.headers['set-cookie']].flat()[0]).split(';')[0]!;
}

/** The catalogue and the customer, made through the API as an admin and a shopper would. */
async function prepareShop(client: Client): Promise<{ productId: string; customerCookie: string }> {
  const adminCookie = await signIn(client, ADMIN);
  const image = await solidImage('png');
  const categoryForm = multipartBody({
    categoryName: 'Fruits',
    categoryImage: { filename: 'f.png', contentType: 'image/png', data: image },
  });
  const category = await client.request('POST', '/api/category/add', {
    body: categoryForm.payload,
    headers: { ...categoryForm.headers, cookie: adminCookie },
  });
  expect(category.status, category.body).toBe(201);
  const productForm = multipartBody({
    name: 'Alphonso Mango',
    unit: 'Kg',
    rate: String(RATE),
    stocks: String(INITIAL_STOCK),
    category: JSON.parse(category.body).category._id,
    kilogramOption: ['0.5', '1', '1.5', '2'],
    image: { filename: 'm.png', contentType: 'image/png', data: image },
  });
  const product = await client.request('POST', '/api/product/add', {
    body: productForm.payload,
    headers: { ...productForm.headers, cookie: adminCookie },
  });
  expect(product.status, product.body).toBe(201);
  const registered = await client.request(
    'POST',
    '/api/user/register',
    json({ firstName: 'Asha', lastName: 'Patil', ...CUSTOMER, confirmPassword: CUSTOMER.password }),
  );
  expect(registered.status, registered.body).toBe(201);
  return { productId: JSON.parse(product.body).product._id, customerCookie: await signIn(client, CUSTOMER) };
}

interface Placed {
  id: string;
  key: string;
  quantity: number;
}
interface InFlight {
  key: string;
  quantity: number;
}

const orderOf = (productId: string, quantity: number) => ({
  cartItems: [{ id: productId, quantity }],
  shippingInfo,
  total: toRupees(linePaise(toPaise(RATE), toMilli(quantity))),
});

/**
 * Workers place orders back to back, each with its own Idempotency-Key, until the server is
 * killed: once `ready` has settled and `killAfter` more orders have been acknowledged.
 */
async function streamAndKill(
  shop: ShopProcess,
  client: Client,
  target: { productId: string; customerCookie: string },
  killAfter: number,
  ready: Promise<unknown> = Promise.resolve(),
): Promise<{ acknowledged: Placed[]; inFlight: InFlight[]; unexpected: string[] }> {
  const acknowledged: Placed[] = [];
  const inFlight = new Set<InFlight>();
  const unexpected: string[] = [];
  let acknowledgedWhenReady: number | undefined;
  const settle = () => {
    acknowledgedWhenReady = acknowledged.length;
  };
  void ready.then(settle, settle);
  let killed = false;
  const worker = async () => {
    while (!killed) {
      const pending = { key: randomUUID(), quantity: QUANTITIES[Math.floor(random() * QUANTITIES.length)]! };
      inFlight.add(pending);
      let answer: Awaited<ReturnType<Client['request']>>;
      try {
        answer = await client.request(
          'POST',
          '/api/user/new/order',
          json(orderOf(target.productId, pending.quantity), target.customerCookie, { 'idempotency-key': pending.key }),
        );
      } catch {
        return; // the server is gone: this one stays in flight
      }
      inFlight.delete(pending);
      if (answer.status !== 201) {
        unexpected.push(`${answer.status} ${answer.body.slice(0, 200)}`);
        continue;
      }
      acknowledged.push({ id: JSON.parse(answer.body).order._id, key: pending.key, quantity: pending.quantity });
      if (!killed && acknowledgedWhenReady !== undefined && acknowledged.length - acknowledgedWhenReady >= killAfter) {
        killed = true;
        shop.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  return { acknowledged, inFlight: [...inFlight], unexpected };
}

interface OrderView {
  _id: string;
  total: number;
  orderItems: { _id: string; quantity: number; rate: number }[];
}

/** Every order of the customer and the stock, as the restarted server answers them. */
async function checkAfterRestart(client: Client, target: { productId: string; customerCookie: string }, placed: Placed[]) {
  const mine = await client.request('GET', '/api/user/my/orders', { headers: { cookie: target.customerCookie } });
  expect(mine.status, mine.body).toBe(200);
  const orders = JSON.parse(mine.body).myOrders as OrderView[];
  const present = new Set(orders.map((o) => o._id));
  const missing = placed.filter((p) => !present.has(p.id));
  expect(missing, 'acknowledged orders lost').toEqual([]);
  let soldMilli = 0;
  for (const order of orders) {
    expect(order.orderItems, `order ${order._id} is partial`).toHaveLength(1);
    const [item] = order.orderItems;
    expect(item).toMatchObject({ _id: target.productId, rate: RATE });
    expect(QUANTITIES).toContain(item!.quantity);
    expect(order.total).toBe(toRupees(linePaise(toPaise(RATE), toMilli(item!.quantity))));
    soldMilli += toMilli(item!.quantity);
  }
  const product = await client.request('GET', `/api/product/getSingleProduct/${target.productId}`);
  expect(toMilli(JSON.parse(product.body).product.stocks)).toBe(toMilli(INITIAL_STOCK) - soldMilli);
  return { orders, soldMilli };
}

/** The database itself, with the server stopped: no partial order, the stock adds up. */
async function checkDatabase(database: Database, placed: Placed[]): Promise<void> {
  const [totals] = await rowsOf<{ orders: number; items: number; keys: number; sold: string; stock: string }>(
    database,
    sql`select (select count(*)::int from orders) as orders,
               (select count(*)::int from order_items) as items,
               (select count(*)::int from idempotency_keys) as keys,
               (select coalesce(sum(quantity), 0)::text from order_items) as sold,
               (select stocks::text from products) as stock`,
  );
  expect(totals).toMatchObject({ orders: placed.length, items: placed.length, keys: placed.length });
  expect(toMilli(totals!.sold) + toMilli(totals!.stock)).toBe(toMilli(INITIAL_STOCK));
  const [wrong] = await rowsOf<{ n: number }>(
    database,
    sql`select count(*)::int as n from orders o
        where (select count(*) from order_items i where i.order_id = o.id) <> 1
           or o.total_paise <> (select round(i.rate_paise * i.quantity) from order_items i where i.order_id = o.id limit 1)`,
  );
  expect(wrong?.n).toBe(0);
}

describe(`crash safety on ${testDbKind}`, () => {
  it(`keeps every acknowledged order through ${KILLS} SIGKILLs mid-stream, and settles the ones in flight`, async ({ task }) => {
    if (testDbKind === 'postgres') {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const name = `shop_crash_${randomBytes(5).toString('hex')}`;
      await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }

    let { shop, client, startMs } = await start();
    const target = await prepareShop(client);
    const placed: Placed[] = [];
    const startTimes = [startMs];
    let inFlightTotal = 0;
    let committedUnacknowledged = 0;
    let secondServer: { code: number | null; ms: number; output: string; holder: number; lockAfter: string } | undefined;

    for (let kill = 1; kill <= KILLS; kill++) {
      // Once, on PGlite: a second server on the same data directory while the first one sells.
      const holder = shop.pid;
      const second =
        kill === 2 && testDbKind === 'pglite'
          ? (async () => {
              const began = Date.now();
              const other = startShopProcess(environment(port + 1));
              const { code } = await other.exited;
              secondServer = { code, ms: Date.now() - began, output: other.output(), holder, lockAfter: readFileSync(lockFile, 'utf8') };
            })()
          : undefined;
      const killAfter = 3 + Math.floor(random() * 25);
      const before = placed.length;
      // With a second server, the kill comes only after more sales once it has given up.
      const run = await streamAndKill(shop, client, target, killAfter, second);
      await second;
      expect(run.unexpected).toEqual([]);
      expect((await shop.exited).signal).toBe('SIGKILL');
      client.close();
      placed.push(...run.acknowledged);
      inFlightTotal += run.inFlight.length;
      expect(run.acknowledged.length).toBeGreaterThanOrEqual(killAfter);

      // A killed server leaves its lock behind; the next one must take it over.
      if (testDbKind === 'pglite') expect(readFileSync(lockFile, 'utf8')).toBe(String(shop.pid));
      ({ shop, client, startMs } = await start());
      startTimes.push(startMs);
      if (testDbKind === 'pglite') expect(readFileSync(lockFile, 'utf8')).toBe(String(shop.pid));

      const { orders } = await checkAfterRestart(client, target, placed);
      expect(orders.length - placed.length).toBeLessThanOrEqual(run.inFlight.length);

      // Each order cut off by the kill, retried with its key: the committed one comes back, the
      // lost one is placed now. Either way exactly one order per key.
      for (const pending of run.inFlight) {
        const retry = await client.request(
          'POST',
          '/api/user/new/order',
          json(orderOf(target.productId, pending.quantity), target.customerCookie, { 'idempotency-key': pending.key }),
        );
        expect(retry.status, retry.body).toBe(201);
        if (retry.headers['idempotent-replayed'] === 'true') committedUnacknowledged += 1;
        placed.push({ id: JSON.parse(retry.body).order._id, key: pending.key, quantity: pending.quantity });
      }
      const settled = await checkAfterRestart(client, target, placed);
      expect(settled.orders.map((o) => o._id).sort()).toEqual(placed.map((p) => p.id).sort());
      expect(placed.length).toBeGreaterThan(before);
    }

    if (testDbKind === 'pglite') {
      expect(secondServer).toMatchObject({ code: 1, lockAfter: String(secondServer?.holder) });
      expect(secondServer?.output).toContain(`is in use by another shop server (pid ${secondServer?.holder}). Stop it first`);
    }

    // Stop cleanly (which gives the lock back) and read the data directly.
    shop.child.kill('SIGTERM');
    expect((await shop.exited).code).toBe(0);
    client.close();
    running = undefined;
    expect(existsSync(lockFile)).toBe(false);
    const database =
      testDbKind === 'pglite'
        ? await openConfiguredDatabase(configFrom({ DATA_DIR: dataDir }))
        : await openDatabase({ kind: 'postgres', url: databaseUrl!, poolSize: 1 });
    try {
      await checkDatabase(database, placed);
    } finally {
      await database.close();
    }

    const acknowledged = placed.length - inFlightTotal;
    task.meta.figures = {
      kills: KILLS,
      'orders acknowledged before a kill': acknowledged,
      'orders cut off by a kill': inFlightTotal,
      'of those already committed': committedUnacknowledged,
      'units sold': fromMilli(placed.reduce((sum, p) => sum + toMilli(p.quantity), 0)),
      'median restart ms': [...startTimes].sort((a, b) => a - b)[Math.floor(startTimes.length / 2)]!,
      ...(secondServer ? { 'second server refused in ms': secondServer.ms } : {}),
      seed,
    };
  }, 600_000);
});
