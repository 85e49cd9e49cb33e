import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct, stockOf, type TestProduct } from '../support/products.js';

/** API.md "Order lifecycle": cancelling gives the stock back exactly once, and the history says who did what. */
let shop: TestShop;
let asha: SignedIn;
let ravi: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
});
afterAll(() => shop.close());

const cancel = (id: string, cookie: string | undefined, payload?: unknown) =>
  shop.app.inject({
    method: 'PUT',
    url: `/api/user/my/order/${id}/cancel`,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const setStatus = (id: string, oStatus: string) =>
  shop.app.inject({ method: 'PUT', url: `/api/user/update/order/${id}`, headers: { cookie: admin.cookie }, payload: { oStatus } });

async function orderOf(shopper: SignedIn, product: TestProduct, quantity: number): Promise<string> {
  const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product, quantity }]));
  expect(placed.statusCode).toBe(201);
  return placed.json().order._id;
}

describe('a shopper cancelling an order', () => {
  it('cancels a Processing order with a reason, gives the stock back and records who cancelled', async () => {
    const tomato = await createProduct(shop, { rate: 40, stocks: 10 });
    const orderId = await orderOf(asha, tomato, 2.5);
    expect(await stockOf(shop, tomato.id)).toBe(7.5);

    const response = await cancel(orderId, asha.cookie, { reason: '  Ordered twice by mistake ' });
    expect(response.statusCode).toBe(200);
    const { message, order } = response.json();
    expect(message).toBe('Order Cancelled..!!');
    expect(order).toMatchObject({ _id: orderId, status: 'Cancelled', cancelReason: 'Ordered twice by mistake' });
    expect(order.statusHistory.map((s: { status: string; by: string }) => [s.status, s.by])).toEqual([
      ['Processing', 'User'],
      ['Cancelled', 'User'],
    ]);
    expect(order.statusHistory[0].at).toBe(order.orderDate);
    expect(Date.parse(order.statusHistory[1].at)).toBeGreaterThanOrEqual(Date.parse(order.orderDate));
    expect(await stockOf(shop, tomato.id)).toBe(10);
  });

  it('needs no reason, and a blank one is none', async () => {
    const product = await createProduct(shop, { rate: 12, stocks: 5 });
    const withoutBody = await cancel(await orderOf(asha, product, 1), asha.cookie);
    expect(withoutBody.statusCode).toBe(200);
    expect(withoutBody.json().order.cancelReason).toBeNull();
    const blank = await cancel(await orderOf(asha, product, 1), asha.cookie, { reason: '   ' });
    expect(blank.json().order.cancelReason).toBeNull();
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  it('refuses a second cancel with 409 ORDER_NOT_CANCELLABLE and gives nothing back twice', async () => {
    const product = await createProduct(shop, { rate: 30, stocks: 4 });
    const orderId = await orderOf(asha, product, 3);
    expect((await cancel(orderId, asha.cookie)).statusCode).toBe(200);
    const again = await cancel(orderId, asha.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ORDER_NOT_CANCELLABLE', message: 'Order Is Already Cancelled..!!' });
    expect(await stockOf(shop, product.id)).toBe(4);
  });

  it('refuses once the order has shipped', async () => {
    const product = await createProduct(shop, { rate: 30, stocks: 4 });
    const orderId = await orderOf(asha, product, 1);
    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    const response = await cancel(orderId, asha.cookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: 'Order Is Shipped, It Can No Longer Be Cancelled..!!',
    });
    expect(await stockOf(shop, product.id)).toBe(3);
  });

  it("answers 404 for another shopper's order, an unknown one, and 400 for a malformed id", async () => {
    const product = await createProduct(shop, { rate: 30, stocks: 4 });
    const orderId = await orderOf(asha, product, 1);
    const foreign = await cancel(orderId, ravi.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('NOT_FOUND');
    expect((await cancel(crypto.randomUUID(), asha.cookie)).statusCode).toBe(404);
    const malformed = await cancel('not-an-id', asha.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION');
    expect(await stockOf(shop, product.id)).toBe(3);
  });

  it('refuses a reason over 200 characters or not text, and a guest', async () => {
    const product = await createProduct(shop, { rate: 30, stocks: 4 });
    const orderId = await orderOf(asha, product, 1);
    for (const reason of ['x'.repeat(201), 42, ['a']]) {
      const response = await cancel(orderId, asha.cookie, { reason });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    const guest = await cancel(orderId, undefined);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHENTICATED');
    expect((await cancel(orderId, asha.cookie, { reason: 'x'.repeat(200) })).statusCode).toBe(200);
  });
});

describe('the owner cancelling and stepping an order', () => {
  it('records each step by the Admin and cancels a Shipped order, stock back', async () => {
    const product = await createProduct(shop, { rate: 55, stocks: 6 });
    const orderId = await orderOf(asha, product, 2);
    expect((await setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    const response = await setStatus(orderId, 'Cancelled');
    expect(response.statusCode).toBe(200);
    const order = response.json().Order;
    expect(order.status).toBe('Cancelled');
    expect(order.statusHistory.map((s: { status: string; by: string }) => `${s.status} by ${s.by}`)).toEqual([
      'Processing by User',
      'Shipped by Admin',
      'Cancelled by Admin',
    ]);
    expect(await stockOf(shop, product.id)).toBe(6);
  });

  it('cannot cancel a Delivered order, nor step a Cancelled one', async () => {
    const product = await createProduct(shop, { rate: 55, stocks: 6 });
    const delivered = await orderOf(asha, product, 1);
    await setStatus(delivered, 'Shipped');
    await setStatus(delivered, 'Delivered');
    const late = await setStatus(delivered, 'Cancelled');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE', message: 'Order Is Delivered, It Can No Longer Be Cancelled..!!' });

    const cancelled = await orderOf(asha, product, 1);
    await cancel(cancelled, asha.cookie);
    const step = await setStatus(cancelled, 'Shipped');
    expect(step.statusCode).toBe(409);
    expect(step.json()).toMatchObject({ code: 'CONFLICT', message: 'Order Is Already Cancelled, Its Status Cannot Change..!!' });
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  it('lets exactly one of 20 simultaneous cancels by shopper and owner through, the stock back once', async () => {
    const product = await createProduct(shop, { rate: 20, stocks: 8 });
    const orderId = await orderOf(asha, product, 5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? cancel(orderId, asha.cookie) : setStatus(orderId, 'Cancelled'))),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'ORDER_NOT_CANCELLABLE')).toBe(true);
    expect(await stockOf(shop, product.id)).toBe(8);
  });
});
