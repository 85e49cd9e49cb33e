import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { giveCredit } from '../support/khata.js';
import { saveSettings, setOrderStatus } from '../support/orders.js';
import { call, placePaidBy, recordPayment } from '../support/payments.js';
import { createProduct, type TestProduct } from '../support/products.js';
import { assignRider, deliver, newRider, shippedTo, stopsOf, wrongCodeFor } from '../support/riders.js';

/**
 * The rider at the door (API.md "The delivery run"; decision 0056): the shopper's 4-digit code,
 * what was collected, every refusal with nothing changed, wrong codes counted and locked after 5
 * until the owner sets the rider again, and a repeated delivery changing nothing.
 */
let shop: TestShop;
let owner: SignedIn;
let asha: SignedIn;
let ravi: SignedIn;
let sunil: SignedIn;
let product: TestProduct;

beforeAll(async () => {
  shop = await createTestShop();
  owner = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop);
  ravi = await newRider(shop, owner.cookie, 'Ravi');
  sunil = await newRider(shop, owner.cookie, 'Sunil');
  product = await createProduct(shop, { rate: 75.5, stocks: 1000 });
  await saveSettings(shop, owner.cookie, { paymentMethods: ['Cash', 'UPI', 'Credit'], upiId: 'sharmastores@okhdfc' });
  await giveCredit(shop, owner.cookie, asha.user._id, 5000);
});
afterAll(() => shop.close());

const orderNow = async (orderId: string): Promise<Order> =>
  (await call(shop, owner.cookie, 'GET', `/api/user/my/order/${orderId}`)).json().order;
const shippedToRavi = async (paymentMethod = 'Cash') =>
  shippedTo(shop, owner.cookie, await placePaidBy(shop, asha, product, 1, paymentMethod), ravi);

describe('the delivery code', () => {
  it("is 4 digits on the shopper's own order and the owner's, never on another shopper's", async () => {
    const order = await placePaidBy(shop, asha, product, 1);
    expect(order.deliveryCode).toMatch(/^\d{4}$/);
    expect((await call(shop, asha.cookie, 'GET', `/api/user/my/order/${order._id}`)).json().order.deliveryCode).toBe(order.deliveryCode);
    expect((await orderNow(order._id)).deliveryCode).toBe(order.deliveryCode);
    const other = await signUp(shop, { firstName: 'Kiran' });
    expect((await call(shop, other.cookie, 'GET', `/api/user/my/order/${order._id}`)).statusCode).toBe(404);
  });
});

describe('delivering', () => {
  it('with the right code and cash: Delivered by the rider, paid in cash, gone from the list', async () => {
    const order = await shippedToRavi();
    const before = Date.now();
    const delivered = await deliver(shop, ravi.cookie, order._id, { code: order.deliveryCode, collected: 'Cash' });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.body).not.toContain('deliveryCode');
    expect(delivered.json().order).toMatchObject({ _id: order._id, status: 'Delivered', payment: { status: 'Paid', method: 'Cash' } });
    const now = await orderNow(order._id);
    expect(now.statusHistory.at(-1)).toMatchObject({ status: 'Delivered', by: 'Rider' });
    expect(now.payment).toMatchObject({ status: 'Paid', method: 'Cash', amount: 75.5 });
    expect(Date.parse(now.payment.paidAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await stopsOf(shop, ravi.cookie)).json().orders.map((stop: Order) => stop._id)).not.toContain(order._id);
  });

  it('by UPI shows the QR at the door and records the reference', async () => {
    const order = await shippedToRavi('UPI');
    const upi = await call(shop, ravi.cookie, 'GET', `/api/rider/orders/${order._id}/upi`);
    expect(upi.statusCode).toBe(200);
    expect(upi.json()).toMatchObject({ amount: 75.5, link: expect.stringContaining('pa=sharmastores%40okhdfc') });
    expect(upi.json().qr).toMatch(/^data:image\//);
    // Another rider's order is not theirs to show.
    expect((await call(shop, sunil.cookie, 'GET', `/api/rider/orders/${order._id}/upi`)).statusCode).toBe(404);
    const delivered = await deliver(shop, ravi.cookie, order._id, {
      code: order.deliveryCode,
      collected: 'UPI',
      reference: '412345678901',
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'Paid', method: 'UPI', reference: '412345678901' });
  });

  it('with nothing collected leaves a cash order Delivered and Unpaid, in the cash-up', async () => {
    const order = await shippedToRavi();
    expect((await deliver(shop, ravi.cookie, order._id, { code: order.deliveryCode, collected: 'None' })).statusCode).toBe(200);
    expect((await orderNow(order._id)).payment.status).toBe('Unpaid');
    const cashUp = (await call(shop, owner.cookie, 'GET', '/api/admin/reports/payments')).json();
    expect(cashUp.unpaidDelivered.map((unpaid: Order) => unpaid._id)).toContain(order._id);
  });

  it('puts a Credit order on the khata, and refuses cash or UPI for it (400) with nothing changed', async () => {
    const order = await shippedToRavi('Credit');
    for (const collected of ['Cash', 'UPI']) {
      const refused = await deliver(shop, ravi.cookie, order._id, { code: order.deliveryCode, collected });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`Order ${order.orderNumber} Is On Credit: Collect Nothing At The Door..!!`);
    }
    expect((await orderNow(order._id)).status).toBe('Shipped');
    expect((await deliver(shop, ravi.cookie, order._id, { code: order.deliveryCode, collected: 'None' })).statusCode).toBe(200);
    expect((await orderNow(order._id)).payment.status).toBe('OnCredit');
    const khata = (await call(shop, asha.cookie, 'GET', '/api/user/my/khata')).json();
    expect(khata.entries[0]).toMatchObject({ kind: 'order', orderId: order._id, amount: 75.5 });
  });

  it('refuses cash for an order already paid (409 ALREADY_PAID), and takes it with nothing collected', async () => {
    const order = await shippedToRavi('UPI');
    await recordPayment(shop, owner.cookie, order._id, { method: 'UPI' });
    const refused = await deliver(shop, ravi.cookie, order._id, { code: order.deliveryCode, collected: 'Cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ALREADY_PAID');
    expect((await deliver(shop, ravi.cookie, order._id, { code: order.deliveryCode, collected: 'None' })).statusCode).toBe(200);
  });
});

describe('refusals, nothing changed', () => {
  it("refuses another rider's order and an unknown one (404)", async () => {
    const order = await shippedToRavi();
    for (const [cookie, id] of [
      [sunil.cookie, order._id],
      [ravi.cookie, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const refused = await deliver(shop, cookie, id, { code: order.deliveryCode, collected: 'Cash' });
      expect(refused.statusCode).toBe(404);
    }
    expect((await orderNow(order._id)).status).toBe('Shipped');
  });

  it('refuses an order still being packed (409 ORDER_NOT_SHIPPED), a cancelled one and a delivered one (409)', async () => {
    const packing = await placePaidBy(shop, asha, product, 1);
    await assignRider(shop, owner.cookie, packing._id, ravi.user._id);
    const notShipped = await deliver(shop, ravi.cookie, packing._id, { code: packing.deliveryCode, collected: 'Cash' });
    expect(notShipped.statusCode).toBe(409);
    expect(notShipped.json()).toMatchObject({ code: 'ORDER_NOT_SHIPPED', messageId: 'notShippedYet' });

    const cancelled = await shippedToRavi();
    await setOrderStatus(shop, owner.cookie, cancelled._id, 'Cancelled');
    const refusedCancelled = await deliver(shop, ravi.cookie, cancelled._id, { code: cancelled.deliveryCode, collected: 'Cash' });
    expect(refusedCancelled.statusCode).toBe(409);
    expect(refusedCancelled.json().message).toBe(`Order ${cancelled.orderNumber} Was Cancelled: Do Not Deliver It..!!`);
    expect((await orderNow(cancelled._id)).payment.status).toBe('Unpaid');

    // A delivery sent twice (an answer lost on a bad network) is made once.
    const twice = await shippedToRavi();
    const first = await deliver(shop, ravi.cookie, twice._id, { code: twice.deliveryCode, collected: 'Cash' });
    const again = await deliver(shop, ravi.cookie, twice._id, { code: twice.deliveryCode, collected: 'Cash' });
    expect([first.statusCode, again.statusCode]).toEqual([200, 409]);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', messageId: 'alreadyDelivered' });
    const now = await orderNow(twice._id);
    expect(now.statusHistory.filter((change) => change.status === 'Delivered')).toHaveLength(1);
  });

  it('refuses a code that is not 4 digits and a collected that is not Cash, UPI or None (400)', async () => {
    const order = await shippedToRavi();
    for (const body of [
      { code: '123', collected: 'Cash' },
      { code: '12345', collected: 'Cash' },
      { code: 'abcd', collected: 'Cash' },
      { collected: 'Cash' },
      { code: order.deliveryCode, collected: 'Card' },
      { code: order.deliveryCode },
    ]) {
      expect((await deliver(shop, ravi.cookie, order._id, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await orderNow(order._id)).status).toBe('Shipped');
  });
});

describe('wrong codes', () => {
  it('counts 5 wrong codes, then locks the delivery even for the right one (429) until the owner sets the rider again', async () => {
    const order = await shippedToRavi();
    const wrong = wrongCodeFor(order);
    for (let left = 4; left >= 0; left -= 1) {
      const refused = await deliver(shop, ravi.cookie, order._id, { code: wrong, collected: 'Cash' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'WRONG_CODE', messageId: 'wrongDeliveryCode', values: { left } });
    }
    const locked = await deliver(shop, ravi.cookie, order._id, { code: order.deliveryCode, collected: 'Cash' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too Many Wrong Codes: Ask The Shop To Unlock This Delivery..!!');
    expect(await orderNow(order._id)).toMatchObject({ status: 'Shipped', deliveryLocked: true, payment: { status: 'Unpaid' } });
    expect((await stopsOf(shop, ravi.cookie)).json().orders.find((stop: Order) => stop._id === order._id).locked).toBe(true);

    await assignRider(shop, owner.cookie, order._id, ravi.user._id);
    expect((await orderNow(order._id)).deliveryLocked).toBe(false);
    const delivered = await deliver(shop, ravi.cookie, order._id, { code: order.deliveryCode, collected: 'Cash' });
    expect(delivered.statusCode, delivered.body).toBe(200);
  });

  it('counts every one of many wrong codes sent at once, and locks at the fifth', async () => {
    const order = await shippedToRavi();
    const wrong = wrongCodeFor(order);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => deliver(shop, ravi.cookie, order._id, { code: wrong, collected: 'Cash' })),
    );
    const codes = answers.map((answer) => answer.json().code).sort();
    expect(codes.filter((code) => code === 'WRONG_CODE')).toHaveLength(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(3);
    expect((await orderNow(order._id)).deliveryLocked).toBe(true);
  });
});
