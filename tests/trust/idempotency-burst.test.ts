import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, orderItems } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct, stockOf } from '../support/products.js';

/**
 * Trust case 2 (docs/trust.md): a checkout button hammered 100 times at once with one
 * Idempotency-Key places one order, and every answer is that order. tests/api/idempotency.test.ts
 * holds the smaller cases (5 at once, retries after a price change, scoping, refused orders).
 */
let shop: TestShop;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

const ordersOfProduct = async (productId: string) => {
  const [row] = await shop.database.db.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, productId));
  return row?.n ?? 0;
};
const keyRows = async (key: string) => {
  const [row] = await shop.database.db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, asha.user._id), eq(idempotencyKeys.key, key)));
  return row?.n ?? 0;
};

describe('one Idempotency-Key under a burst', () => {
  it('creates one order for 100 parallel requests, answers all of them with the same body, and refuses the key for another body with 422', async ({
    task,
  }) => {
    const product = await createProduct(shop, { rate: 45.5, stocks: 50 });
    const body = orderBody([{ product, quantity: 2 }]);
    const headers = { 'idempotency-key': randomUUID() };

    const started = performance.now();
    const responses = await Promise.all(Array.from({ length: 100 }, () => placeOrder(shop, asha.cookie, body, headers)));
    const elapsed = performance.now() - started;

    expect(responses.map((r) => r.statusCode)).toEqual(Array(100).fill(201));
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(99);
    expect(await ordersOfProduct(product.id)).toBe(1);
    expect(await keyRows(headers['idempotency-key'])).toBe(1);
    expect(await stockOf(shop, product.id)).toBe(48);

    // The same key with another cart, 20 times at once: all refused, nothing taken.
    const changed = orderBody([{ product, quantity: 3 }]);
    const refused = await Promise.all(Array.from({ length: 20 }, () => placeOrder(shop, asha.cookie, changed, headers)));
    for (const answer of refused) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_MISMATCH', message: expect.stringMatching(/\w/) });
    }
    expect(await ordersOfProduct(product.id)).toBe(1);
    expect(await stockOf(shop, product.id)).toBe(48);
    task.meta.figures = { 'burst ms': Math.round(elapsed), replayed: 99 };
  }, 60_000);

  it('settles 50 against 50 requests with two different bodies on one fresh key: one order, its copies 201, the others 422', async () => {
    const product = await createProduct(shop, { rate: 10, stocks: 50 });
    const one = orderBody([{ product, quantity: 1 }]);
    const four = orderBody([{ product, quantity: 4 }]);
    const headers = { 'idempotency-key': randomUUID() };
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => placeOrder(shop, asha.cookie, i % 2 ? one : four, headers)));

    const placed = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 422);
    expect(placed.length + refused.length).toBe(100);
    expect(new Set(placed.map((r) => r.json().order._id)).size).toBe(1);
    expect(new Set(placed.map((r) => r.body)).size).toBe(1);
    const quantity = placed[0]!.json().order.orderItems[0].quantity as number;
    // Every request with the winning body got the order; every request with the other got 422.
    expect(placed).toHaveLength(50);
    expect(responses.every((r, i) => (r.statusCode === 201) === ((i % 2 ? 1 : 4) === quantity))).toBe(true);
    expect(await ordersOfProduct(product.id)).toBe(1);
    expect(await stockOf(shop, product.id)).toBe(50 - quantity);
  }, 60_000);
});
