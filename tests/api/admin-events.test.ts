import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDeps, buildApp } from '#server/app.js';
import { configFrom } from '#server/config.js';
import { type Database, openDatabase } from '#server/db/client.js';
import { cutListeners, type TestShop } from '../support/app.js';
import { openTestDatabase, testDbKind } from '../support/database.js';
import { type EventStream, openEventStreamForTest, RIDER_EVENTS } from '../support/event-stream.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct, type TestProduct } from '../support/products.js';

/**
 * GET /api/admin/events over real HTTP connections (API.md "Order lifecycle";
 * docs/decisions/0008-live-events.md): the shop listens on a free port of 127.0.0.1 and the
 * admin reads the stream as a browser's EventSource would.
 */
interface LiveShop extends TestShop {
  origin: string;
}

/** The whole shop as tests/support/app.ts builds it, listening, with its own live alert limits. */
async function startShop(liveAlerts: AppDeps['liveAlerts'], database?: Database): Promise<LiveShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-events-'));
  const base = configFrom({ DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const config = { ...base, serveWeb: false, passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 } };
  const ownDatabase = database ?? (await openTestDatabase());
  const app = await buildApp({ config, database: ownDatabase, liveAlerts });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database: ownDatabase,
    config,
    origin,
    advanceClock: () => {},
    clock: () => new Date(),
    async close() {
      await app.close();
      if (!database) await ownDatabase.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const LIMITS = { perAdmin: 3, total: 4, heartbeatMs: 150 };
let shop: LiveShop;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  shop = await startShop(LIMITS);
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

async function listen(on: LiveShop, cookie: string | undefined, accept?: string): Promise<EventStream> {
  const stream = await openEventStreamForTest(on.origin, cookie, accept);
  return stream;
}

async function order(on: LiveShop, shopper: SignedIn, lines: { product: TestProduct; quantity: number }[]): Promise<string> {
  const placed = await placeOrder(on, shopper.cookie, orderBody(lines));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order._id;
}

/** Until `check` holds (a server notices a closed connection a moment after the client closes it). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the live alerts an admin hears', () => {
  it('opens an event stream that proxies neither buffer nor transform', async () => {
    const stream = await listen(shop, admin.cookie);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    await stream.nextComments(2);
    expect(stream.retry).toBe(5000);
  });

  it('hears order.placed with the shopper, the total and the item count when a shopper orders', async () => {
    const stream = await listen(shop, admin.cookie);
    const tomato = await createProduct(shop, { rate: 40, stocks: 100 });
    const onion = await createProduct(shop, { rate: 30.5, stocks: 100 });
    const orderId = await order(shop, asha, [
      { product: tomato, quantity: 1.5 },
      { product: onion, quantity: 2 },
    ]);

    const placed = await stream.next('order.placed', (data) => data._id === orderId);
    expect(placed.data).toEqual({ _id: orderId, orderNumber: expect.any(Number), customerName: 'Asha Patil', total: 121, itemCount: 2 });
    expect(placed.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('hears order.status when a shopper cancels and when the owner ships', async () => {
    const stream = await listen(shop, admin.cookie);
    const rice = await createProduct(shop, { rate: 60, stocks: 100 });
    const cancelled = await order(shop, asha, [{ product: rice, quantity: 1 }]);
    const shipped = await order(shop, asha, [{ product: rice, quantity: 1 }]);

    const cancel = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/my/order/${cancelled}/cancel`,
      headers: { cookie: asha.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const ship = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${shipped}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Shipped' },
    });
    expect(ship.statusCode).toBe(200);

    expect((await stream.next('order.status', (data) => data._id === cancelled)).data).toEqual({
      _id: cancelled,
      orderNumber: expect.any(Number),
      status: 'Cancelled',
      by: 'User',
      riderId: null,
    });
    expect((await stream.next('order.status', (data) => data._id === shipped)).data).toEqual({
      _id: shipped,
      orderNumber: expect.any(Number),
      status: 'Shipped',
      by: 'Admin',
      riderId: null,
    });
  });

  it('hears stock.low once, from the order that takes the stock across the threshold', async () => {
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { lowStockThreshold: 5 },
    });
    expect(saved.statusCode).toBe(200);
    const stream = await listen(shop, admin.cookie);
    const dal = await createProduct(shop, { rate: 90, stocks: 8, name: 'Toor Dal', unit: 'Kg' });
    const salt = await createProduct(shop, { rate: 20, stocks: 50 });

    const stillAbove = await order(shop, asha, [{ product: dal, quantity: 2 }]);
    await stream.next('order.placed', (data) => data._id === stillAbove);
    const crossing = await order(shop, asha, [
      { product: dal, quantity: 1.5 },
      { product: salt, quantity: 1 },
    ]);
    await stream.next('order.placed', (data) => data._id === crossing);
    const alreadyBelow = await order(shop, asha, [{ product: dal, quantity: 1 }]);
    await stream.next('order.placed', (data) => data._id === alreadyBelow);
    // A later crossing of another product: its alert comes after anything the orders above sent.
    const marker = await createProduct(shop, { rate: 10, stocks: 6 });
    await order(shop, asha, [{ product: marker, quantity: 1 }]);
    await stream.next('stock.low', (data) => data._id === marker.id);

    const dalAlerts = stream.events.filter((event) => event.type === 'stock.low' && event.data._id === dal.id);
    expect(dalAlerts.map((event) => event.data)).toEqual([{ _id: dal.id, name: 'Toor Dal', stocks: 4.5, unit: 'Kg' }]);
    expect(stream.events.some((event) => event.type === 'stock.low' && event.data._id === salt.id)).toBe(false);
  });
});

describe('who may listen', () => {
  it('refuses a guest 401 and a customer 403', async () => {
    const guest = await listen(shop, undefined);
    expect({ status: guest.status, code: guest.refusal?.code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
    const customer = await listen(shop, asha.cookie);
    expect({ status: customer.status, code: customer.refusal?.code }).toEqual({ status: 403, code: 'FORBIDDEN' });
  });

  it('refuses 406 a client that does not ask for an event stream, which it could not read', async () => {
    const stream = await listen(shop, admin.cookie, 'application/json');
    expect({ status: stream.status, code: stream.refusal?.code }).toEqual({ status: 406, code: 'NOT_ACCEPTABLE' });
  });

  it('ends a stream within a heartbeat once its admin is made a customer', async () => {
    const owner = await signUp(shop, { role: 'Admin', firstName: 'Kiran' });
    const stream = await listen(shop, owner.cookie);
    expect(stream.status).toBe(200);
    const demoted = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/admin/user/${owner.user._id}`,
      headers: { cookie: admin.cookie },
      payload: { UserRole: 'User' },
    });
    expect(demoted.statusCode).toBe(200);
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(LIMITS.heartbeatMs * 4);
  });

  it("ends a rider's own stream within a heartbeat once they are a rider no more", async () => {
    const rider = await signUp(shop, { firstName: 'Ravi' });
    const setRole = (UserRole: string) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/user/admin/user/${rider.user._id}`,
        headers: { cookie: admin.cookie },
        payload: { UserRole },
      });
    expect((await setRole('Rider')).statusCode).toBe(200);
    const stream = await openEventStreamForTest(shop.origin, rider.cookie, undefined, RIDER_EVENTS);
    expect(stream.status).toBe(200);
    expect((await setRole('User')).statusCode).toBe(200);
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(LIMITS.heartbeatMs * 4);
  });
});

describe('the bound on streams', () => {
  it("closes an admin's oldest stream for a fourth, telling it not to reconnect", async () => {
    const streams = [await listen(shop, admin.cookie), await listen(shop, admin.cookie), await listen(shop, admin.cookie)];
    const fourth = await listen(shop, admin.cookie);
    expect(fourth.status).toBe(200);
    await streams[0]!.next('replaced');
    await streams[0]!.ended;

    const rice = await createProduct(shop, { rate: 60, stocks: 100 });
    const orderId = await order(shop, asha, [{ product: rice, quantity: 1 }]);
    for (const open of [streams[1]!, streams[2]!, fourth]) await open.next('order.placed', (data) => data._id === orderId);
    expect(streams[0]!.events.some((event) => event.type === 'order.placed' && event.data._id === orderId)).toBe(false);
  });

  it('refuses 429 a stream past the bound of all streams, and takes one again once a stream closes', async () => {
    const other = await signUp(shop, { role: 'Admin', firstName: 'Ravi' });
    const mine = [await listen(shop, admin.cookie), await listen(shop, admin.cookie), await listen(shop, admin.cookie)];
    const theirs = await listen(shop, other.cookie);
    expect([...mine, theirs].map((stream) => stream.status)).toEqual([200, 200, 200, 200]);

    const refused = await listen(shop, other.cookie);
    expect({ status: refused.status, code: refused.refusal?.code }).toEqual({ status: 429, code: 'RATE_LIMITED' });

    mine[0]!.close();
    await eventually(async () => {
      const again = await listen(shop, other.cookie);
      return again.status === 200;
    });
  });
});

describe('closing the app', () => {
  it('ends every open stream at once, so app.close() does not wait on them', async () => {
    const closing = await startShop({ heartbeatMs: 60_000 });
    const owner = await signUp(closing, { role: 'Admin' });
    const streams = [await listen(closing, owner.cookie), await listen(closing, owner.cookie)];
    expect(streams.map((stream) => stream.status)).toEqual([200, 200]);

    const started = Date.now();
    await closing.close();
    await Promise.all(streams.map((stream) => stream.ended));
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

// Several app servers share one PostgreSQL; PGlite is one process by nature.
if (testDbKind === 'postgres') {
  describe('several app servers on one PostgreSQL', () => {
    let second: LiveShop;
    let secondDatabase: Database;
    beforeAll(async () => {
      const { connectionString } = (shop.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options;
      secondDatabase = await openDatabase({ kind: 'postgres', url: connectionString, poolSize: 4 });
      second = await startShop(LIMITS, secondDatabase);
    });
    afterAll(async () => {
      await second.close();
      await secondDatabase.close();
    });

    it('brings an order placed through one server to an admin connected to the other', async () => {
      const stream = await listen(second, admin.cookie);
      expect(stream.status).toBe(200);
      const rice = await createProduct(shop, { rate: 60, stocks: 100 });
      const orderId = await order(shop, asha, [{ product: rice, quantity: 1 }]);
      const placed = await stream.next('order.placed', (data) => data._id === orderId);
      expect(placed.data).toMatchObject({ _id: orderId, customerName: 'Asha Patil', total: 60 });
    });

    it('brings every order of a burst placed at once to an admin on the other server, each once', async () => {
      const stream = await listen(second, admin.cookie);
      const rice = await createProduct(shop, { rate: 60, stocks: 1000 });
      const ids = await Promise.all(Array.from({ length: 30 }, () => order(shop, asha, [{ product: rice, quantity: 1 }])));
      await eventually(async () =>
        ids.every((id) => stream.events.some((event) => event.type === 'order.placed' && event.data._id === id)),
      );
      const heard = stream.events.filter((event) => event.type === 'order.placed' && ids.includes(event.data._id as string));
      expect(heard).toHaveLength(30);
      // Alerts published while a NOTIFY is in flight go out together in the next: none lost, none twice.
      expect(new Set(heard.map((event) => event.id)).size).toBe(30);
    });

    it('listens again after its PostgreSQL connection is cut, and tells the streams to read their counts again', async () => {
      const stream = await listen(second, admin.cookie);
      expect(await cutListeners(shop)).toBe(2);
      await stream.next('resync', () => true, 10_000);

      const rice = await createProduct(shop, { rate: 60, stocks: 100 });
      const orderId = await order(shop, asha, [{ product: rice, quantity: 1 }]);
      await stream.next('order.placed', (data) => data._id === orderId);
    });
  });
}
