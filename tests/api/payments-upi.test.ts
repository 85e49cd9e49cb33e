import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { openEventStreamForTest } from '../support/event-stream.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { saveSettings, setOrderStatus } from '../support/orders.js';
import { call, placePaidBy, recordPayment, upiOf } from '../support/payments.js';
import { createProduct } from '../support/products.js';

/**
 * Paying by UPI (API.md "Getting paid"): the link and QR code of a shopper's order, and the UTR
 * they report, which the owner hears of live. The shop listens on a free port for the live alerts.
 */
let shop: TestShop;
let origin: string;
let admin: SignedIn;
let asha: SignedIn;
let ravi: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signUp(shop, { role: 'Admin' });
  asha = await signUp(shop);
  ravi = await signUp(shop, { firstName: 'Ravi' });
  await saveSettings(shop, admin.cookie, {
    paymentMethods: ['Cash', 'UPI'],
    upiId: 'sharma.stores@okaxis',
    upiName: 'Sharma & Sons Kirana',
  });
});
afterAll(() => shop.close());

const svgOf = (qr: string) => Buffer.from(qr.slice('data:image/svg+xml;base64,'.length), 'base64').toString('utf8');

describe('the UPI link of an order', () => {
  it.each([
    { rate: 1, quantity: 0.5, am: '0.50', amount: 0.5 },
    { rate: 35.5, quantity: 0.5, am: '17.75', amount: 17.75 },
    { rate: 100_000, quantity: 1, am: '100000.00', amount: 100_000 },
  ])('is exactly the contract’s text for ₹ $amount', async ({ rate, quantity, am, amount }) => {
    const product = await createProduct(shop, { rate, stocks: 10 });
    const order = await placePaidBy(shop, asha, product, quantity, 'UPI');
    const answer = await upiOf(shop, asha.cookie, order._id);
    expect(answer.statusCode).toBe(200);
    const n = order.orderNumber;
    expect(answer.json()).toMatchObject({
      success: true,
      amount,
      link: `upi://pay?pa=sharma.stores%40okaxis&pn=Sharma%20%26%20Sons%20Kirana&am=${am}&cu=INR&tn=Order%20${n}&tr=${n}`,
    });
  });

  it('names the shop when no UPI name is set, and encodes every reserved character', async () => {
    await saveSettings(shop, admin.cookie, { upiName: '', shopName: "Ram's Fresh (Veg) Mart!" });
    const product = await createProduct(shop, { rate: 20, stocks: 10 });
    const order = await placePaidBy(shop, asha, product, 1);
    const { link } = (await upiOf(shop, asha.cookie, order._id)).json();
    expect(link).toBe(
      `upi://pay?pa=sharma.stores%40okaxis&pn=Ram%27s%20Fresh%20%28Veg%29%20Mart%21&am=20.00&cu=INR&tn=Order%20${order.orderNumber}&tr=${order.orderNumber}`,
    );
    await saveSettings(shop, admin.cookie, { upiName: 'Sharma & Sons Kirana', shopName: 'Grocery Shop' });
  });

  it('comes with a QR code of the link as an SVG data URL', async () => {
    const product = await createProduct(shop, { rate: 45, stocks: 10 });
    const first = (await upiOf(shop, asha.cookie, (await placePaidBy(shop, asha, product, 1, 'UPI'))._id)).json();
    const second = (await upiOf(shop, asha.cookie, (await placePaidBy(shop, asha, product, 0.5, 'UPI'))._id)).json();
    expect(first.qr).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = svgOf(first.qr);
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('</svg>');
    // Another link is another code.
    expect(svgOf(second.qr)).not.toBe(svg);
  });

  it('is answered for a Cash order too, delivered or not, so a shopper may pay by UPI at the door', async () => {
    const product = await createProduct(shop, { rate: 80, stocks: 10 });
    const order = await placePaidBy(shop, asha, product, 1);
    expect((await upiOf(shop, asha.cookie, order._id)).statusCode).toBe(200);
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    await setOrderStatus(shop, admin.cookie, order._id, 'Delivered');
    expect((await upiOf(shop, asha.cookie, order._id)).json()).toMatchObject({ success: true, amount: 80 });
  });

  it('is 409 NOT_PAYABLE for a cancelled or a paid order', async () => {
    const product = await createProduct(shop, { rate: 80, stocks: 10 });
    const cancelled = await placePaidBy(shop, asha, product, 1, 'UPI');
    await call(shop, asha.cookie, 'PUT', `/api/user/my/order/${cancelled._id}/cancel`);
    const paid = await placePaidBy(shop, asha, product, 1, 'UPI');
    expect((await recordPayment(shop, admin.cookie, paid._id, { method: 'UPI', reference: '412345678901' })).statusCode).toBe(200);
    for (const order of [cancelled, paid]) {
      const refused = await upiOf(shop, asha.cookie, order._id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_PAYABLE', messageId: 'notPayable' });
    }
  });

  it("is 404 for another shopper's order", async () => {
    const product = await createProduct(shop, { rate: 80, stocks: 10 });
    const order = await placePaidBy(shop, asha, product, 1, 'UPI');
    const refused = await upiOf(shop, ravi.cookie, order._id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('is 409 PAYMENT_METHOD_UNAVAILABLE once the shop stops taking UPI', async () => {
    const product = await createProduct(shop, { rate: 80, stocks: 10 });
    const order = await placePaidBy(shop, asha, product, 1, 'UPI');
    await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash'] });
    try {
      const refused = await upiOf(shop, asha.cookie, order._id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE', values: { method: 'UPI' } });
    } finally {
      await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash', 'UPI'] });
    }
  });

  it('is for signed-in shoppers only', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${crypto.randomUUID()}/upi` });
    expect(response.statusCode).toBe(401);
  });
});

describe("a shopper's UTR", () => {
  const report = (cookie: string, orderId: string, payload?: Record<string, unknown>) =>
    call(shop, cookie, 'PUT', `/api/user/my/order/${orderId}/payment`, payload);

  it('is kept as a note for the owner, who hears it live; the order stays Unpaid', async () => {
    const stream = await openEventStreamForTest(origin, admin.cookie);
    const product = await createProduct(shop, { rate: 55, stocks: 10 });
    const order = await placePaidBy(shop, asha, product, 1, 'UPI');
    const reported = await report(asha.cookie, order._id, { reference: '4123 4567 8901' });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().order).toMatchObject({
      _id: order._id,
      payment: { status: 'Unpaid', reportedReference: '412345678901', method: null, paidAt: null },
    });
    const heard = await stream.next('payment.reported', (data) => data._id === order._id);
    expect(heard.data).toEqual({ _id: order._id, orderNumber: order.orderNumber, amount: 55, method: 'UPI', reference: '412345678901' });
  });

  it.each([['12345'], ['1234567890123'], ['41234567890a'], ['']])('is 400 unless 12 digits: %s', async (reference) => {
    const product = await createProduct(shop, { rate: 55, stocks: 10 });
    const order = await placePaidBy(shop, asha, product, 1, 'UPI');
    const refused = await report(asha.cookie, order._id, { reference });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, message: ['Reference: The UPI Transaction Number (UTR) Has 12 Digits..!!'] });
  });

  it('is 400 without one', async () => {
    const product = await createProduct(shop, { rate: 55, stocks: 10 });
    const order = await placePaidBy(shop, asha, product, 1, 'UPI');
    expect((await report(asha.cookie, order._id, {})).statusCode).toBe(400);
    expect((await report(asha.cookie, order._id)).statusCode).toBe(400);
  });

  it("is 404 on another shopper's order and 409 on a cancelled one", async () => {
    const product = await createProduct(shop, { rate: 55, stocks: 10 });
    const order = await placePaidBy(shop, asha, product, 1, 'UPI');
    expect((await report(ravi.cookie, order._id, { reference: '412345678901' })).statusCode).toBe(404);
    await call(shop, asha.cookie, 'PUT', `/api/user/my/order/${order._id}/cancel`);
    const refused = await report(asha.cookie, order._id, { reference: '412345678901' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_PAYABLE' });
    const mine = (await call(shop, asha.cookie, 'GET', `/api/user/my/order/${order._id}`)).json().order;
    expect(mine.payment.reportedReference).toBeNull();
  });
});
