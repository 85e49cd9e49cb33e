import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { getAs, giveCredit, payKhata } from '../support/khata.js';
import { clockSetter, saveSettings, setOrderStatus } from '../support/orders.js';
import { call, placePaidBy, recordPayment } from '../support/payments.js';
import { createProduct, type TestProduct } from '../support/products.js';

/**
 * The day's cash-up (API.md "Getting paid"; decision 0048): what came in by Cash and UPI on one
 * IST day, orders' payments and khata payments together, the refunds given, the credit given,
 * and what is still to settle whatever its day. The IST day 2030-03-15 runs from
 * 2030-03-14T18:30Z to 2030-03-15T18:30Z.
 */
describe('the cash-up of an IST day', () => {
  let shop: TestShop;
  let admin: SignedIn;
  let asha: SignedIn;
  let product: TestProduct;
  const setClock = (iso: string) => clockAt(iso);
  let clockAt: (iso: string) => void;
  const seeded: { unpaid: Order[]; refundDue: Order[] } = { unpaid: [], refundDue: [] };

  /** An order of `rupees` paid by `method` at the moment `iso`. */
  async function paidAt(iso: string, method: 'Cash' | 'UPI', rupees: number): Promise<Order> {
    const order = await placePaidBy(shop, asha, product, rupees / 10);
    setClock(iso);
    expect((await recordPayment(shop, admin.cookie, order._id, { method })).statusCode).toBe(200);
    return order;
  }

  beforeAll(async () => {
    shop = await createTestShop();
    clockAt = clockSetter(shop);
    setClock('2030-03-14T12:00:00Z');
    admin = await signUp(shop, { role: 'Admin' });
    asha = await signUp(shop, { firstName: '=HYPERLINK("http://evil")' });
    await saveSettings(shop, admin.cookie, {
      paymentMethods: ['Cash', 'UPI', 'Credit'],
      upiId: 'patilfresh@okaxis',
      maxQuantityPerProduct: 500,
    });
    await giveCredit(shop, admin.cookie, asha.user._id, 10_000);
    product = await createProduct(shop, { rate: 10, stocks: 10_000 });

    // The day before, by one second, and the day after, from its first second: not the day's.
    await paidAt('2030-03-14T18:29:59Z', 'Cash', 1000);
    await paidAt('2030-03-15T18:30:00Z', 'UPI', 2000);
    // The day's own: its first second and its last minute.
    await paidAt('2030-03-14T18:30:00Z', 'Cash', 110);
    await paidAt('2030-03-15T09:00:00Z', 'Cash', 45);
    await paidAt('2030-03-15T18:29:00Z', 'UPI', 220);
    // Paid the day before, cancelled and refunded on the day: received then, refunded now.
    const refunded = await paidAt('2030-03-14T10:00:00Z', 'UPI', 300);
    setClock('2030-03-15T10:00:00Z');
    await setOrderStatus(shop, admin.cookie, refunded._id, 'Cancelled');
    expect((await call(shop, admin.cookie, 'PUT', `/api/admin/orders/${refunded._id}/refund`, {})).statusCode).toBe(200);
    // Paid on the day, then cancelled: received on the day, and a refund still due.
    const due = await paidAt('2030-03-15T11:00:00Z', 'Cash', 60);
    await setOrderStatus(shop, admin.cookie, due._id, 'Cancelled');
    seeded.refundDue.push(due);
    // A Credit order delivered on the day, and a khata payment by UPI on the day.
    const credit = await placePaidBy(shop, asha, product, 50, 'Credit');
    await setOrderStatus(shop, admin.cookie, credit._id, 'Shipped');
    setClock('2030-03-15T12:00:00Z');
    await setOrderStatus(shop, admin.cookie, credit._id, 'Delivered');
    expect((await payKhata(shop, admin.cookie, asha.user._id, { amount: 125, method: 'UPI' })).statusCode).toBe(201);
    // Delivered unpaid: one the day before, one on the day.
    for (const at of ['2030-03-14T15:00:00Z', '2030-03-15T13:00:00Z']) {
      setClock(at);
      const unpaid = await placePaidBy(shop, asha, product, 3);
      await setOrderStatus(shop, admin.cookie, unpaid._id, 'Shipped');
      await setOrderStatus(shop, admin.cookie, unpaid._id, 'Delivered');
      seeded.unpaid.push(unpaid);
    }
    setClock('2030-03-15T14:00:00Z');
  });
  afterAll(() => shop.close());

  it("adds up the day's money by how it came, refunds, credit given, and what is still to settle", async () => {
    const report = await getAs(shop, admin.cookie, '/api/admin/reports/payments?date=2030-03-15');
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      success: true,
      date: '2030-03-15',
      // Cash: 110 + 45 + 60 (since cancelled); UPI: 220 and the khata's 125.
      received: { Cash: { count: 3, amount: 215 }, UPI: { count: 2, amount: 345 } },
      // Of which against the khata: the UPI payment of 125.
      khataPayments: { Cash: { count: 0, amount: 0 }, UPI: { count: 1, amount: 125 } },
      refunded: { count: 1, amount: 300 },
      onCredit: { count: 1, amount: 500 },
    });
    expect(report.body.unpaidDelivered.map((o: Order) => o._id)).toEqual(seeded.unpaid.map((o) => o._id));
    expect(report.body.unpaidDelivered[0]).toMatchObject({ status: 'Delivered', amountDue: 30, payment: { status: 'Unpaid' } });
    expect(report.body.refundsDue.map((o: Order) => o._id)).toEqual(seeded.refundDue.map((o) => o._id));
  });

  it('counts the day before and the day after apart, and today when no date is given', async () => {
    const before = await getAs(shop, admin.cookie, '/api/admin/reports/payments?date=2030-03-14');
    expect(before.body.received).toEqual({ Cash: { count: 1, amount: 1000 }, UPI: { count: 1, amount: 300 } });
    expect(before.body.refunded).toEqual({ count: 0, amount: 0 });
    const after = await getAs(shop, admin.cookie, '/api/admin/reports/payments?date=2030-03-16');
    expect(after.body.received).toEqual({ Cash: { count: 0, amount: 0 }, UPI: { count: 1, amount: 2000 } });
    const today = await getAs(shop, admin.cookie, '/api/admin/reports/payments');
    expect(today.body.date).toBe('2030-03-15');
    expect(today.body.received.Cash.amount).toBe(215);
  });

  it('gives the same as a sheet, formula-safe', async () => {
    const sheet = await shop.app.inject({
      method: 'GET',
      url: '/api/admin/reports/payments.csv?date=2030-03-15',
      headers: { cookie: admin.cookie },
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sheet.headers['content-disposition']).toBe('attachment; filename="cash-up-2030-03-15.csv"');
    const lines = sheet.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(0, 7)).toEqual([
      'line,order_number,customer,mobile,placed_at,count,amount',
      'received_cash,,,,,3,215.00',
      'received_upi,,,,,2,345.00',
      'refunded,,,,,1,300.00',
      'on_credit,,,,,1,500.00',
      'khata_cash,,,,,0,0.00',
      'khata_upi,,,,,1,125.00',
    ]);
    expect(lines.filter((line) => line.startsWith('unpaid_delivered,'))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('refund_due,'))).toHaveLength(1);
    // The shopper's name is written so that no spreadsheet runs it.
    expect(lines[7]).toContain(`"'=HYPERLINK(""http://evil"") Patil"`);
  });

  it('refuses a date that is no day with 400, and keeps the report from shoppers', async () => {
    for (const date of ['2030-02-30', '15-03-2030', 'today']) {
      const refused = await getAs(shop, admin.cookie, `/api/admin/reports/payments?date=${date}`);
      expect(refused.status).toBe(400);
      expect([refused.body.message].flat().join(' ')).toMatch(/^Date: /);
    }
    expect((await getAs(shop, asha.cookie, '/api/admin/reports/payments')).status).toBe(403);
    const sheet = await shop.app.inject({ method: 'GET', url: '/api/admin/reports/payments.csv', headers: { cookie: asha.cookie } });
    expect(sheet.statusCode).toBe(403);
  });
});
