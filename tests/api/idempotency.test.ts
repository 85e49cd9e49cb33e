import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct, setRate, stockOf } from '../support/products.js';

/** A retried or double-clicked checkout returns the first order (API.md "Settled details"). */
let shop: TestShop;
let asha: SignedIn;
let ravi: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
});
afterAll(() => shop.close());

const key = () => ({ 'idempotency-key': randomUUID() });
const myOrderCount = async (cookie: string) =>
  (await shop.app.inject({ method: 'GET', url: '/api/user/my/orders', headers: { cookie } })).json().myOrders.length as number;

describe('Idempotency-Key', () => {
  it('creates one order when the same request arrives 5 times at once, and answers each the same', async () => {
    const product = await createProduct(shop, { rate: 60, stocks: 10 });
    const body = orderBody([{ product, quantity: 2 }]);
    const headers = key();
    const before = await myOrderCount(asha.cookie);

    const responses = await Promise.all(Array.from({ length: 5 }, () => placeOrder(shop, asha.cookie, body, headers)));

    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const bodies = responses.map((r) => r.body);
    expect(new Set(bodies).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    expect(await myOrderCount(asha.cookie)).toBe(before + 1);
    expect(await stockOf(shop, product.id)).toBe(8);
  });

  it('returns the first order to a later retry, even after the price changed', async () => {
    const product = await createProduct(shop, { rate: 30, stocks: 10 });
    const body = orderBody([{ product, quantity: 1 }]);
    const headers = key();
    const first = await placeOrder(shop, asha.cookie, body, headers);
    expect(first.statusCode).toBe(201);
    await setRate(shop, product.id, 35);
    const retry = await placeOrder(shop, asha.cookie, body, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.body).toBe(first.body);
    expect(await stockOf(shop, product.id)).toBe(9);
  });

  it('recognises the same request whatever the order of its lines and the client-only extras', async () => {
    const a = await createProduct(shop, { rate: 10, stocks: 10 });
    const b = await createProduct(shop, { rate: 20, stocks: 10 });
    const headers = key();
    const first = orderBody([
      { product: a, quantity: 1 },
      { product: b, quantity: 1 },
    ]);
    const second = {
      ...orderBody([
        { product: b, quantity: 1 },
        { product: a, quantity: 1 },
      ]),
      userId: ravi.user._id,
    };
    second.cartItems[0]!.name = 'Renamed in another tab';
    expect((await placeOrder(shop, asha.cookie, first, headers)).statusCode).toBe(201);
    const again = await placeOrder(shop, asha.cookie, second, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await stockOf(shop, a.id)).toBe(9);
  });

  it('refuses the same key with a different body with 422 and takes nothing', async () => {
    const product = await createProduct(shop, { rate: 10, stocks: 10 });
    const headers = key();
    expect((await placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 1 }]), headers)).statusCode).toBe(201);
    const changed = await placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 2 }]), headers);
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_MISMATCH' });
    expect(await stockOf(shop, product.id)).toBe(9);
  });

  it('gives one order and one 422 when two different bodies race on one key', async () => {
    const product = await createProduct(shop, { rate: 10, stocks: 10 });
    const headers = key();
    const responses = await Promise.all([
      placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 1 }]), headers),
      placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 3 }]), headers),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const placed = responses.find((r) => r.statusCode === 201)!.json().order;
    expect(await stockOf(shop, product.id)).toBe(10 - placed.orderItems[0].quantity);
  });

  it('scopes keys to the shopper: another shopper with the same key gets their own order', async () => {
    const product = await createProduct(shop, { rate: 10, stocks: 10 });
    const body = orderBody([{ product, quantity: 1 }]);
    const headers = key();
    const ashas = (await placeOrder(shop, asha.cookie, body, headers)).json().order;
    const ravis = await placeOrder(shop, ravi.cookie, body, headers);
    expect(ravis.statusCode).toBe(201);
    expect(ravis.json().order._id).not.toBe(ashas._id);
    expect(ravis.json().order.user._id).toBe(ravi.user._id);
    expect(await stockOf(shop, product.id)).toBe(8);
  });

  it('does not spend a key on a refused order: the corrected retry is placed', async () => {
    const product = await createProduct(shop, { rate: 10, stocks: 10 });
    const headers = key();
    const stale = await placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 1 }], { total: 5 }), headers);
    expect(stale.json().code).toBe('PRICE_CHANGED');
    const corrected = await placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 1 }]), headers);
    expect(corrected.statusCode).toBe(201);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
  });

  it('places separate orders for separate keys and without a key', async () => {
    const product = await createProduct(shop, { rate: 10, stocks: 10 });
    const body = orderBody([{ product, quantity: 1 }]);
    const ids = new Set<string>();
    for (const headers of [key(), key(), {}, {}]) ids.add((await placeOrder(shop, asha.cookie, body, headers)).json().order._id);
    expect(ids.size).toBe(4);
    expect(await stockOf(shop, product.id)).toBe(6);
  });
});
