import { type TracingChannelSubscribers, tracingChannel } from 'node:diagnostics_channel';
import { type IncomingHttpHeaders, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct, stockOf, type TestProduct } from '../support/products.js';

/**
 * Catalogue answers given from memory before the app routes the request
 * (src/server/http/memory-answers.ts, decision 0028), over a real connection: the same status,
 * headers and bytes as the app's own answer in every representation, no route handler run for
 * them, every other read through the app, and a write seen by the next read.
 */
let shop: TestShop;
let origin: string;
let admin: SignedIn;
let shopper: SignedIn;
let tomato: TestProduct;
/** The URLs whose requests reached a route handler, in order. */
const handled: string[] = [];
/** Fastify's trace of route handlers: a request answered from memory never starts one. */
const handlerRuns = tracingChannel<object, { request: { url: string } }>('fastify.request.handler');
const ignore = () => undefined;
const handlerStarts: TracingChannelSubscribers<{ request: { url: string } }> = {
  start: (message) => {
    handled.push(message.request.url);
  },
  end: ignore,
  asyncStart: ignore,
  asyncEnd: ignore,
  error: ignore,
};

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  shopper = await signUp(shop, { firstName: 'Asha' });
  tomato = await createProduct(shop, { name: 'Tomato', rate: 40, stocks: 50 });
  const vegetables = await addCategory(shop, admin.cookie);
  // Enough products for the lists to go compressed (over 1 KB).
  for (const name of ['Onion', 'Potato', 'Okra', 'Brinjal', 'Carrot', 'Beans', 'Peas']) {
    await addProduct(shop, admin.cookie, { name, category: vegetables._id, rate: 40, stocks: 50 });
  }
  origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
  handlerRuns.subscribe(handlerStarts);
}, 300_000);
afterAll(async () => {
  handlerRuns.unsubscribe(handlerStarts);
  await shop.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}, { method = 'GET', body }: { method?: string; body?: string } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request(`${origin}${url}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** What a client can tell two answers apart by: all but the moment they were sent. */
const seen = ({ status, headers: { date, ...headers }, body }: Answer) => ({ status, headers, body: body.toString('base64') });

/** Asks twice; the second answer, and whether it reached a route handler. */
async function twice(url: string, headers: Record<string, string> = {}) {
  const first = await get(url, headers);
  const before = handled.length;
  const second = await get(url, headers);
  return { first, second, handledAgain: handled.length > before };
}

/** The public reads the cache answers, by route, with URLs to ask. */
const CACHED: Record<string, () => string[]> = {
  '/api/category/get': () => ['/api/category/get'],
  '/api/product/recent/products': () => ['/api/product/recent/products'],
  '/api/product/getAllProducts': () => [
    '/api/product/getAllProducts',
    '/api/product/getAllProducts?keyword=tomato',
    '/api/product/getAllProducts?page=1&limit=24',
  ],
  '/api/product/getSingleProduct/:id': () => [`/api/product/getSingleProduct/${tomato.id}`],
  '/api/product/byIds': () => [`/api/product/byIds?ids=${tomato.id}`],
  '/api/product/suggest': () => ['/api/product/suggest?q=tom'],
  '/api/user/get/reviews': () => ['/api/user/get/reviews'],
};
/** The other public reads (signing out, a public GET that changes something, has its own test below). */
const THROUGH_THE_APP: Record<string, string> = {
  '/api/health': '/api/health',
  '/api/settings': '/api/settings',
  '/api/delivery/check': '/api/delivery/check?pinCode=411001',
  '/api/delivery/slots': '/api/delivery/slots',
};

describe('answers from memory', () => {
  it('knows every public read of the app: a new one is added to one of the lists above', () => {
    const publicReads = shop.app.routeAccess
      .filter((route) => route.access === 'public' && route.method === 'GET')
      .map((route) => route.url);
    expect(publicReads.sort()).toEqual([...Object.keys(CACHED), ...Object.keys(THROUGH_THE_APP), '/api/user/logOut'].sort());
  });

  it('gives every cached catalogue read a second time without the app, as the app gave it, in each representation', async () => {
    for (const url of Object.values(CACHED).flatMap((urls) => urls())) {
      for (const encoding of [undefined, 'gzip', 'gzip, deflate, br']) {
        const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
        const { first, second, handledAgain } = await twice(url, headers);
        expect(first.status, url).toBe(200);
        expect(handledAgain, `${url} ${encoding}`).toBe(false);
        expect(seen(second), `${url} ${encoding}`).toEqual(seen(first));

        const revalidated = await twice(url, { ...headers, 'if-none-match': first.headers.etag as string });
        expect(revalidated.first.status).toBe(304);
        expect(revalidated.handledAgain).toBe(false);
        expect(seen(revalidated.second)).toEqual(seen(revalidated.first));
      }
    }
    // The lists and the product are large enough to go compressed, and were given so from memory.
    expect((await get('/api/product/getAllProducts', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
  });

  it('leaves every other public read to the app, each time', async () => {
    for (const url of Object.values(THROUGH_THE_APP)) {
      const { first, second, handledAgain } = await twice(url);
      expect(first.status, url).toBe(200);
      expect(second.status, url).toBe(200);
      expect(handledAgain, url).toBe(true);
    }
    // Signing out is a public GET that changes something: never an answer from memory.
    const leaving = await signUp(shop, { firstName: 'Ravi' });
    const { handledAgain } = await twice('/api/user/logOut', { cookie: leaving.cookie });
    expect(handledAgain).toBe(true);
  });

  it('leaves a HEAD, a read with a body and a page never answered before to the app', async () => {
    await get('/api/category/get');
    let before = handled.length;
    expect((await get('/api/category/get', {}, { method: 'HEAD' })).status).toBe(200);
    expect(handled.length).toBe(before + 1);

    before = handled.length;
    await get('/api/category/get', { 'content-type': 'application/json', 'content-length': '2' }, { body: '{}' });
    expect(handled.length).toBe(before + 1);

    before = handled.length;
    expect((await get('/api/product/getAllProducts?keyword=onion')).status).toBe(200);
    expect(handled.length).toBe(before + 1);
  });

  it('shows an order’s stock and an admin’s change at the next read', async () => {
    const url = `/api/product/getSingleProduct/${tomato.id}`;
    await twice(url);
    const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product: tomato, quantity: 2 }]));
    expect(placed.statusCode).toBe(201);
    const before = handled.length;
    const afterOrder = JSON.parse((await get(url)).body.toString());
    expect(handled.length).toBe(before + 1);
    expect(afterOrder.product.stocks).toBe(await stockOf(shop, tomato.id));
    expect(afterOrder.product.stocks).toBeLessThan(tomato.stocks);

    const list = '/api/category/get';
    await twice(list);
    await addCategory(shop, admin.cookie, 'Fruits');
    const categories = JSON.parse((await get(list)).body.toString()).Categories.map((c: { categoryName: string }) => c.categoryName);
    expect(categories).toContain('Fruits');
  });
});
