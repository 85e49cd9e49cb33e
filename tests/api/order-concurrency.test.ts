import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct, stockOf } from '../support/products.js';

/**
 * Orders placed at the same moment must never sell more than the stock (DESIGN.md "Rules the
 * server enforces"). On PostgreSQL these requests really run side by side on a pool of
 * connections; on PGlite the single connection runs their transactions one after another.
 */
let shop: TestShop;
let customers: SignedIn[];
beforeAll(async () => {
  shop = await createTestShop();
  customers = [];
  for (let i = 0; i < 5; i++) customers.push(await signUp(shop, { firstName: `Shopper${i}` }));
});
afterAll(() => shop.close());

describe('concurrent orders', () => {
  it('sells exactly the stock when 50 customers order the last 10 units at once', async () => {
    const mango = await createProduct(shop, { name: 'Alphonso Mango', rate: 100, stocks: 10 });
    const body = orderBody([{ product: mango, quantity: 1 }]);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => placeOrder(shop, customers[i % customers.length]!.cookie, body)),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ success: false, code: 'OUT_OF_STOCK', items: [{ _id: mango.id, stocks: 0 }] });
    }
    expect(await stockOf(shop, mango.id)).toBe(0);

    const admin = await signUp(shop, { role: 'Admin' });
    const all = await shop.app.inject({ method: 'GET', url: '/api/user/admin/orders', headers: { cookie: admin.cookie } });
    const mangoOrders = all.json().AllOrders.filter((o: { orderItems: { _id: string }[] }) => o.orderItems[0]?._id === mango.id);
    expect(mangoOrders).toHaveLength(10);
  });

  it('does not deadlock when carts lock the same products in opposite orders', async () => {
    const milk = await createProduct(shop, { rate: 50, stocks: 100 });
    const bread = await createProduct(shop, { rate: 40, stocks: 100 });
    const milkFirst = orderBody([
      { product: milk, quantity: 1 },
      { product: bread, quantity: 2 },
    ]);
    const breadFirst = orderBody([
      { product: bread, quantity: 2 },
      { product: milk, quantity: 1 },
    ]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => placeOrder(shop, customers[i % customers.length]!.cookie, i % 2 ? milkFirst : breadFirst)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(await stockOf(shop, milk.id)).toBe(80);
    expect(await stockOf(shop, bread.id)).toBe(60);
  });

  it('shares a fractional stock without overselling', async () => {
    const saffron = await createProduct(shop, { rate: 999.99, stocks: 2.5 });
    const body = orderBody([{ product: saffron, quantity: 0.5 }]);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => placeOrder(shop, customers[i % customers.length]!.cookie, body)),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(7);
    expect(await stockOf(shop, saffron.id)).toBe(0);
  });
});
