import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder, saveSettings, shippingInfo } from '../support/orders.js';
import { ensurePdftotext, pdfPages, pdfText, rowPattern } from '../support/pdf-text.js';
import { createProduct, type TestProduct } from '../support/products.js';

/** API.md "Order lifecycle": GET /api/user/my/order/:id/invoice, the order's bill as a PDF. */
let shop: TestShop;
let asha: SignedIn;
let ravi: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  ensurePdftotext();
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
}, 300_000);
afterAll(() => shop.close());

const download = (orderId: string, cookie: string | undefined) =>
  shop.app.inject({ method: 'GET', url: `/api/user/my/order/${orderId}/invoice`, headers: cookie ? { cookie } : {} });

async function orderOf(shopper: SignedIn, lines: { product: TestProduct; quantity: number }[]) {
  const placed = await placeOrder(shop, shopper.cookie, orderBody(lines));
  expect(placed.statusCode).toBe(201);
  return placed.json().order as { _id: string; orderNumber: number; orderDate: string; orderItems: { unit: string | null }[] };
}

async function billTextOf(orderId: string, cookie = asha.cookie): Promise<string> {
  const response = await download(orderId, cookie);
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The date in India (UTC+05:30, no daylight saving) written as the bill writes it, worked out without Intl. */
function istDate(iso: string): { text: string; financialYear: string } {
  const india = new Date(Date.parse(iso) + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return {
    text: `${String(india.getUTCDate()).padStart(2, '0')} ${MONTHS[india.getUTCMonth()]} ${year}`,
    financialYear: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
  };
}

describe('downloading a bill', () => {
  it("gives the shopper their own order's bill as a private PDF attachment", async () => {
    const rice = await createProduct(shop, { name: 'Rice', rate: 60, stocks: 10 });
    const order = await orderOf(asha, [{ product: rice, quantity: 2 }]);
    const response = await download(order._id, asha.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="bill-\d{4}-\d{2}-\d{6}\.pdf"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it("answers 404 for another shopper's order or an unknown one, 400 for a malformed id, 401 for a guest", async () => {
    const rice = await createProduct(shop, { name: 'Rice', rate: 60, stocks: 10 });
    const order = await orderOf(asha, [{ product: rice, quantity: 1 }]);
    for (const [id, cookie, status, code] of [
      [order._id, ravi.cookie, 404, 'NOT_FOUND'],
      [randomUUID(), asha.cookie, 404, 'NOT_FOUND'],
      ['not-an-id', asha.cookie, 400, 'VALIDATION'],
      [order._id, undefined, 401, 'UNAUTHENTICATED'],
    ] as const) {
      const response = await download(id, cookie);
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
    }
  });

  it("gives an Admin any shopper's bill", async () => {
    const rice = await createProduct(shop, { name: 'Rice', rate: 60, stocks: 10 });
    const order = await orderOf(ravi, [{ product: rice, quantity: 1 }]);
    const text = await billTextOf(order._id, admin.cookie);
    expect(text).toContain('Ravi Patil');
    // The bill names the order by its number, as every screen and mail does (API.md "One number per order").
    expect(text).toContain(`Order ${order.orderNumber}`);
  });
});

describe('what a bill says', () => {
  it('prints the shop, the bill number and IST date, the shopper, every line with its unit and the total in rupees', async () => {
    // The bill's date is India's whatever the server's zone: here it runs ten and a half hours behind UTC.
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Honolulu';
    try {
      const saved = await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: { shopName: 'Patil Fresh', address: 'Market Yard, Sangli 416416', phones: ['+91 98765 43210'] },
      });
      expect(saved.statusCode).toBe(200);
      const tomato = await createProduct(shop, { name: 'टमाटर', unit: 'Kg', rate: 40, stocks: 10 });
      const milk = await createProduct(shop, { name: 'Milk', unit: 'Litre', rate: 45.5, stocks: 10 });
      const eggs = await createProduct(shop, { name: 'Eggs', unit: 'Dozen', rate: 72, stocks: 10 });
      const saffron = await createProduct(shop, { name: 'Saffron Tin', unit: 'Packet', rate: 125000.5, stocks: 10 });
      const order = await orderOf(asha, [
        { product: tomato, quantity: 1.5 },
        { product: milk, quantity: 2 },
        { product: eggs, quantity: 0.5 },
        { product: saffron, quantity: 1 },
      ]);
      const text = await billTextOf(order._id);
      const date = istDate(order.orderDate);

      expect(text).toMatch(/^\s*Patil Fresh\s+BILL$/m);
      expect(text).toContain('Market Yard, Sangli 416416');
      expect(text).toContain('Phone: +91 98765 43210');
      expect(text).toMatch(new RegExp(`${date.financialYear}/\\d{6}\\s+${date.text}\\s+Order ${order.orderNumber}\\s+Processing`));
      expect(text).toContain('Asha Patil');
      expect(text).toContain(shippingInfo.address);
      expect(text).toContain(`${shippingInfo.city} - ${shippingInfo.pinCode}`);
      expect(text).toContain(`Mobile: ${shippingInfo.mobileNumber}`);
      expect(text).toMatch(rowPattern('1', 'टमाटर', '1.5', 'Kg', '₹ 40.00', '₹ 60.00'));
      expect(text).toMatch(rowPattern('2', 'Milk', '2', 'Litre', '₹ 45.50', '₹ 91.00'));
      expect(text).toMatch(rowPattern('3', 'Eggs', '0.5', 'Dozen', '₹ 72.00', '₹ 36.00'));
      expect(text).toMatch(rowPattern('4', 'Saffron Tin', '1', 'Packet', '₹ 1,25,000.50', '₹ 1,25,000.50'));
      expect(text).toMatch(rowPattern('Total', '₹ 1,25,187.50'));
      expect(text).toContain('Cash on delivery');
      expect(text).toContain('please pay ₹ 1,25,187.50');
      expect(text).not.toContain('CANCELLED');
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });

  it('prints GSTIN and FSSAI only once the owner has set them', async () => {
    const dal = await createProduct(shop, { name: 'Toor Dal', rate: 140, stocks: 10 });
    const order = await orderOf(asha, [{ product: dal, quantity: 1 }]);
    const before = await billTextOf(order._id);
    expect(before).not.toContain('GSTIN');
    expect(before).not.toContain('FSSAI');

    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { gstin: '27AAPFU0939F1ZV', fssai: '11521999000123' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await billTextOf(order._id);
    expect(after).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(after).toContain('FSSAI Lic. No.: 11521999000123');
    // With a GSTIN, a bill of exempt lines is a bill of supply (API.md "Tax and labels", tests/api/bill-tax.test.ts).
    expect(after).toMatch(/^.*BILL OF SUPPLY$/m);
    // The bills below are plain ones again.
    await saveSettings(shop, admin.cookie, { gstin: '' });
    expect(await billTextOf(order._id)).toMatch(/^.*\s+BILL$/m);
  });

  it('says CANCELLED clearly on a cancelled order, with the reason, and asks for no money', async () => {
    const onion = await createProduct(shop, { name: 'Onion', rate: 30, stocks: 10 });
    const order = await orderOf(asha, [{ product: onion, quantity: 2 }]);
    const cancelled = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/my/order/${order._id}/cancel`,
      headers: { cookie: asha.cookie },
      payload: { reason: 'Ordered twice' },
    });
    expect(cancelled.statusCode).toBe(200);
    const text = await billTextOf(order._id);
    expect(text).toMatch(/^\s*CANCELLED$/m);
    expect(text).toMatch(rowPattern(`Order ${order.orderNumber}`, 'Cancelled'));
    expect(text).toContain('Nothing is payable against this bill.');
    expect(text).toContain('Reason: Ordered twice');
    expect(text).not.toContain('please pay');
  });

  it('writes Devanagari product names as their letters', async () => {
    const names = ['टमाटर', 'आलू', 'प्याज़'];
    const products = await Promise.all(names.map((name) => createProduct(shop, { name, rate: 20, stocks: 10 })));
    const order = await orderOf(
      asha,
      products.map((product) => ({ product, quantity: 1 })),
    );
    const text = await billTextOf(order._id);
    for (const [index, name] of names.entries()) expect(text).toMatch(rowPattern(String(index + 1), name, '1', 'Kg', '₹ 20.00'));
  });

  it('shows no unit for a line of an order placed before units were kept', async () => {
    const sugar = await createProduct(shop, { name: 'Sugar', unit: 'Kg', rate: 44, stocks: 10 });
    const order = await orderOf(asha, [{ product: sugar, quantity: 1 }]);
    await shop.database.db.update(orderItems).set({ unit: null }).where(eq(orderItems.orderId, order._id));
    const text = await billTextOf(order._id);
    expect(text).toMatch(rowPattern('1', 'Sugar', '1', '₹ 44.00', '₹ 44.00'));
    expect(text).not.toMatch(rowPattern('Sugar', '1', 'Kg'));
  });

  it('carries a long order over several pages, the column headings atop each, and draws 50 lines quickly', async () => {
    const products = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createProduct(shop, { name: i % 2 ? `Item ${i + 1} Basmati Rice` : `वस्तु ${i + 1} टमाटर`, rate: 10 + i, stocks: 10 }),
      ),
    );
    const order = await orderOf(
      asha,
      products.map((product) => ({ product, quantity: 1 })),
    );
    const timings: number[] = [];
    let pdf: Buffer = Buffer.alloc(0);
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      const response = await download(order._id, asha.cookie);
      timings.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      pdf = response.rawPayload;
    }
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toMatch(rowPattern('#', 'Item', 'Qty', 'Unit', 'Rate', 'Amount'));
    expect(pages.slice(1).every((page) => page.includes('(continued)'))).toBe(true);
    expect(pages.at(-1)).toMatch(rowPattern('Page', String(pages.length), 'of', String(pages.length)));
    const text = pages.join('\n');
    for (const [index, product] of products.entries()) expect(text).toMatch(rowPattern(String(index + 1), product.name, '1', 'Kg'));
    // 10 + 11 + ... + 59 rupees
    expect(text).toMatch(rowPattern('Total', '₹ 1,725.00'));

    const median = timings.sort((a, b) => a - b)[2]!;
    console.info(`A bill of 50 lines: ${pages.length} pages, ${pdf.length} bytes, median ${median.toFixed(0)} ms of 5 downloads`);
    expect(pdf.length).toBeLessThan(150_000);
    expect(median).toBeLessThan(2_000);
  });
});
