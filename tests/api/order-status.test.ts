import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct } from '../support/products.js';

/** Order status moves only Processing -> Shipped -> Delivered (spec 4), by an Admin. */
let shop: TestShop;
let asha: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
});
afterAll(() => shop.close());

const get = (url: string, cookie: string) => shop.app.inject({ method: 'GET', url, headers: { cookie } });
const setStatus = (id: string, oStatus: unknown, cookie = admin.cookie) =>
  shop.app.inject({ method: 'PUT', url: `/api/user/update/order/${id}`, headers: { cookie }, payload: { oStatus } });

describe('order status', () => {
  let orderId: string;
  beforeAll(async () => {
    const product = await createProduct(shop, { rate: 10, stocks: 5 });
    orderId = (await placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 1 }]))).json().order._id;
  });

  it('refuses to skip Shipped', async () => {
    const response = await setStatus(orderId, 'Delivered');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'Order Is Processing, It Can Only Move To Shipped..!!',
    });
  });

  it('moves Processing to Shipped', async () => {
    const response = await setStatus(orderId, 'Shipped');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Order Status Updated..!!',
      Order: { _id: orderId, status: 'Shipped' },
    });
    expect(response.json().Order.orderItems).toHaveLength(1);
  });

  it('refuses Shipped twice', async () => {
    const response = await setStatus(orderId, 'Shipped');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Order Is Already Shipped..!!');
  });

  it('moves Shipped to Delivered, which is final', async () => {
    expect((await setStatus(orderId, 'Delivered')).json().Order.status).toBe('Delivered');
    const back = await setStatus(orderId, 'Shipped');
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({ code: 'CONFLICT', message: 'Order Is Already Delivered, Its Status Cannot Change..!!' });
    expect((await setStatus(orderId, 'Delivered')).statusCode).toBe(409);
    expect((await get(`/api/user/my/order/${orderId}`, asha.cookie)).json().order.status).toBe('Delivered');
  });

  it('refuses an unknown status with 400', async () => {
    for (const oStatus of ['Refunded', 'Processing', '', undefined]) {
      const response = await setStatus(orderId, oStatus);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect((await setStatus(crypto.randomUUID(), 'Shipped')).statusCode).toBe(404);
    expect((await setStatus('nope', 'Shipped')).statusCode).toBe(400);
  });

  it('keeps status changes to Admins', async () => {
    expect((await setStatus(orderId, 'Shipped', asha.cookie)).statusCode).toBe(403);
    const guest = await shop.app.inject({ method: 'PUT', url: `/api/user/update/order/${orderId}`, payload: { oStatus: 'Shipped' } });
    expect(guest.statusCode).toBe(401);
  });

  it('lets only one of two simultaneous identical steps through', async () => {
    const product = await createProduct(shop, { rate: 10, stocks: 5 });
    const id = (await placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 1 }]))).json().order._id;
    const responses = await Promise.all([setStatus(id, 'Shipped'), setStatus(id, 'Shipped')]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
