import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '#common/constants.js';
import type { Product } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCategory, addProduct } from '#tests/support/catalog-fixtures.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';

/**
 * GET /api/product/byIds?ids=a,b,c (decision 0033): the products of a cart in one request, in
 * the order asked, in the same shape as getSingleProduct; an id that names no product is absent.
 */
let shop: TestShop;
let admin: SignedIn;
let shopper: SignedIn;
let tomato: Product;
let onion: Product;
let milk: Product;
const unknownId = '4f6c1c9e-2b7a-4c1e-9a57-0d2f5e8b1a11';

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  shopper = await signUp(shop);
  const shelf = await addCategory(shop, admin.cookie, 'Vegetables');
  tomato = await addProduct(shop, admin.cookie, { name: 'Tomato', rate: 45.5, stocks: 12, category: shelf._id });
  onion = await addProduct(shop, admin.cookie, { name: 'Onion', rate: 30, stocks: 8, category: shelf._id, max_per_order: 5 });
  milk = await addProduct(shop, admin.cookie, { name: 'Milk', unit: 'Litre', rate: 28, stocks: 0, category: shelf._id });
});
afterAll(() => shop.close());

const byIds = (ids: string) => shop.app.inject({ method: 'GET', url: `/api/product/byIds?ids=${ids}` });
const single = async (id: string): Promise<Product> =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${id}` })).json().product;

describe('GET /api/product/byIds', () => {
  it('answers the products asked for, in the order asked, each as getSingleProduct answers it', async () => {
    const response = await byIds(`${milk._id},${tomato._id},${onion._id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.products.map((p: Product) => p.name)).toEqual(['Milk', 'Tomato', 'Onion']);
    expect(body.products).toEqual([await single(milk._id), await single(tomato._id), await single(onion._id)]);
    expect(body.products[2]).toMatchObject({ rate: 30, stocks: 8, maxPerOrder: 5 });
  });

  it('leaves out an id that names no product, and answers an id asked twice once', async () => {
    const body = (await byIds(`${unknownId},${tomato._id},${tomato._id}`)).json();
    expect(body.products.map((p: Product) => p._id)).toEqual([tomato._id]);
    expect((await byIds(unknownId)).json()).toEqual({ success: true, products: [] });
  });

  it('shows the stock an order left at the next read', async () => {
    const url = `${tomato._id},${onion._id}`;
    expect((await byIds(url)).json().products[0].stocks).toBe(12);
    const placed = await placeOrder(
      shop,
      shopper.cookie,
      orderBody([
        {
          product: { id: tomato._id, name: tomato.name, rate: tomato.rate, stocks: tomato.stocks, imageKey: '', url: tomato.url },
          quantity: 2,
        },
      ]),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect((await byIds(url)).json().products[0].stocks).toBe(10);
  });

  it('refuses an id that is not an id, a missing list and a list longer than a cart', async () => {
    const bad = await byIds(`${tomato._id},42`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION', message: ['Ids: Invalid Id..!!'] });

    const missing = await shop.app.inject({ method: 'GET', url: '/api/product/byIds' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION');

    const tooMany = Array.from({ length: LIMITS.maxCartLines + 1 }, (_, i) => `4f6c1c9e-2b7a-4c1e-9a57-${String(i).padStart(12, '0')}`);
    const long = await byIds(tooMany.join(','));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'VALIDATION', message: [`Ids: At most ${LIMITS.maxCartLines} ids..!!`] });
  });
});
