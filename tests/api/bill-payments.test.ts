import { encode } from 'uqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { giveCredit } from '../support/khata.js';
import { saveSettings, setOrderStatus } from '../support/orders.js';
import { packed } from '../support/packing.js';
import { call, placePaidBy, recordPayment } from '../support/payments.js';
import { pdfLinks, qrModulesAt } from '../support/pdf-qr.js';
import { ensurePdftotext, pdfText, rowPattern } from '../support/pdf-text.js';
import { createProduct, type TestProduct } from '../support/products.js';

/**
 * The payment on an order's bill (API.md "Getting paid"; decision 0050): an unpaid UPI order's
 * bill carries the UPI QR code of its link (the order page's own) and the amount due; a paid
 * order's says Paid with the method; cash, credit and refunds each say what is due.
 */
let shop: TestShop;
let asha: SignedIn;
let admin: SignedIn;
let rice: TestProduct;
beforeAll(async () => {
  ensurePdftotext();
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  await saveSettings(shop, admin.cookie, {
    shopName: 'Patil Fresh',
    paymentMethods: ['Cash', 'UPI'],
    upiId: 'patilfresh@okaxis',
    upiName: 'Patil & Sons',
  });
  rice = await createProduct(shop, { name: 'Rice', rate: 64.5, stocks: 1000 });
}, 300_000);
afterAll(() => shop.close());

async function billOf(order: Order): Promise<Buffer> {
  const response = await call(shop, asha.cookie, 'GET', `/api/user/my/order/${order._id}/invoice`);
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe("an unpaid UPI order's bill", () => {
  it('shows the QR code of its UPI link, the amount due and where the money goes', async () => {
    const order = await placePaidBy(shop, asha, rice, 2, 'UPI');
    const pdf = await billOf(order);
    const text = pdfText(pdf);
    const link = `upi://pay?pa=patilfresh%40okaxis&pn=Patil%20%26%20Sons&am=129.00&cu=INR&tn=Order%20${order.orderNumber}&tr=${order.orderNumber}`;

    expect(text).toMatch(rowPattern('PAYMENT'));
    expect(text).toMatch(/^\s*.*\bUPI$/m);
    expect(text).toContain('Pay by UPI');
    expect(text).toContain('Amount due: ₹ 129.00');
    expect(text).toContain('Scan with any UPI app.');
    expect(text).toContain('UPI ID: patilfresh@okaxis');
    expect(text).toContain('Payee: Patil & Sons');
    expect(text).toContain(`Note: Order ${order.orderNumber}`);
    expect(text).not.toContain('Cash on delivery');

    // The order page's own link, and its QR code as a phone's camera meets it on the page.
    const upi = (await call(shop, asha.cookie, 'GET', `/api/user/my/order/${order._id}/upi`)).json();
    expect(upi.link).toBe(link);
    const links = pdfLinks(pdf);
    expect(links.map((l) => l.uri)).toEqual([link]);
    const expected = encode(link, { ecc: 'M', border: 2 }).data;
    expect(qrModulesAt(pdf, links[0]!.rect, expected.length)).toEqual(expected);
  });

  it('asks for the amount due without a code once the shop takes no UPI', async () => {
    const order = await placePaidBy(shop, asha, rice, 1, 'UPI');
    await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash'] });
    try {
      const pdf = await billOf(order);
      expect(pdfLinks(pdf)).toEqual([]);
      const text = pdfText(pdf);
      expect(text).toContain('Please pay ₹ 64.50.');
      expect(text).not.toContain('Pay by UPI');
    } finally {
      await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash', 'UPI'] });
    }
  });
});

describe("a paid order's bill", () => {
  it('says Paid, how, when and with what reference, asks for nothing and carries no code', async () => {
    const order = await placePaidBy(shop, asha, rice, 2, 'UPI');
    expect((await recordPayment(shop, admin.cookie, order._id, { method: 'UPI', reference: '401234567890' })).statusCode).toBe(200);
    const pdf = await billOf(order);
    const text = pdfText(pdf);
    const paidOn = istDate(new Date().toISOString());
    expect(text).toMatch(new RegExp(`^.*\\bPaid by UPI on ${paidOn}$`, 'm'));
    expect(text).toContain(`Paid by UPI on ${paidOn} (ref. 401234567890). Nothing is due.`);
    expect(text).not.toMatch(/please pay|Pay by UPI|Amount due/i);
    expect(pdfLinks(pdf)).toEqual([]);
  });

  it('asks for what a packing added after the payment, and the code of an unpaid order asks for the packed amount', async () => {
    const paid = await placePaidBy(shop, asha, rice, 2, 'UPI');
    expect((await recordPayment(shop, admin.cookie, paid._id, { method: 'UPI' })).statusCode).toBe(200);
    await packed(shop, admin.cookie, paid._id, [{ _id: rice.id, packedQuantity: 2.2 }]);
    const text = pdfText(await billOf(paid));
    expect(text).toContain(`Paid by UPI on ${istDate(new Date().toISOString())}: ₹ 129.00 received, ₹ 12.90 still to pay.`);

    const unpaid = await placePaidBy(shop, asha, rice, 2, 'UPI');
    await packed(shop, admin.cookie, unpaid._id, [{ _id: rice.id, packedQuantity: 1.8 }]);
    const pdf = await billOf(unpaid);
    expect(pdfText(pdf)).toContain('Amount due: ₹ 116.10');
    expect(pdfLinks(pdf).map((link) => link.uri)).toEqual([
      `upi://pay?pa=patilfresh%40okaxis&pn=Patil%20%26%20Sons&am=116.10&cu=INR&tn=Order%20${unpaid.orderNumber}&tr=${unpaid.orderNumber}`,
    ]);
  });

  it('says Paid in cash for a UPI order paid in cash at the door', async () => {
    const order = await placePaidBy(shop, asha, rice, 1, 'UPI');
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    const delivered = await call(shop, admin.cookie, 'PUT', `/api/user/update/order/${order._id}`, {
      oStatus: 'Delivered',
      payment: { method: 'Cash' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const text = pdfText(await billOf(order));
    expect(text).toContain(`Paid in cash on ${istDate(new Date().toISOString())}. Nothing is due.`);
  });
});

describe('the other ways to pay', () => {
  it("keeps a cash order's bill as it was: cash on delivery and the amount to hand over", async () => {
    const order = await placePaidBy(shop, asha, rice, 3);
    const text = pdfText(await billOf(order));
    expect(text).toMatch(/^.*\bCash on delivery$/m);
    expect(text).toContain('Cash on delivery: please pay ₹ 193.50 to the delivery person.');
    expect(text).not.toContain('Pay by UPI');
  });

  it('puts a credit order on the khata, before and after its delivery', async () => {
    await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash', 'UPI', 'Credit'] });
    await giveCredit(shop, admin.cookie, asha.user._id, 1000);
    const order = await placePaidBy(shop, asha, rice, 2, 'Credit');
    const placed = pdfText(await billOf(order));
    expect(placed).toMatch(/^.*\bOn credit \(khata\)$/m);
    expect(placed).toContain('On credit: ₹ 129.00 goes on your khata when it is delivered.');
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    await setOrderStatus(shop, admin.cookie, order._id, 'Delivered');
    expect(pdfText(await billOf(order))).toContain('₹ 129.00 is on your khata (credit account).');
  });

  it('says what a cancelled paid order is owed back, and when it was refunded', async () => {
    const order = await placePaidBy(shop, asha, rice, 2);
    expect((await recordPayment(shop, admin.cookie, order._id, { method: 'Cash' })).statusCode).toBe(200);
    await setOrderStatus(shop, admin.cookie, order._id, 'Cancelled');
    const due = pdfText(await billOf(order));
    expect(due).toMatch(/^.*\bRefund due$/m);
    expect(due).toContain('₹ 129.00 was paid: it is to be refunded.');

    expect((await call(shop, admin.cookie, 'PUT', `/api/admin/orders/${order._id}/refund`, {})).statusCode).toBe(200);
    const refunded = pdfText(await billOf(order));
    expect(refunded).toContain(`₹ 129.00 was paid and refunded on ${istDate(new Date().toISOString())}.`);
  });
});

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The date in India as the bill writes it ("01 Dec 2026"), worked out without Intl. */
function istDate(iso: string): string {
  const india = new Date(Date.parse(iso) + 330 * 60_000);
  return `${String(india.getUTCDate()).padStart(2, '0')} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}
