import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder, shippingInfo } from '../support/orders.js';
import { createProduct, type TestProduct } from '../support/products.js';
import { downloadCsv, importCsv, productSheet, recordsOf, TAX_HEADER } from '../support/spreadsheets.js';

/** GET /api/admin/orders.csv and /api/admin/products.csv (API.md "The owner's admin at scale"; decision 0012). */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

const byName = (rows: string[][], name: string) => recordsOf(rows).find((record) => record.name === name);

describe('products.csv', () => {
  beforeAll(async () => {
    await addCategory(shop, admin.cookie, 'Dairy, "Fresh"');
    const sheet = productSheet([
      {
        name: 'Paneer, "Malai"',
        name_hi: 'पनीर',
        name_mr: 'पनीर ताजे',
        aliases: 'cottage cheese|chhena',
        category: 'Dairy, "Fresh"',
        rate: 90.5,
      },
      {
        name: 'Ghee ₹ Saver\nFamily Pack',
        category: 'Dairy, "Fresh"',
        unit: 'Litre',
        stocks: 2.5,
        kilogram_options: '1|0.5',
        low_stock_threshold: 3,
      },
      { name: '=HYPERLINK("http://evil.example")', aliases: '+91 offer|-cheap|@home', category: 'Dairy, "Fresh"' },
    ]);
    const imported = await importCsv(shop, admin.cookie, sheet);
    expect(imported.statusCode).toBe(200);
  });

  it('answers a dated UTF-8 attachment that starts with a byte-order mark and the export header', async () => {
    const { response, startsWithBom, rows } = await downloadCsv(shop, '/api/admin/products.csv', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(startsWithBom).toBe(true);
    expect(rows[0]).toEqual([
      'id',
      'name',
      'name_hi',
      'name_mr',
      'aliases',
      'category',
      'unit',
      'rate',
      'stocks',
      'kilogram_options',
      'low_stock_threshold',
      'mrp',
      'hsn',
      'gst_rate',
    ]);
    expect(rows).toHaveLength(4);
  });

  it('lists the products by category and name', async () => {
    await addCategory(shop, admin.cookie, 'Apples');
    const imported = await importCsv(
      shop,
      admin.cookie,
      productSheet([
        { name: 'Shimla Apple', category: 'Apples' },
        { name: 'Kashmir Apple', category: 'apples' },
      ]),
    );
    expect(imported.statusCode).toBe(200);
    const { rows } = await downloadCsv(shop, '/api/admin/products.csv', admin.cookie);
    expect(
      recordsOf(rows)
        .slice(0, 2)
        .map((r) => [r.category, r.name]),
    ).toEqual([
      ['Apples', 'Kashmir Apple'],
      ['Apples', 'Shimla Apple'],
    ]);
  });

  it('keeps commas, quotes, line breaks, Hindi and Marathi text and ₹ intact, lists joined by |', async () => {
    const { rows, text } = await downloadCsv(shop, '/api/admin/products.csv', admin.cookie);
    const paneer = byName(rows, 'Paneer, "Malai"');
    const ghee = byName(rows, 'Ghee ₹ Saver\nFamily Pack');
    expect(paneer).toMatchObject({
      name: 'Paneer, "Malai"',
      name_hi: 'पनीर',
      name_mr: 'पनीर ताजे',
      aliases: 'cottage cheese|chhena',
      category: 'Dairy, "Fresh"',
      unit: 'Kg',
      rate: '90.5',
      stocks: '10',
      kilogram_options: '0.5|1',
      low_stock_threshold: '',
      mrp: '',
      hsn: '',
      gst_rate: '0',
    });
    expect(paneer?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(ghee).toMatchObject({
      name: 'Ghee ₹ Saver\nFamily Pack',
      unit: 'Litre',
      stocks: '2.5',
      kilogram_options: '0.5|1',
      low_stock_threshold: '3',
    });
    // Quoted as a spreadsheet expects, lines ending CRLF.
    expect(text).toContain('"Paneer, ""Malai"""');
    expect(text).toContain('"Ghee ₹ Saver\nFamily Pack"');
    expect(text.split('\r\n')[0]).toBe(TAX_HEADER);
  });

  it('writes a cell that a spreadsheet would run as a formula with a leading apostrophe', async () => {
    const { rows } = await downloadCsv(shop, '/api/admin/products.csv', admin.cookie);
    const formula = byName(rows, `'=HYPERLINK("http://evil.example")`);
    expect(formula).toBeDefined();
    expect(formula?.aliases).toBe(`'+91 offer|-cheap|@home`);
  });

  it('is for Admins only', async () => {
    expect((await downloadCsv(shop, '/api/admin/products.csv', asha.cookie)).response.statusCode).toBe(403);
    const guest = await shop.app.inject({ method: 'GET', url: '/api/admin/products.csv' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });
});

describe('orders.csv', () => {
  let tomato: TestProduct;
  let milk: TestProduct;
  let first: string;
  let second: string;
  let third: string;
  beforeAll(async () => {
    tomato = await createProduct(shop, { name: 'Tomato', unit: 'Kg', rate: 40, stocks: 100, kilogramOption: [0.5, 1, 1.5] });
    milk = await createProduct(shop, { name: 'Milk', unit: 'Litre', rate: 30.25, stocks: 100, kilogramOption: [1, 2] });
    const place = async (body: unknown) => {
      const response = await placeOrder(shop, asha.cookie, body);
      expect(response.statusCode).toBe(201);
      return response.json().order._id as string;
    };
    const hindiAddress = { ...shippingInfo, address: '१२, मार्केट रोड "गणेश" ₹ भवन\nदुसरा मजला', city: 'सांगली' };
    first = await place(
      orderBody(
        [
          { product: tomato, quantity: 1.5 },
          { product: milk, quantity: 2 },
        ],
        { shippingInfo: hindiAddress },
      ),
    );
    second = await place(
      orderBody([{ product: milk, quantity: 1 }], { shippingInfo: { ...shippingInfo, address: '=1+2', city: '@Pune' } }),
    );
    third = await place(orderBody([{ product: tomato, quantity: 0.5 }]));
    // Order dates as an owner's month shows them: the list's IST days (API.md), set like the list's own tests.
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-10T20:00:00Z') })
      .where(eq(orders.id, first));
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-12T18:29:00Z') })
      .where(eq(orders.id, second));
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-12T18:30:00Z') })
      .where(eq(orders.id, third));
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${second}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Shipped' },
    });
    expect(shipped.statusCode).toBe(200);
  });

  it('answers every order, newest first, under the export header, with IST dates, items and totals', async () => {
    const { response, startsWithBom, rows } = await downloadCsv(shop, '/api/admin/orders.csv', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(startsWithBom).toBe(true);
    expect(rows[0]).toEqual([
      'order_id',
      'order_date',
      'customer',
      'email',
      'mobile',
      'address',
      'city',
      'pin_code',
      'status',
      'items',
      'total',
    ]);
    const records = recordsOf(rows);
    expect(records.map((r) => r.order_id)).toEqual([third, second, first]);
    expect(records[2]).toEqual({
      order_id: first,
      order_date: '2026-01-11 01:30',
      customer: 'Asha Patil',
      email: asha.email,
      mobile: '9876543210',
      address: '१२, मार्केट रोड "गणेश" ₹ भवन\nदुसरा मजला',
      city: 'सांगली',
      pin_code: '416416',
      status: 'Processing',
      items: 'Tomato 1.5 Kg; Milk 2 Litre',
      total: '120.50',
    });
    expect(records[0]).toMatchObject({ order_date: '2026-01-13 00:00', items: 'Tomato 0.5 Kg', total: '20.00' });
  });

  it('writes a shopper-typed formula with a leading apostrophe', async () => {
    const { rows } = await downloadCsv(shop, '/api/admin/orders.csv', admin.cookie);
    expect(recordsOf(rows)[1]).toMatchObject({ address: "'=1+2", city: "'@Pune", status: 'Shipped' });
  });

  it('filters by status and by IST order dates, both ends included, as the orders list does', async () => {
    const idsOf = async (query: string) =>
      recordsOf((await downloadCsv(shop, `/api/admin/orders.csv?${query}`, admin.cookie)).rows).map((r) => r.order_id);
    expect(await idsOf('status=Shipped')).toEqual([second]);
    expect(await idsOf('status=Processing')).toEqual([third, first]);
    expect(await idsOf('from=2026-01-11&to=2026-01-12')).toEqual([second, first]);
    expect(await idsOf('from=2026-01-13')).toEqual([third]);
    expect(await idsOf('to=2026-01-10')).toEqual([]);
    expect(await idsOf('status=Processing&from=2026-01-12&to=2026-01-12')).toEqual([]);
  });

  it('answers the header alone when nothing matches', async () => {
    const { response, rows } = await downloadCsv(shop, '/api/admin/orders.csv?status=Cancelled', admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad filter with the shared 400 answer', async () => {
    for (const query of ['status=Lost', 'from=2026-02-30', 'to=yesterday', 'from=2026-01-12&to=2026-01-11']) {
      const { response } = await downloadCsv(shop, `/api/admin/orders.csv?${query}`, admin.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, code: 'VALIDATION' });
    }
    const { response } = await downloadCsv(shop, '/api/admin/orders.csv?from=2026-01-12&to=2026-01-11', admin.cookie);
    expect(response.json().message).toEqual(['To: Must not be before From..!!']);
  });

  it('is for Admins only', async () => {
    expect((await downloadCsv(shop, '/api/admin/orders.csv', asha.cookie)).response.statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/admin/orders.csv' })).statusCode).toBe(401);
  });
});
