import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct, type TestProduct } from '../support/products.js';

/**
 * Answers go out compressed when the client takes it (src/server/http/compression.ts): the
 * admin's lists, My Orders and the exports; the catalogue cache's own compressed answers are not
 * compressed twice; the event stream and answers under 1,400 bytes stay as they are; request bodies are not
 * unpacked.
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
let products: TestProduct[];
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
  products = await Promise.all(
    ['Tomato', 'Onion', 'Potato', 'Okra', 'Brinjal', 'Carrot'].map((name) => createProduct(shop, { name, rate: 30, stocks: 100 })),
  );
  for (let i = 0; i < 3; i++) {
    const placed = await placeOrder(shop, asha.cookie, orderBody(products.map((product) => ({ product, quantity: 1 }))));
    expect(placed.statusCode).toBe(201);
  }
}, 300_000);
afterAll(() => shop.close());

const read = (url: string, encoding: string | undefined, cookie = admin.cookie) =>
  shop.app.inject({ method: 'GET', url, headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compressed answers', () => {
  it("sends the admin's order list brotli to a browser, gzip to a client that takes only gzip, the same JSON either way", async () => {
    const plain = await read('/api/user/admin/orders', undefined);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await read('/api/user/admin/orders', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await read('/api/user/admin/orders', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it("sends a shopper's My Orders compressed", async () => {
    const br = await read('/api/user/my/orders', 'br', asha.cookie);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).myOrders).toHaveLength(3);
  });

  it('streams the orders spreadsheet compressed, its byte-order mark and rows intact', async () => {
    const gzip = await read('/api/admin/orders.csv', 'gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const csv = gunzipSync(gzip.rawPayload).toString();
    expect(csv.startsWith('\uFEFForder_id,')).toBe(true);
    expect(csv.trim().split('\n')).toHaveLength(4);
  });

  it("leaves the catalogue cache's own compressed answer as it is, compressed once", async () => {
    for (let i = 0; i < 3; i++) {
      const br = await read('/api/product/getAllProducts', 'br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).success).toBe(true);
    }
  });

  it('leaves a small answer as it is', async () => {
    const small = await read('/api/user/getloggeduser', 'br', asha.cookie);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().success).toBe(true);

    // A placed order of two products answers about 1.2 KB: under one packet's payload, it goes as it is.
    const placed = await placeOrder(shop, asha.cookie, orderBody(products.slice(0, 2).map((product) => ({ product, quantity: 1 }))), {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.rawPayload.length).toBeGreaterThan(1024);
    expect(placed.rawPayload.length).toBeLessThan(1400);
    expect(placed.headers['content-encoding']).toBeUndefined();
  });

  it('does not unpack a compressed request body', async () => {
    const body = gzipSync(JSON.stringify({ email: 'nobody@example.com', password: 'whatever' }));
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success).toBe(false);
  });

  it("sends the admin's event stream uncompressed, so each event arrives as it happens", async () => {
    const origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
      get(
        `${origin}/api/admin/events`,
        { agent: false, headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', cookie: admin.cookie } },
        resolve,
      ).on('error', reject);
    });
    try {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['content-encoding']).toBeUndefined();
    } finally {
      response.destroy();
    }
  });
});
