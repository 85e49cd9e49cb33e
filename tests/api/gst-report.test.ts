import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineDuePaise } from '#common/amount-due.js';
import { toMilli, toPaise } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { lineTax } from '#common/tax.js';
import { orders } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCategory, sendForm } from '#tests/support/catalog-fixtures.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, setOrderStatus } from '#tests/support/orders.js';
import { packed } from '#tests/support/packing.js';
import type { TestProduct } from '#tests/support/products.js';
import { downloadCsv } from '#tests/support/spreadsheets.js';

/**
 * GET /api/admin/reports/gst and its CSV (API.md "Tax and labels"; docs/decisions/0060-gst-report.md):
 * the tax inside the lines of the Delivered orders billed in a range of IST days, per rate and per
 * HSN code, against figures worked out by hand and against the orders' own lines.
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

const report = (query: string, cookie: string | null = admin.cookie, file = 'gst') =>
  shop.app.inject({ method: 'GET', url: `/api/admin/reports/${file}${query}`, headers: cookie ? { cookie } : {} });

/** Adds a product through the owner's form, with its tax fields. */
async function taxedProduct(
  category: string,
  fields: { name: string; rate: number; unit: string; hsn: string; gstRate: number; mrp?: number },
): Promise<TestProduct> {
  const response = await sendForm(
    shop,
    'POST',
    '/api/product/add',
    {
      name: fields.name,
      unit: fields.unit,
      rate: fields.rate,
      stocks: 100,
      category,
      kilogramOption: [0.5, 1, 1.5, 2, 3],
      hsn: fields.hsn,
      gstRate: fields.gstRate,
      mrp: fields.mrp ?? '',
      image: { filename: 'item.png', contentType: 'image/png', data: PNG },
    },
    admin.cookie,
  );
  expect(response.statusCode, response.body).toBe(201);
  const product = response.json().product;
  return { id: product._id, name: product.name, rate: product.rate, stocks: product.stocks, imageKey: '', url: product.url };
}

/** A 1×1 PNG: the form wants a picture, the report none. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Places an order through the API, then dates it at an IST moment ("2026-10-01T00:05:00"): its bill's date. */
async function orderAt(istMoment: string, lines: { product: TestProduct; quantity: number }[]): Promise<string> {
  const placed = await placeOrder(shop, asha.cookie, orderBody(lines));
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId: string = placed.json().order._id;
  await shop.database.db
    .update(orders)
    .set({ createdAt: new Date(`${istMoment}+05:30`) })
    .where(eq(orders.id, orderId));
  return orderId;
}

async function delivered(orderId: string): Promise<void> {
  await setOrderStatus(shop, admin.cookie, orderId, 'Shipped');
  await setOrderStatus(shop, admin.cookie, orderId, 'Delivered');
}

const orderOf = async (orderId: string): Promise<Order> =>
  (await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${orderId}`, headers: { cookie: admin.cookie } })).json().order;

describe('the GST of the Delivered orders of a range of IST days', () => {
  const counted: string[] = [];
  beforeAll(async () => {
    const category = (await addCategory(shop, admin.cookie, 'Grocery'))._id;
    const rice = await taxedProduct(category, { name: 'Sona Masuri Rice', rate: 17.75, unit: 'Kg', hsn: '1006', gstRate: 5 });
    const soap = await taxedProduct(category, { name: 'Neem Soap', rate: 99, unit: 'Packet', hsn: '3401', gstRate: 18, mrp: 110 });
    const tomato = await taxedProduct(category, { name: 'Tomato', rate: 40, unit: 'Kg', hsn: '0702', gstRate: 0 });
    const papad = await taxedProduct(category, { name: 'Udid Papad', rate: 12.5, unit: 'Packet', hsn: '1905', gstRate: 5 });
    const biscuits = await taxedProduct(category, { name: 'Cream Biscuits', rate: 30, unit: 'Packet', hsn: '1905', gstRate: 18 });
    const jaggery = await taxedProduct(category, { name: 'Loose Jaggery', rate: 25, unit: 'Kg', hsn: '', gstRate: 0 });

    // Five minutes into 1 October in India (still 30 September in UTC): rice 53.25, soap 99, tomatoes 80.
    const first = await orderAt('2026-10-01T00:05:00', [
      { product: rice, quantity: 3 },
      { product: soap, quantity: 1 },
      { product: tomato, quantity: 2 },
    ]);
    // Rice ordered 2 Kg and weighed 1.8 Kg (31.95); papad 25, biscuits 30, jaggery 25.
    const weighed = await orderAt('2026-10-15T12:00:00', [
      { product: rice, quantity: 2 },
      { product: papad, quantity: 2 },
      { product: biscuits, quantity: 1 },
      { product: jaggery, quantity: 1 },
    ]);
    await packed(shop, admin.cookie, weighed, [
      { _id: rice.id, packedQuantity: 1.8 },
      { _id: papad.id, packedQuantity: 2 },
      { _id: biscuits.id, packedQuantity: 1 },
      { _id: jaggery.id, packedQuantity: 1 },
    ]);
    // The last second of 31 October in India: soap 198.
    const last = await orderAt('2026-10-31T23:59:59', [{ product: soap, quantity: 2 }]);
    for (const orderId of [first, weighed, last]) await delivered(orderId);
    counted.push(first, weighed, last);

    // Cancelled, and still being packed: in no report.
    const cancelled = await orderAt('2026-10-20T10:00:00', [{ product: soap, quantity: 5 }]);
    await setOrderStatus(shop, admin.cookie, cancelled, 'Cancelled');
    await orderAt('2026-10-21T10:00:00', [{ product: rice, quantity: 3 }]);
    // Delivered, but billed the moment before and the moment after the month.
    await delivered(await orderAt('2026-09-30T23:59:59', [{ product: soap, quantity: 1 }]));
    await delivered(await orderAt('2026-11-01T00:00:00', [{ product: rice, quantity: 1 }]));
  });

  it('adds up the lines per rate, to the paisa, by the bill date whenever the order was delivered', async () => {
    const response = await report('?from=2026-10-01&to=2026-10-31');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, from: '2026-10-01', to: '2026-10-31' });
    expect(body.rates).toEqual([
      // Tomatoes 80 and jaggery 25: no tax.
      { gstRate: 0, taxable: 105, cgst: 0, sgst: 0, total: 105 },
      // Rice 53.25 (1.27 + 1.27), rice as weighed 31.95 (0.76 + 0.76), papad 25 (0.60 + 0.60).
      { gstRate: 5, taxable: 104.94, cgst: 2.63, sgst: 2.63, total: 110.2 },
      // Soap 99 (7.55 + 7.55), soap 198 (15.10 + 15.10), biscuits 30 (2.29 + 2.29).
      { gstRate: 18, taxable: 277.12, cgst: 24.94, sgst: 24.94, total: 327 },
    ]);
  });

  it('adds up the lines per HSN code and rate, quantities as charged, lines without a code last', async () => {
    const body = (await report('?from=2026-10-01&to=2026-10-31')).json();
    expect(body.hsn).toEqual([
      { hsn: '0702', gstRate: 0, quantity: 2, taxable: 80, cgst: 0, sgst: 0, total: 80 },
      { hsn: '1006', gstRate: 5, quantity: 4.8, taxable: 81.14, cgst: 2.03, sgst: 2.03, total: 85.2 },
      { hsn: '1905', gstRate: 5, quantity: 2, taxable: 23.8, cgst: 0.6, sgst: 0.6, total: 25 },
      { hsn: '1905', gstRate: 18, quantity: 1, taxable: 25.42, cgst: 2.29, sgst: 2.29, total: 30 },
      { hsn: '3401', gstRate: 18, quantity: 3, taxable: 251.7, cgst: 22.65, sgst: 22.65, total: 297 },
      { hsn: '', gstRate: 0, quantity: 1, taxable: 25, cgst: 0, sgst: 0, total: 25 },
    ]);
  });

  it("adds up to the Delivered orders' own lines split one by one, as their bills are", async () => {
    const lines = (await Promise.all(counted.map(orderOf))).flatMap((order) => order.orderItems);
    const taxes = lines.map((line) =>
      lineTax(
        lineDuePaise({
          ratePaise: toPaise(line.rate),
          quantityMilli: toMilli(line.quantity),
          packedMilli: line.packedQuantity === null ? null : toMilli(line.packedQuantity),
        }),
        line.gstRate,
      ),
    );
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const body = (await report('?from=2026-10-01&to=2026-10-31')).json();
    for (const rows of [body.rates, body.hsn] as { taxable: number; cgst: number; sgst: number; total: number }[][]) {
      expect({
        taxable: sum(rows.map((row) => toPaise(row.taxable))),
        cgst: sum(rows.map((row) => toPaise(row.cgst))),
        sgst: sum(rows.map((row) => toPaise(row.sgst))),
        total: sum(rows.map((row) => toPaise(row.total))),
      }).toEqual({
        taxable: sum(taxes.map((tax) => tax.taxablePaise)),
        cgst: sum(taxes.map((tax) => tax.cgstPaise)),
        sgst: sum(taxes.map((tax) => tax.sgstPaise)),
        total: sum(taxes.map((tax) => tax.amountPaise)),
      });
    }
  });

  it('counts a single day, and answers empty lists for days without a Delivered order', async () => {
    expect((await report('?from=2026-10-31&to=2026-10-31')).json()).toMatchObject({
      rates: [{ gstRate: 18, taxable: 167.8, cgst: 15.1, sgst: 15.1, total: 198 }],
      hsn: [{ hsn: '3401', gstRate: 18, quantity: 2, taxable: 167.8, cgst: 15.1, sgst: 15.1, total: 198 }],
    });
    // The 20th has only a cancelled order, the 21st one still being packed.
    expect((await report('?from=2026-10-20&to=2026-10-21')).json()).toEqual({
      success: true,
      from: '2026-10-20',
      to: '2026-10-21',
      rates: [],
      hsn: [],
    });
  });

  it('gives the same figures as a CSV that opens in a spreadsheet, each table with its total', async () => {
    const sheet = await downloadCsv(shop, '/api/admin/reports/gst.csv?from=2026-10-01&to=2026-10-31', admin.cookie);
    expect(sheet.response.statusCode).toBe(200);
    expect(sheet.startsWithBom).toBe(true);
    expect(sheet.response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sheet.response.headers['content-disposition']).toBe('attachment; filename="gst-2026-10-01-to-2026-10-31.csv"');
    expect(sheet.response.headers['cache-control']).toBe('private, no-store');
    expect(sheet.text.split('\r\n')).toEqual([
      'gst_rate,taxable,cgst,sgst,total',
      '0,105.00,0.00,0.00,105.00',
      '5,104.94,2.63,2.63,110.20',
      '18,277.12,24.94,24.94,327.00',
      'total,487.06,27.57,27.57,542.20',
      '',
      'hsn,gst_rate,quantity,taxable,cgst,sgst,total',
      '0702,0,2,80.00,0.00,0.00,80.00',
      '1006,5,4.8,81.14,2.03,2.03,85.20',
      '1905,5,2,23.80,0.60,0.60,25.00',
      '1905,18,1,25.42,2.29,2.29,30.00',
      '3401,18,3,251.70,22.65,22.65,297.00',
      ',0,1,25.00,0.00,0.00,25.00',
      'total,,,487.06,27.57,27.57,542.20',
      '',
    ]);
  });
});

describe('the refusals', () => {
  it.each([
    ['', ['From: Required..!!', 'To: Required..!!']],
    ['?from=2026-10-01', ['To: Required..!!']],
    ['?from=2026-10-1&to=2026-10-31', ['From: Use YYYY-MM-DD..!!']],
    ['?from=2026-10-01&to=2026-11-31', ['To: Not A Real Date..!!']],
    ['?from=2026-10-31&to=2026-10-01', ['To: Must not be before From..!!']],
    ['?from=2025-10-01&to=2026-10-02', ['To: At most 366 days from From..!!']],
  ])('refuses %s with 400 naming the field', async (query, message) => {
    for (const file of ['gst', 'gst.csv']) {
      const response = await report(query, admin.cookie, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'VALIDATION', message });
    }
  });

  it('takes a whole leap year of days, and no more', async () => {
    expect((await report('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expect((await report('?from=2024-01-01&to=2025-01-01')).statusCode).toBe(400);
  });

  it('refuses a guest 401 and a shopper 403, for the figures and the CSV', async () => {
    for (const file of ['gst', 'gst.csv']) {
      const guest = await report('?from=2026-10-01&to=2026-10-31', null, file);
      expect({ status: guest.statusCode, code: guest.json().code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      const shopper = await report('?from=2026-10-01&to=2026-10-31', asha.cookie, file);
      expect({ status: shopper.statusCode, code: shopper.json().code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
  });
});
