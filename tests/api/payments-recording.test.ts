import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#common/schemas/audit.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { openEventStreamForTest } from '../support/event-stream.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { saveSettings, setOrderStatus } from '../support/orders.js';
import { call, placePaidBy, recordPayment } from '../support/payments.js';
import { createProduct } from '../support/products.js';

/**
 * The owner records the money (API.md "Getting paid"): a payment on its own or with the
 * delivery, a cancel of a paid order owing a refund, and the refund. Each is an admin write with
 * its audit entry; a payment is heard live.
 */
let shop: TestShop;
let origin: string;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop);
  await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash', 'UPI'], upiId: 'sharmastores@okhdfc' });
});
afterAll(() => shop.close());

const refund = (orderId: string, payload?: Record<string, unknown>) =>
  call(shop, admin.cookie, 'PUT', `/api/admin/orders/${orderId}/refund`, payload);
const orderNow = async (orderId: string) => (await call(shop, admin.cookie, 'GET', `/api/user/my/order/${orderId}`)).json().order;

async function auditOf(action: string, orderId: string): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = (await call(shop, admin.cookie, 'GET', `/api/admin/audit?action=${action}&limit=100`)).json().entries;
  return entries.filter((entry) => entry.target === `order:${orderId}`);
}

async function newOrder(rate = 90, paymentMethod?: string) {
  const product = await createProduct(shop, { rate, stocks: 50 });
  return placePaidBy(shop, asha, product, 1, paymentMethod);
}

describe("the owner's payment", () => {
  it('marks the order Paid with the method, the reference and the time, audited and heard live', async () => {
    const stream = await openEventStreamForTest(origin, admin.cookie);
    const order = await newOrder(90, 'UPI');
    const before = Date.now();
    const paid = await recordPayment(shop, admin.cookie, order._id, { method: 'UPI', reference: ' UTR 412345678901 ' });
    expect(paid.statusCode).toBe(200);
    const answered = paid.json().order;
    expect(answered).toMatchObject({
      _id: order._id,
      status: 'Processing',
      payment: { status: 'Paid', method: 'UPI', reference: 'UTR 412345678901', refundedAt: null },
    });
    expect(Date.parse(answered.payment.paidAt)).toBeGreaterThanOrEqual(before - 1000);
    const heard = await stream.next('payment.recorded', (data) => data._id === order._id);
    expect(heard.data).toEqual({
      _id: order._id,
      orderNumber: order.orderNumber,
      amount: 90,
      method: 'UPI',
      reference: 'UTR 412345678901',
    });
    const [entry] = await auditOf('order.payment', order._id);
    expect(entry).toMatchObject({
      actor: { _id: admin.user._id },
      detail: {
        record: 'Asha Patil',
        before: { payment: 'Unpaid' },
        after: { payment: 'Paid', method: 'UPI', reference: 'UTR 412345678901' },
      },
    });
  });

  it('takes cash for a UPI order, without a reference', async () => {
    const order = await newOrder(90, 'UPI');
    const paid = await recordPayment(shop, admin.cookie, order._id, { method: 'Cash' });
    expect(paid.json().order).toMatchObject({ paymentMethod: 'UPI', payment: { status: 'Paid', method: 'Cash', reference: null } });
  });

  it('is 409 ALREADY_PAID the second time, changing nothing', async () => {
    const order = await newOrder();
    await recordPayment(shop, admin.cookie, order._id, { method: 'Cash', reference: 'R1' });
    const again = await recordPayment(shop, admin.cookie, order._id, { method: 'UPI', reference: 'R2' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_PAID' });
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'Paid', method: 'Cash', reference: 'R1' });
    expect(await auditOf('order.payment', order._id)).toHaveLength(1);
  });

  it('records exactly one of two payments sent at once', async () => {
    const order = await newOrder();
    const answers = await Promise.all([
      recordPayment(shop, admin.cookie, order._id, { method: 'Cash' }),
      recordPayment(shop, admin.cookie, order._id, { method: 'UPI' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf('order.payment', order._id)).toHaveLength(1);
  });

  it('is 409 NOT_PAYABLE on a cancelled order', async () => {
    const order = await newOrder();
    await setOrderStatus(shop, admin.cookie, order._id, 'Cancelled');
    const refused = await recordPayment(shop, admin.cookie, order._id, { method: 'Cash' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'NOT_PAYABLE' });
    expect((await orderNow(order._id)).payment.status).toBe('Unpaid');
  });

  it('is 400 without a method of Cash or UPI, and 404 for no order', async () => {
    const order = await newOrder();
    for (const body of [{}, { method: 'Credit' }, { method: 'Cheque' }]) {
      const refused = await recordPayment(shop, admin.cookie, order._id, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual(['Method: Choose Cash Or UPI..!!']);
    }
    expect((await recordPayment(shop, admin.cookie, crypto.randomUUID(), { method: 'Cash' })).statusCode).toBe(404);
  });

  it('is the owner’s alone', async () => {
    const order = await newOrder();
    expect((await recordPayment(shop, asha.cookie, order._id, { method: 'Cash' })).statusCode).toBe(403);
    expect((await call(shop, asha.cookie, 'PUT', `/api/admin/orders/${order._id}/refund`)).statusCode).toBe(403);
  });
});

describe('a payment taken at the door', () => {
  it('is recorded in the same change as Delivered, and heard live', async () => {
    const stream = await openEventStreamForTest(origin, admin.cookie);
    const order = await newOrder(120);
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    const delivered = await call(shop, admin.cookie, 'PUT', `/api/user/update/order/${order._id}`, {
      oStatus: 'Delivered',
      payment: { method: 'Cash', reference: 'Receipt 17' },
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().Order).toMatchObject({
      status: 'Delivered',
      payment: { status: 'Paid', method: 'Cash', reference: 'Receipt 17' },
    });
    expect(await auditOf('order.payment', order._id)).toHaveLength(1);
    expect((await auditOf('order.status', order._id)).map((entry) => entry.detail.after)).toContainEqual({ status: 'Delivered' });
    const heard = await stream.next('payment.recorded', (data) => data._id === order._id);
    expect(heard.data).toMatchObject({ amount: 120, method: 'Cash', reference: 'Receipt 17' });
  });

  it('refuses the whole change when the order is already paid: still Shipped', async () => {
    const order = await newOrder(120);
    await recordPayment(shop, admin.cookie, order._id, { method: 'UPI' });
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    const refused = await call(shop, admin.cookie, 'PUT', `/api/user/update/order/${order._id}`, {
      oStatus: 'Delivered',
      payment: { method: 'Cash' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ALREADY_PAID' });
    expect(await orderNow(order._id)).toMatchObject({ status: 'Shipped', payment: { status: 'Paid', method: 'UPI' } });
  });

  it('is refused with any other step (400), and Delivered without it leaves the order Unpaid', async () => {
    const order = await newOrder(120);
    const refused = await call(shop, admin.cookie, 'PUT', `/api/user/update/order/${order._id}`, {
      oStatus: 'Shipped',
      payment: { method: 'Cash' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(['Payment: Recorded Only With Delivered..!!']);
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    await setOrderStatus(shop, admin.cookie, order._id, 'Delivered');
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'Unpaid', paidAt: null });
  });
});

describe('refunds', () => {
  it('a paid order cancelled by the owner is RefundDue, then Refunded once, audited', async () => {
    const order = await newOrder(75, 'UPI');
    await recordPayment(shop, admin.cookie, order._id, { method: 'UPI', reference: '412345678901' });
    await setOrderStatus(shop, admin.cookie, order._id, 'Cancelled');
    expect((await orderNow(order._id)).payment).toMatchObject({ status: 'RefundDue', method: 'UPI', reference: '412345678901' });

    const refunded = await refund(order._id, { reference: 'Refund UTR 512345678901' });
    expect(refunded.statusCode).toBe(200);
    const payment = refunded.json().order.payment;
    expect(payment).toMatchObject({ status: 'Refunded', refundReference: 'Refund UTR 512345678901' });
    expect(payment.refundedAt).toEqual(expect.any(String));

    const again = await refund(order._id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT' });
    const [entry] = await auditOf('order.refund', order._id);
    expect(entry?.detail).toMatchObject({
      before: { payment: 'RefundDue' },
      after: { payment: 'Refunded', reference: 'Refund UTR 512345678901' },
    });
    expect(await auditOf('order.refund', order._id)).toHaveLength(1);
  });

  it('a paid order cancelled by the shopper is RefundDue too', async () => {
    const order = await newOrder(75);
    await recordPayment(shop, admin.cookie, order._id, { method: 'Cash' });
    expect((await call(shop, asha.cookie, 'PUT', `/api/user/my/order/${order._id}/cancel`)).statusCode).toBe(200);
    expect((await orderNow(order._id)).payment.status).toBe('RefundDue');
    expect((await refund(order._id)).json().order.payment).toMatchObject({ status: 'Refunded', refundReference: null });
  });

  it('an unpaid order cancelled owes nothing: a refund is 409', async () => {
    const order = await newOrder(75);
    await setOrderStatus(shop, admin.cookie, order._id, 'Cancelled');
    expect((await orderNow(order._id)).payment.status).toBe('Unpaid');
    const refused = await refund(order._id);
    expect(refused.statusCode).toBe(409);
    expect(await auditOf('order.refund', order._id)).toHaveLength(0);
  });

  it('a paid order not cancelled has nothing to refund: 409', async () => {
    const order = await newOrder(75);
    await recordPayment(shop, admin.cookie, order._id, { method: 'Cash' });
    expect((await refund(order._id)).statusCode).toBe(409);
    expect((await orderNow(order._id)).payment.status).toBe('Paid');
  });
});
