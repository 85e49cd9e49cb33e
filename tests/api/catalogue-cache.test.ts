import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Category, type Product, ProductsAnswer } from '#common/schemas/catalog.js';
import { createTestShop, cutListeners, listenersBack, type TestShop } from '../support/app.js';
import { addCategory, addProduct, sendForm, solidImage } from '../support/catalog-fixtures.js';
import { testDbKind } from '../support/database.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { placeOrder, shippingInfo } from '../support/orders.js';

let shop: TestShop;
let admin: SignedIn;
let shopper: SignedIn;
let vegetables: Category;
let tomato: Product;

/** Enough products that the full list is worth compressing. */
const NAMES = ['Tomato', 'Cherry Tomato', 'Onion', 'Potato', 'Okra', 'Green Peas', 'Banana', 'Papaya'];

/** Every statement that reads from the shop's database: a read the cache did not answer. */
const shopReads: string[] = [];

beforeAll(async () => {
  shop = await createTestShop(undefined, {
    onQuery: (query) => {
      if (/^\s*select /i.test(query)) shopReads.push(query);
    },
  });
  admin = await signUp(shop, { role: 'Admin' });
  shopper = await signUp(shop, { firstName: 'Kavya' });
  vegetables = await addCategory(shop, admin.cookie, 'Vegetables');
  for (const name of NAMES) {
    const product = await addProduct(shop, admin.cookie, { name, rate: 40, stocks: 25, category: vegetables._id });
    if (name === 'Tomato') tomato = product;
  }
});
afterAll(() => shop.close());

const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });

/** How many statements read the shop's database while `work` ran. */
async function shopReadsDuring(work: () => Promise<unknown>): Promise<number> {
  const before = shopReads.length;
  await work();
  return shopReads.length - before;
}

async function ok(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

function updateProduct(product: Product, changes: { name?: string; rate?: number }) {
  return sendForm(
    shop,
    'PUT',
    `/api/product/update/${product._id}`,
    {
      name: changes.name ?? product.name,
      unit: product.unit,
      rate: changes.rate ?? product.rate,
      stocks: product.stocks,
      category: vegetables._id,
      kilogramOption: product.kilogramOption,
    },
    admin.cookie,
  );
}

describe('cached catalogue answers', () => {
  it('carry a strong ETag, no-cache and Vary, and repeat byte for byte', async () => {
    const first = await ok('/api/product/getAllProducts');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await ok('/api/product/getAllProducts');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('are the response schema’s own serialisation', async () => {
    const response = await ok('/api/product/getAllProducts');
    expect(response.body).toBe(JSON.stringify(ProductsAnswer.parse(response.json())));
    expect(response.json().products.map((p: Product) => p.name)).toEqual([...NAMES].reverse());
  });

  it('answer 304 without a body to a matching If-None-Match', async () => {
    for (const url of [
      '/api/product/getAllProducts',
      `/api/product/getAllProducts?category=${vegetables._id}&gte=10&lte=100`,
      '/api/product/getAllProducts?keyword=tomato',
      '/api/product/recent/products',
      `/api/product/getSingleProduct/${tomato._id}`,
      '/api/category/get',
      '/api/user/get/reviews',
    ]) {
      const { etag } = (await ok(url)).headers;
      const revalidated = await get(url, { 'if-none-match': String(etag) });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body, url).toBe('');
      expect(revalidated.headers.etag, url).toBe(etag);
      expect(revalidated.headers['cache-control'], url).toBe('no-cache');
      // A weak comparison, as If-None-Match asks, and a tag among others.
      expect((await get(url, { 'if-none-match': `"other", W/${etag}` })).statusCode, url).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode, url).toBe(200);
    }
  });

  it('share one answer between spellings of the same query', async () => {
    const a = await ok(`/api/product/getAllProducts?gte=10&lte=100&category=${vegetables._id}`);
    const b = await ok(`/api/product/getAllProducts?category=${vegetables._id}&lte=100.00&gte=10`);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect((await ok('/api/product/getAllProducts?keyword=%20okra%20')).headers.etag).toBe(
      (await ok('/api/product/getAllProducts?keyword=okra')).headers.etag,
    );
  });

  it('are compressed with brotli or gzip as the client accepts, decoding to the same JSON', async () => {
    const plain = await ok('/api/product/getAllProducts');
    const br = await ok('/api/product/getAllProducts', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);

    const gzip = await ok('/api/product/getAllProducts', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect((await ok('/api/product/getAllProducts', { 'accept-encoding': 'br;q=0.5, gzip' })).headers['content-encoding']).toBe('gzip');
    expect(
      (await ok('/api/product/getAllProducts', { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding'],
    ).toBeUndefined();

    // Each encoding is its own representation with its own tag; any of them revalidates the body.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const revalidated = await get('/api/product/getAllProducts', { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
  });

  it('leave a small answer uncompressed', async () => {
    const response = await ok(`/api/product/getSingleProduct/${tomato._id}`, { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().product.name).toBe('Tomato');
  });

  it('never keep an error', async () => {
    const unknown = `/api/product/getSingleProduct/${crypto.randomUUID()}`;
    for (let i = 0; i < 2; i++) {
      const missing = await get(unknown);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(missing.headers.etag).toBeUndefined();
      const refused = await get('/api/product/getAllProducts?gte=4x');
      expect(refused.statusCode).toBe(400);
      expect(refused.headers.etag).toBeUndefined();
    }
  });
});

describe('a write that changes what the answers show', () => {
  it('an admin’s product update: the lists and the product answer anew', async () => {
    const list = await ok('/api/product/getAllProducts');
    const single = await ok(`/api/product/getSingleProduct/${tomato._id}`);
    const recent = await ok('/api/product/recent/products');
    const updated = await updateProduct(tomato, { name: 'Desi Tomato', rate: 44 });
    expect(updated.statusCode, updated.body).toBe(200);

    const listAfter = await get('/api/product/getAllProducts', { 'if-none-match': String(list.headers.etag) });
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.headers.etag).not.toBe(list.headers.etag);
    expect(listAfter.json().products.find((p: Product) => p._id === tomato._id)).toMatchObject({ name: 'Desi Tomato', rate: 44 });
    const singleAfter = await ok(`/api/product/getSingleProduct/${tomato._id}`);
    expect(singleAfter.headers.etag).not.toBe(single.headers.etag);
    expect(singleAfter.json().product).toMatchObject({ name: 'Desi Tomato', rate: 44 });
    expect((await ok('/api/product/recent/products')).headers.etag).not.toBe(recent.headers.etag);
    expect((await ok('/api/product/getAllProducts?keyword=desi')).json().products.map((p: Product) => p.name)).toEqual(['Desi Tomato']);
  });

  it('an order: every answer shows the stock it left', async () => {
    const before = await ok('/api/product/getAllProducts', { 'accept-encoding': 'br' });
    const single = await ok(`/api/product/getSingleProduct/${tomato._id}`);
    expect(single.json().product.stocks).toBe(25);
    const cart = [{ id: tomato._id, name: tomato.name, rate: 44, quantity: 2.5 }];
    const placed = await placeOrder(shop, shopper.cookie, { cartItems: cart, shippingInfo, total: 110 });
    expect(placed.statusCode, placed.body).toBe(201);

    const stocksOf = (response: LightMyRequestResponse) =>
      response.json().products.find((p: Product) => p._id === tomato._id)?.stocks as number | undefined;
    const after = await ok('/api/product/getAllProducts', { 'accept-encoding': 'br' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(JSON.parse(brotliDecompressSync(after.rawPayload).toString()).products.find((p: Product) => p._id === tomato._id).stocks).toBe(
      22.5,
    );
    expect(stocksOf(await ok('/api/product/recent/products'))).toBe(22.5);
    expect(stocksOf(await ok(`/api/product/getAllProducts?category=${vegetables._id}&gte=10&lte=100`))).toBe(22.5);
    const singleAfter = await get(`/api/product/getSingleProduct/${tomato._id}`, { 'if-none-match': String(single.headers.etag) });
    expect(singleAfter.statusCode).toBe(200);
    expect(singleAfter.json().product.stocks).toBe(22.5);
  });

  it('a refused order changes nothing and keeps the answers', async () => {
    const before = await ok(`/api/product/getSingleProduct/${tomato._id}`);
    const cart = [{ id: tomato._id, quantity: 1000 }];
    const refused = await placeOrder(shop, shopper.cookie, { cartItems: cart, shippingInfo, total: 44_000 });
    expect(refused.statusCode).toBe(409);
    const after = await get(`/api/product/getSingleProduct/${tomato._id}`, { 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(304);
  });

  it('orders and reads at once: once the orders are answered, every answer shows the stock they left', async () => {
    const okra = await addProduct(shop, admin.cookie, { name: 'Ladies Finger', rate: 10, stocks: 12, category: vegetables._id });
    const cart = [{ id: okra._id, quantity: 1 }];
    const single = `/api/product/getSingleProduct/${okra._id}`;
    const search = '/api/product/getAllProducts?keyword=ladies';
    const requests: Promise<LightMyRequestResponse>[] = [];
    for (let i = 0; i < 12; i++) {
      requests.push(placeOrder(shop, shopper.cookie, { cartItems: cart, shippingInfo, total: 10 }), get(single), get(search));
    }
    const answers = await Promise.all(requests);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(12);
    expect((await ok(single)).json().product.stocks).toBe(0);
    expect((await ok(search)).json().products[0].stocks).toBe(0);
  });

  it('an order keeps every answer that shows none of its products: their pages and lists, the categories, the suggestions', async () => {
    const products = (await ok('/api/product/getAllProducts')).json().products as Product[];
    const onion = products.find((p) => p.name === 'Onion')!;
    const potato = products.find((p) => p.name === 'Potato')!;
    const kept = [
      `/api/product/getSingleProduct/${potato._id}`,
      '/api/product/getAllProducts?keyword=potato',
      '/api/category/get',
      '/api/product/suggest?q=oni',
      '/api/user/get/reviews',
    ];
    const tags = await Promise.all(kept.map(async (url) => String((await ok(url)).headers.etag)));
    const onionPage = await ok(`/api/product/getSingleProduct/${onion._id}`);
    const fullList = await ok('/api/product/getAllProducts');

    const placed = await placeOrder(shop, shopper.cookie, {
      cartItems: [{ id: onion._id, quantity: 2 }],
      shippingInfo,
      total: onion.rate * 2,
    });
    expect(placed.statusCode, placed.body).toBe(201);

    // Answered from memory: no statement reads the database.
    for (const [i, url] of kept.entries()) {
      expect(await shopReadsDuring(async () => expect((await get(url, { 'if-none-match': tags[i]! })).statusCode, url).toBe(304))).toBe(0);
    }
    const onionAfter = await get(`/api/product/getSingleProduct/${onion._id}`, { 'if-none-match': String(onionPage.headers.etag) });
    expect(onionAfter.statusCode).toBe(200);
    expect(onionAfter.json().product.stocks).toBe(onion.stocks - 2);
    const listAfter = await get('/api/product/getAllProducts', { 'if-none-match': String(fullList.headers.etag) });
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.json().products.find((p: Product) => p._id === onion._id).stocks).toBe(onion.stocks - 2);
  });

  it("a cancel gives its products' answers their stock back and keeps the rest; the other status steps keep everything", async () => {
    const products = (await ok('/api/product/getAllProducts')).json().products as Product[];
    const okra = products.find((p) => p.name === 'Okra')!;
    const banana = products.find((p) => p.name === 'Banana')!;
    const okraUrl = `/api/product/getSingleProduct/${okra._id}`;
    const bananaUrl = `/api/product/getSingleProduct/${banana._id}`;
    const cart = (quantity: number) => ({ cartItems: [{ id: okra._id, quantity }], shippingInfo, total: okra.rate * quantity });
    const shipped = await placeOrder(shop, shopper.cookie, cart(1));
    const cancelled = await placeOrder(shop, shopper.cookie, cart(3));
    expect([shipped.statusCode, cancelled.statusCode]).toEqual([201, 201]);
    const okraPage = await ok(okraUrl);
    expect(okraPage.json().product.stocks).toBe(okra.stocks - 4);
    await ok(bananaUrl);

    const setStatus = (oStatus: string) =>
      shop.app.inject({
        method: 'PUT',
        url: `/api/user/update/order/${shipped.json().order._id}`,
        headers: { cookie: admin.cookie },
        payload: { oStatus },
      });
    const step = await setStatus('Shipped');
    expect(step.statusCode, step.body).toBe(200);
    expect(await shopReadsDuring(() => get(okraUrl))).toBe(0);

    const cancel = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/my/order/${cancelled.json().order._id}/cancel`,
      headers: { cookie: shopper.cookie },
      payload: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const okraAfter = await get(okraUrl, { 'if-none-match': String(okraPage.headers.etag) });
    expect(okraAfter.statusCode).toBe(200);
    expect(okraAfter.json().product.stocks).toBe(okra.stocks - 1);
    expect(await shopReadsDuring(() => get(bananaUrl))).toBe(0);

    // The Admin's cancel of the shipped order gives its stock back too.
    const adminCancel = await setStatus('Cancelled');
    expect(adminCancel.statusCode, adminCancel.body).toBe(200);
    expect((await ok(okraUrl)).json().product.stocks).toBe(okra.stocks);
  });

  it('a category rename: the category list and its products show the new name', async () => {
    const categories = await ok('/api/category/get');
    const products = await ok('/api/product/getAllProducts');
    const renamed = await sendForm(
      shop,
      'PUT',
      `/api/category/update/${vegetables._id}`,
      { categoryName: 'Fresh Vegetables' },
      admin.cookie,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);

    const categoriesAfter = await ok('/api/category/get');
    expect(categoriesAfter.headers.etag).not.toBe(categories.headers.etag);
    expect(categoriesAfter.json().Categories.map((c: Category) => c.categoryName)).toEqual(['Fresh Vegetables']);
    const productsAfter = await ok('/api/product/getAllProducts');
    expect(productsAfter.headers.etag).not.toBe(products.headers.etag);
    expect(new Set(productsAfter.json().products.map((p: Product) => p.category?.categoryName))).toEqual(new Set(['Fresh Vegetables']));
  });

  it('a product added and deleted: the lists and the count follow', async () => {
    const count = (await ok('/api/product/getAllProducts')).json().productsDocCount as number;
    const carrot = await addProduct(shop, admin.cookie, { name: 'Carrot', rate: 30, category: vegetables._id });
    const added = (await ok('/api/product/getAllProducts?keyword=carrot')).json();
    expect(added.products.map((p: Product) => p.name)).toEqual(['Carrot']);
    expect(added.productsDocCount).toBe(count + 1);
    expect((await ok('/api/product/recent/products')).json().products[0].name).toBe('Carrot');
    expect((await ok(`/api/product/getSingleProduct/${carrot._id}`)).json().product.name).toBe('Carrot');

    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: `/api/product/delete/${carrot._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(`/api/product/getSingleProduct/${carrot._id}`)).statusCode).toBe(404);
    expect((await ok('/api/product/getAllProducts?keyword=carrot')).json()).toMatchObject({ products: [], productsDocCount: count });
    expect((await ok('/api/product/recent/products')).json().products[0].name).not.toBe('Carrot');
  });

  it('a category added and deleted: the category list follows', async () => {
    const herbs = await addCategory(shop, admin.cookie, 'Herbs');
    expect((await ok('/api/category/get')).json().Categories.map((c: Category) => c.categoryName)).toContain('Herbs');
    const deleted = await shop.app.inject({
      method: 'DELETE',
      url: `/api/category/delete/${herbs._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await ok('/api/category/get')).json().Categories.map((c: Category) => c.categoryName)).not.toContain('Herbs');
  });

  it('a review added, then its author deleted: the review list follows', async () => {
    const reviewer = await signUp(shop, { firstName: 'Reviewer' });
    expect((await ok('/api/user/get/reviews')).json().reviews).toEqual([]);
    const added = await shop.app.inject({
      method: 'POST',
      url: '/api/user/add/review',
      headers: { cookie: reviewer.cookie },
      payload: { comment: 'Fresh every time', ratings: 5 },
    });
    expect(added.statusCode).toBe(201);
    expect((await ok('/api/user/get/reviews')).json().reviews.map((r: { comment: string }) => r.comment)).toEqual(['Fresh every time']);

    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/user/admin/user/${reviewer.user._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await ok('/api/user/get/reviews')).json().reviews).toEqual([]);
  });

  it('an image replaced: the product answers the new picture', async () => {
    const before = (await ok(`/api/product/getSingleProduct/${tomato._id}`)).json().product as Product;
    const image = await solidImage('png', { colour: '#fdd835' });
    const updated = await sendForm(
      shop,
      'PUT',
      `/api/product/update/${tomato._id}`,
      {
        name: before.name,
        unit: before.unit,
        rate: before.rate,
        stocks: before.stocks,
        category: vegetables._id,
        kilogramOption: before.kilogramOption,
        image: { filename: 'tomato.png', contentType: 'image/png', data: image },
      },
      admin.cookie,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    const after = (await ok(`/api/product/getSingleProduct/${tomato._id}`)).json().product as Product;
    expect(after.url).not.toBe(before.url);
    expect(after.url).toBe(updated.json().product.url);
  });
});

// Several app servers share one PostgreSQL (DESIGN.md "Growing past one machine"); PGlite is one process by nature.
if (testDbKind === 'postgres') {
  describe('two app servers on one PostgreSQL', () => {
    let other: TestShop;
    /** The statements the other server sent that read products: each is a read its cache did not answer. */
    const otherReads: string[] = [];
    beforeAll(async () => {
      other = await createTestShop(undefined, {
        besides: shop,
        onQuery: (query) => {
          if (/^select .* from "products"/i.test(query)) otherReads.push(query);
        },
      });
    });
    afterAll(() => other.close());

    const onOther = (url: string, headers: Record<string, string> = {}) => other.app.inject({ method: 'GET', url, headers });
    const productUrl = () => `/api/product/getSingleProduct/${tomato._id}`;

    /** How many product reads reached the other server's database while `work` ran. */
    async function readsDuring(work: () => Promise<unknown>): Promise<number> {
      const before = otherReads.length;
      await work();
      return otherReads.length - before;
    }

    it('a product changed through one server is answered changed by the other within 100 ms of the write’s answer, old tag and all', async () => {
      const cached = await onOther(productUrl());
      expect(cached.statusCode).toBe(200);
      expect(await readsDuring(() => onOther(productUrl()))).toBe(0);

      const updated = await updateProduct(tomato, { rate: 47 });
      expect(updated.statusCode, updated.body).toBe(200);
      const answered = performance.now();
      // Asked again every millisecond (a timer between asks, so the server's sockets are read meanwhile).
      let after = await onOther(productUrl(), { 'if-none-match': cached.headers.etag as string });
      while (after.statusCode === 304 && performance.now() - answered < 2000) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        after = await onOther(productUrl(), { 'if-none-match': cached.headers.etag as string });
      }
      const heardAfterMs = performance.now() - answered;
      expect(after.statusCode).toBe(200);
      expect(after.json().product.rate).toBe(47);
      expect(heardAfterMs).toBeLessThan(100);
    });

    it('an order through one server: the other answers the stock it left', async () => {
      const listed = await onOther('/api/product/getAllProducts');
      const before = listed.json().products.find((p: Product) => p._id === tomato._id).stocks;
      const placed = await placeOrder(shop, shopper.cookie, { cartItems: [{ id: tomato._id, quantity: 2 }], shippingInfo, total: 47 * 2 });
      expect(placed.statusCode, placed.body).toBe(201);
      await expect
        .poll(
          async () => (await onOther('/api/product/getAllProducts')).json().products.find((p: Product) => p._id === tomato._id).stocks,
          {
            timeout: 100,
            interval: 5,
          },
        )
        .toBe(before - 2);
    });

    it('an order through one server: the other keeps its answers of the products the order did not take', async () => {
      const products = (await onOther('/api/product/getAllProducts')).json().products as Product[];
      const papaya = products.find((p) => p.name === 'Papaya')!;
      const peas = products.find((p) => p.name === 'Green Peas')!;
      const papayaUrl = `/api/product/getSingleProduct/${papaya._id}`;
      await onOther(papayaUrl);
      expect(await readsDuring(() => onOther(papayaUrl))).toBe(0);
      const cart = { cartItems: [{ id: peas._id, quantity: 1 }], shippingInfo, total: peas.rate };
      const placed = await placeOrder(shop, shopper.cookie, cart);
      expect(placed.statusCode, placed.body).toBe(201);
      await expect
        .poll(async () => (await onOther(`/api/product/getSingleProduct/${peas._id}`)).json().product.stocks, { timeout: 100, interval: 5 })
        .toBe(peas.stocks - 1);
      expect(await readsDuring(() => onOther(papayaUrl))).toBe(0);
    });

    it('keeps nothing while it cannot hear the others, and keeps answers again once it listens', async () => {
      await onOther(productUrl());
      expect(await cutListeners(shop)).toBe(2);
      // Deaf: every read goes to the database, so a write elsewhere meanwhile is never hidden.
      await expect.poll(() => readsDuring(() => onOther(productUrl())), { timeout: 2000, interval: 20 }).toBe(1);
      const renamed = await updateProduct(tomato, { rate: 48 });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await onOther(productUrl())).json().product.rate).toBe(48);

      // Listening again: answers are kept once more.
      await listenersBack(shop, 2);
      await expect
        .poll(
          async () => {
            await onOther(productUrl());
            return readsDuring(() => onOther(productUrl()));
          },
          { timeout: 5000, interval: 100 },
        )
        .toBe(0);
      const again = await updateProduct(tomato, { rate: 49 });
      expect(again.statusCode, again.body).toBe(200);
      await expect.poll(async () => (await onOther(productUrl())).json().product.rate, { timeout: 100, interval: 5 }).toBe(49);
    });
  });
}
