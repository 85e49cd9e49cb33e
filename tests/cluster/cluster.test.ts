import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import { solidImage } from '../support/catalog-fixtures.js';
import { ADMIN, type Cluster, startCluster } from '../support/cluster.js';
import { openEventStream } from '../support/event-stream.js';
import { multipartBody } from '../support/multipart.js';
import { shippingInfo } from '../support/orders.js';
import { type Answer, type Client, createClient } from '../support/shop-process.js';

/**
 * The shop as a grown shop runs it (docs/scaling.md): three app servers on one PostgreSQL behind
 * nginx with the site file of docs/deploy.md. Every request goes through nginx; its access log
 * tells which app server answered, so each check also shows that all three took part.
 */
const databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) throw new Error('npm run test:cluster needs TEST_DATABASE_URL (a PostgreSQL the test may create databases on)');

let cluster: Cluster;
let client: Client;
let adminCookie: string;
let categoryId: string;
let customers = 0;

const json = (body: unknown, cookie?: string, extra: Record<string, string> = {}) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...extra },
});
const cookieOf = (answer: Answer) => String([answer.headers['set-cookie']].flat()[0]).split(';')[0]!;
const parsed = (answer: Answer) => JSON.parse(answer.body);

async function signIn(email: string, password: string): Promise<string> {
  const answer = await client.request('POST', '/api/user/login', json({ email, password }));
  expect(answer.status, answer.body).toBe(200);
  return cookieOf(answer);
}

async function newCustomer(): Promise<{ email: string; password: string; cookie: string }> {
  customers += 1;
  const email = `shopper-${customers}@example.com`;
  const password = 'green peas 42';
  const answer = await client.request(
    'POST',
    '/api/user/register',
    json({ firstName: 'Asha', lastName: 'Patil', email, password, confirmPassword: password }),
  );
  expect(answer.status, answer.body).toBe(201);
  return { email, password, cookie: await signIn(email, password) };
}

async function addProduct(name: string, rate: number, stocks: number): Promise<{ _id: string; url: string; thumbnailUrl: string }> {
  const form = multipartBody({
    name,
    unit: 'Kg',
    rate: String(rate),
    stocks: String(stocks),
    category: categoryId,
    kilogramOption: ['1'],
    image: { filename: 'p.png', contentType: 'image/png', data: await solidImage('png', { colour: '#fb8c00' }) },
  });
  const answer = await client.request('POST', '/api/product/add', {
    body: form.payload,
    headers: { ...form.headers, cookie: adminCookie },
  });
  expect(answer.status, answer.body).toBe(201);
  return parsed(answer).product;
}

const orderBody = (productId: string, rate: number, quantity = 1) => ({
  cartItems: [{ id: productId, quantity }],
  shippingInfo,
  total: toRupees(linePaise(toPaise(rate), toMilli(quantity))),
});

/** Every app server answered some of the requests logged under `prefix` since `since`. */
async function expectAllServers(prefix: string, since = 0): Promise<void> {
  const answered = new Set((await cluster.upstreams(prefix)).slice(since));
  expect([...answered].sort()).toEqual(cluster.servers.map((s) => `127.0.0.1:${s.port}`).sort());
}

beforeAll(async () => {
  cluster = await startCluster({ servers: 3, databaseUrl });
  client = createClient(cluster.port);
  adminCookie = await signIn(ADMIN.email, ADMIN.password);
  const form = multipartBody({
    categoryName: 'Vegetables',
    categoryImage: { filename: 'v.png', contentType: 'image/png', data: await solidImage('png', { colour: '#43a047' }) },
  });
  const category = await client.request('POST', '/api/category/add', {
    body: form.payload,
    headers: { ...form.headers, cookie: adminCookie },
  });
  expect(category.status, category.body).toBe(201);
  categoryId = parsed(category).category._id;
  // Bursts of orders from a few shoppers: no limit on open orders (API.md "Guards against abuse")
  // nor on what they leave unpaid ("Getting paid").
  const limits = await client.request('PUT', '/api/admin/settings', json({ maxOpenOrders: 0, maxUnpaidAmount: 0 }, adminCookie));
  expect(limits.status, limits.body).toBe(200);
}, 180_000);

afterAll(async () => {
  client?.close();
  await cluster?.stop();
}, 60_000);

describe('three app servers behind nginx', () => {
  it('sell exactly the stock: 200 orders for a stock of 10 sell 10', async () => {
    const product = await addProduct('Drumstick', 30, 10);
    const shoppers = await Promise.all(Array.from({ length: 4 }, newCustomer));
    const since = (await cluster.upstreams('/api/user/new/order')).length;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        client.request('POST', '/api/user/new/order', json(orderBody(product._id, 30), shoppers[i % 4]!.cookie)),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([]);
    await expectAllServers('/api/user/new/order', since);
    const after = parsed(await client.request('GET', `/api/product/getSingleProduct/${product._id}`));
    expect(after.product.stocks).toBe(0);
  });

  it('place one order for one Idempotency-Key sent to all three at once', async () => {
    const product = await addProduct('Bottle Gourd', 25, 100);
    const shopper = await newCustomer();
    const key = randomUUID();
    const since = (await cluster.upstreams('/api/user/new/order')).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.request('POST', '/api/user/new/order', json(orderBody(product._id, 25), shopper.cookie, { 'idempotency-key': key })),
      ),
    );
    for (const answer of answers) expect([200, 201], answer.body).toContain(answer.status);
    expect(new Set(answers.map((a) => parsed(a).order._id)).size).toBe(1);
    await expectAllServers('/api/user/new/order', since);
    const mine = parsed(await client.request('GET', '/api/user/my/orders', { headers: { cookie: shopper.cookie } }));
    expect(mine.myOrders).toHaveLength(1);
    expect(parsed(await client.request('GET', `/api/product/getSingleProduct/${product._id}`)).product.stocks).toBe(99);
  });

  it('share sessions: made on one, known on all; a logout on one ends it on all', async () => {
    const shopper = await newCustomer();
    const since = (await cluster.upstreams('/api/user/getloggeduser')).length;
    const me = () => client.request('GET', '/api/user/getloggeduser', { headers: { cookie: shopper.cookie } });
    for (let i = 0; i < 6; i++) expect((await me()).status).toBe(200);
    await expectAllServers('/api/user/getloggeduser', since);
    expect((await client.request('GET', '/api/user/logOut', { headers: { cookie: shopper.cookie } })).status).toBe(200);
    const afterLogout = (await cluster.upstreams('/api/user/getloggeduser')).length;
    for (let i = 0; i < 6; i++) expect((await me()).status).toBe(401);
    await expectAllServers('/api/user/getloggeduser', afterLogout);
  });

  it('answer a logout only once every server has ended the session: 500 logouts, each followed at once by another server', async () => {
    const shopper = await newCustomer();
    // Straight to the app servers, as nginx passes a request on (one hop, TRUST_PROXY=1): a
    // logout on one and the next request on another with nothing between them, and each login
    // from an address of its own, for 500 logins are more than one address may make.
    const direct = cluster.servers.map((server) => createClient(server.port));
    const me = (on: Client, cookie: string) => on.request('GET', '/api/user/getloggeduser', { headers: { cookie } });
    const stale: number[] = [];
    try {
      for (let batch = 0; batch < 500; batch += 10) {
        const cookies = await Promise.all(
          Array.from({ length: 10 }, async (_, i) => {
            const n = batch + i;
            const answer = await direct[n % 3]!.request(
              'POST',
              '/api/user/login',
              json({ email: shopper.email, password: shopper.password }, undefined, { 'x-forwarded-for': `10.1.${n >> 8}.${n & 255}` }),
            );
            expect(answer.status, answer.body).toBe(200);
            return cookieOf(answer);
          }),
        );
        for (const [i, cookie] of cookies.entries()) {
          const n = batch + i;
          const [on, then] = [direct[n % 3]!, direct[(n + 1) % 3]!];
          expect((await me(then, cookie)).status).toBe(200);
          expect((await on.request('GET', '/api/user/logOut', { headers: { cookie } })).status).toBe(200);
          if ((await me(then, cookie)).status !== 401) stale.push(n);
        }
      }
    } finally {
      for (const client of direct) client.close();
    }
    expect(stale).toEqual([]);
  }, 300_000);

  it('count wrong passwords across servers: 30 from one address spread over three, then 429', async () => {
    const shopper = await newCustomer();
    const since = (await cluster.upstreams('/api/user/login')).length;
    const statuses: number[] = [];
    for (let i = 0; i < 33; i++) {
      statuses.push((await client.request('POST', '/api/user/login', json({ email: shopper.email, password: `wrong ${i}` }))).status);
    }
    // The shipped limit: 30 failures per e-mail and client address in 15 minutes, whichever
    // server counted them (every request here comes from one address, the one nginx names).
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    const right = await client.request('POST', '/api/user/login', json({ email: shopper.email, password: shopper.password }));
    expect(right.status).toBe(429);
    await expectAllServers('/api/user/login', since);
  });

  it('show a product changed through one server changed through every server at once, also to revalidations', async () => {
    const product = await addProduct('Ridge Gourd', 40, 50);
    const paths = ['/api/product/getAllProducts', `/api/product/getSingleProduct/${product._id}`];
    // Every server answers (and caches) both before the change.
    const before = new Map<string, string>();
    for (let i = 0; i < 6; i++) {
      for (const p of paths) {
        const answer = await client.request('GET', p);
        expect(answer.status).toBe(200);
        before.set(p, String(answer.headers.etag));
      }
    }
    const form = multipartBody({ name: 'Ridge Gourd', unit: 'Kg', rate: '45', stocks: '50', category: categoryId, kilogramOption: ['1'] });
    const saved = await client.request('PUT', `/api/product/update/${product._id}`, {
      body: form.payload,
      headers: { ...form.headers, cookie: adminCookie },
    });
    expect(saved.status, saved.body).toBe(200);
    const since = (await cluster.upstreams('/api/product/')).length;
    const rateIn = (answer: Answer, p: string) =>
      p === paths[0] ? parsed(answer).products.find((x: { _id: string }) => x._id === product._id).rate : parsed(answer).product.rate;
    for (let i = 0; i < 6; i++) {
      for (const p of paths) {
        expect(rateIn(await client.request('GET', p), p)).toBe(45);
        const revalidated = await client.request('GET', p, { headers: { 'if-none-match': before.get(p)! } });
        expect(revalidated.status).toBe(200);
        expect(rateIn(revalidated, p)).toBe(45);
      }
    }
    await expectAllServers('/api/product/', since);
  });

  it('serve a picture uploaded through one server from every server', async () => {
    const product = await addProduct('Cluster Beans', 50, 20);
    for (const url of [product.url, product.thumbnailUrl]) {
      const since = (await cluster.upstreams(url)).length;
      for (let i = 0; i < 6; i++) {
        const answer = await client.request('GET', url);
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('image/webp');
        expect(answer.headers['cache-control']).toContain('immutable');
      }
      await expectAllServers(url, since);
    }
  });

  it('bring orders and low stock from every server to an admin event stream held on one', async () => {
    // 7 in stock and the shop's threshold of 5: the second order (5 left) reaches it.
    const product = await addProduct('Cucumber', 20, 7);
    const shopper = await newCustomer();
    const stream = await openEventStream(`http://127.0.0.1:${cluster.port}`, adminCookie);
    try {
      expect(stream.status).toBe(200);
      const streamServer = (await cluster.upstreams('/api/admin/events')).at(-1);
      const since = (await cluster.upstreams('/api/user/new/order')).length;
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) {
        const answer = await client.request('POST', '/api/user/new/order', json(orderBody(product._id, 20), shopper.cookie));
        expect(answer.status, answer.body).toBe(201);
        ids.push(parsed(answer).order._id);
      }
      const placedOn = (await cluster.upstreams('/api/user/new/order')).slice(since);
      expect(placedOn.filter((server) => server !== streamServer).length).toBeGreaterThan(0);
      for (const id of ids) await stream.next('order.placed', (data) => data._id === id);
      const low = await stream.next('stock.low', (data) => data._id === product._id);
      expect(low.data).toMatchObject({ stocks: 5 });
    } finally {
      stream.close();
    }
  });

  // Last: it leaves one server dead.
  it('lose no acknowledged order and sell none twice when one server is killed mid-load; the others go on', async () => {
    const rate = 20;
    const stock = 100_000;
    const product = await addProduct('Sweet Corn', rate, stock);
    const shoppers = await Promise.all(Array.from({ length: 4 }, newCustomer));
    const victim = cluster.servers[1]!;
    const acknowledged = new Map<string, string>();
    const cutOff: string[] = [];
    const refused: string[] = [];
    let killed = false;

    // A shopper's app: an order cut off (connection lost, 502) is sent again with its key until answered.
    async function placeUntilAnswered(shopper: { cookie: string }): Promise<void> {
      const key = randomUUID();
      for (let attempt = 0; attempt < 20; attempt++) {
        let answer: Answer | undefined;
        try {
          answer = await client.request(
            'POST',
            '/api/user/new/order',
            json(orderBody(product._id, rate), shopper.cookie, { 'idempotency-key': key }),
          );
        } catch {
          answer = undefined;
        }
        if (answer && (answer.status === 201 || answer.status === 200)) {
          acknowledged.set(key, parsed(answer).order._id);
          return;
        }
        if (answer && answer.status !== 502 && answer.status !== 504) {
          refused.push(`${answer.status} ${answer.body.slice(0, 200)}`);
          return;
        }
        cutOff.push(key);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      refused.push(`${key}: no answer after 20 attempts`);
    }

    // Two orders in flight per shopper, so the kill cuts several off.
    await Promise.all(
      [...shoppers, ...shoppers].map(async (shopper) => {
        while (acknowledged.size < 160) {
          await placeUntilAnswered(shopper);
          if (!killed && acknowledged.size >= 50) {
            killed = true;
            victim.process.child.kill('SIGKILL');
          }
        }
      }),
    );
    expect((await victim.process.exited).signal).toBe('SIGKILL');
    expect(refused).toEqual([]);

    // Every acknowledged order is there once, and nothing else was sold.
    const listed: string[] = [];
    for (const shopper of shoppers) {
      const mine = parsed(await client.request('GET', '/api/user/my/orders', { headers: { cookie: shopper.cookie } }));
      listed.push(...mine.myOrders.map((o: { _id: string }) => o._id));
    }
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(listed)).toEqual(new Set(acknowledged.values()));
    const after = parsed(await client.request('GET', `/api/product/getSingleProduct/${product._id}`));
    expect(after.product.stocks).toBe(stock - listed.length);

    // The other two go on serving, through nginx and each on its own.
    for (let i = 0; i < 6; i++) expect((await client.request('GET', '/api/health')).status).toBe(200);
    for (const server of cluster.servers.filter((s) => s !== victim)) {
      const own = createClient(server.port);
      try {
        expect((await own.request('GET', '/api/health')).status).toBe(200);
      } finally {
        own.close();
      }
    }
    console.log(`killed one server after 50 of ${acknowledged.size} orders; ${cutOff.length} cut-off attempts sent again`);
  });
});
