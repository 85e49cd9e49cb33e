import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';

/**
 * GET /api/admin/reports/sales and its CSV (API.md "The owner's admin at scale";
 * docs/decisions/0014-low-stock-and-sales.md): the orders not cancelled, by IST order date,
 * against figures worked out by hand.
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

const report = (query: string, cookie: string | null = admin.cookie, file = 'sales') =>
  shop.app.inject({ method: 'GET', url: `/api/admin/reports/${file}${query}`, headers: cookie ? { cookie } : {} });

/** Places an order through the API, then dates it at an IST moment ("2026-03-01T00:10:00"). */
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

const rename = (product: TestProduct, name: string) => shop.database.db.update(products).set({ name }).where(eq(products.id, product.id));

describe('the sales of a range of IST days', () => {
  let tomato: TestProduct;
  let onion: TestProduct;
  let mango: TestProduct;
  let salt: TestProduct;
  beforeAll(async () => {
    tomato = await createProduct(shop, { rate: 40, stocks: 100, name: 'Tomato' });
    onion = await createProduct(shop, { rate: 33.33, stocks: 100, name: 'Onion' });
    mango = await createProduct(shop, { rate: 120.5, stocks: 100, name: 'Alphonso Mango', unit: 'Dozen' });
    salt = await createProduct(shop, { rate: 20, stocks: 100, name: 'Salt' });

    // Ten minutes into 1 March in India (still 28 February in UTC): 60 + 49.995 -> 50.00 = 110.00.
    await orderAt('2026-03-01T00:10:00', [
      { product: tomato, quantity: 1.5 },
      { product: onion, quantity: 1.5 },
    ]);
    // Ten minutes before it: the day before the range.
    await orderAt('2026-02-28T23:50:00', [{ product: tomato, quantity: 1 }]);
    // The last second of 3 March and the first of 4 March in India.
    await orderAt('2026-03-03T23:59:59', [{ product: mango, quantity: 2 }]); // 241.00
    await orderAt('2026-03-04T00:00:00', [
      { product: onion, quantity: 0.5 }, // 16.665 -> 16.67
      { product: salt, quantity: 1 }, // 20.00
    ]);
    // Renamed since the first sale: the report names it as last sold.
    await rename(tomato, 'Desi Tomato');
    await orderAt('2026-03-05T23:59:00', [{ product: tomato, quantity: 0.5 }]); // 20.00
    // The first moment after the range.
    await orderAt('2026-03-06T00:00:00', [{ product: mango, quantity: 1 }]);
    // Cancelled: counted nowhere.
    const cancelled = await orderAt('2026-03-03T12:00:00', [{ product: mango, quantity: 5 }]);
    const cancel = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${cancelled}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
  });

  it('answers every day of the range with its orders and revenue, zeros included', async () => {
    const response = await report('?from=2026-03-01&to=2026-03-05');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, from: '2026-03-01', to: '2026-03-05' });
    expect(body.days).toEqual([
      { date: '2026-03-01', orders: 1, revenue: 110 },
      { date: '2026-03-02', orders: 0, revenue: 0 },
      { date: '2026-03-03', orders: 1, revenue: 241 },
      { date: '2026-03-04', orders: 1, revenue: 36.67 },
      { date: '2026-03-05', orders: 1, revenue: 20 },
    ]);
    expect(body.total).toEqual({ orders: 4, revenue: 407.67 });
  });

  it('ranks the products by revenue, named and with the unit as last sold, quantities added up', async () => {
    const body = (await report('?from=2026-03-01&to=2026-03-05')).json();
    expect(body.topProducts).toEqual([
      { _id: mango.id, name: 'Alphonso Mango', unit: 'Dozen', quantity: 2, revenue: 241 },
      { _id: tomato.id, name: 'Desi Tomato', unit: 'Kg', quantity: 2, revenue: 80 },
      { _id: onion.id, name: 'Onion', unit: 'Kg', quantity: 2, revenue: 66.67 },
      { _id: salt.id, name: 'Salt', unit: 'Kg', quantity: 1, revenue: 20 },
    ]);
  });

  it('counts a single day, and a day with nothing sold is one zero day', async () => {
    expect((await report('?from=2026-03-04&to=2026-03-04')).json()).toMatchObject({
      days: [{ date: '2026-03-04', orders: 1, revenue: 36.67 }],
      total: { orders: 1, revenue: 36.67 },
    });
    const quiet = (await report('?from=2026-03-02&to=2026-03-02')).json();
    expect(quiet).toMatchObject({
      days: [{ date: '2026-03-02', orders: 0, revenue: 0 }],
      total: { orders: 0, revenue: 0 },
      topProducts: [],
    });
  });

  it('gives the same figures as a CSV that opens in a spreadsheet', async () => {
    const response = await report('?from=2026-03-01&to=2026-03-05', admin.cookie, 'sales.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sales-2026-03-01-to-2026-03-05.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.slice(1).split('\r\n')).toEqual([
      'date,orders,revenue',
      '2026-03-01,1,110.00',
      '2026-03-02,0,0.00',
      '2026-03-03,1,241.00',
      '2026-03-04,1,36.67',
      '2026-03-05,1,20.00',
      'total,4,407.67',
      '',
      'rank,product_id,product,unit,quantity,revenue',
      `1,${mango.id},Alphonso Mango,Dozen,2,241.00`,
      `2,${tomato.id},Desi Tomato,Kg,2,80.00`,
      `3,${onion.id},Onion,Kg,2,66.67`,
      `4,${salt.id},Salt,Kg,1,20.00`,
      '',
    ]);
  });
});

describe('the top products', () => {
  it('are the ten that brought the most, a formula-like name defused in the CSV', async () => {
    const sold: TestProduct[] = [];
    // Twelve products, the i-th bringing i x 10 rupees on 1 April.
    for (let i = 1; i <= 12; i++) sold.push(await createProduct(shop, { rate: i * 10, stocks: 10, name: i === 12 ? '=1+2' : `Item ${i}` }));
    await orderAt(
      '2026-04-01T09:00:00',
      sold.map((product) => ({ product, quantity: 1 })),
    );

    const body = (await report('?from=2026-04-01&to=2026-04-01')).json();
    expect(body.days).toEqual([{ date: '2026-04-01', orders: 1, revenue: 780 }]);
    expect(body.topProducts.map((p: { name: string; revenue: number }) => [p.name, p.revenue])).toEqual([
      ['=1+2', 120],
      ...[11, 10, 9, 8, 7, 6, 5, 4, 3].map((i) => [`Item ${i}`, i * 10]),
    ]);
    const csv = (await report('?from=2026-04-01&to=2026-04-01', admin.cookie, 'sales.csv')).body;
    expect(csv).toContain(`\r\n1,${sold[11]!.id},'=1+2,Kg,1,120.00\r\n`);
  });
});

describe('the sums kept for days that have ended', () => {
  const daySums = async (date: string) => {
    const rows = (await shop.database.db.execute(
      sql`select orders, revenue_paise from sales_days where day = ${date}::date`,
    )) as unknown as { rows: { orders: number; revenue_paise: string | number }[] };
    return rows.rows.map((row) => ({ orders: Number(row.orders), paise: Number(row.revenue_paise) }));
  };

  it('are written by the first report of a day and follow a later cancel of one of its orders', async () => {
    const okra = await createProduct(shop, { rate: 30, stocks: 100, name: 'Okra' });
    const first = await orderAt('2026-05-10T10:00:00', [{ product: okra, quantity: 2 }]); // 60.00
    await orderAt('2026-05-10T18:00:00', [{ product: okra, quantity: 1 }]); // 30.00
    expect((await report('?from=2026-05-10&to=2026-05-10')).json().days).toEqual([{ date: '2026-05-10', orders: 2, revenue: 90 }]);
    expect(await daySums('2026-05-10')).toEqual([{ orders: 2, paise: 9000 }]);

    const cancel = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${first}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await daySums('2026-05-10')).toEqual([]);
    const again = (await report('?from=2026-05-10&to=2026-05-10')).json();
    expect(again.days).toEqual([{ date: '2026-05-10', orders: 1, revenue: 30 }]);
    expect(again.topProducts).toEqual([{ _id: okra.id, name: 'Okra', unit: 'Kg', quantity: 1, revenue: 30 }]);
  });

  it('forget a day when an order is dated into it after it was summed', async () => {
    const curd = await createProduct(shop, { rate: 50, stocks: 100, name: 'Curd' });
    expect((await report('?from=2026-05-20&to=2026-05-20')).json().days).toEqual([{ date: '2026-05-20', orders: 0, revenue: 0 }]);
    await orderAt('2026-05-20T08:00:00', [{ product: curd, quantity: 1 }]);
    expect((await report('?from=2026-05-20&to=2026-05-20')).json()).toMatchObject({
      days: [{ date: '2026-05-20', orders: 1, revenue: 50 }],
      topProducts: [{ _id: curd.id, name: 'Curd', quantity: 1, revenue: 50 }],
    });
  });

  it('are never written for today: its orders are counted as they come', async () => {
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const paneer = await createProduct(shop, { rate: 80, stocks: 100, name: 'Paneer' });
    const before = (await report(`?from=${today}&to=${today}`)).json().days[0];
    const placed = await placeOrder(shop, asha.cookie, orderBody([{ product: paneer, quantity: 1 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const after = (await report(`?from=${today}&to=${today}`)).json();
    expect(after.days).toEqual([{ date: today, orders: before.orders + 1, revenue: before.revenue + 80 }]);
    expect(after.topProducts).toContainEqual({ _id: paneer.id, name: 'Paneer', unit: 'Kg', quantity: 1, revenue: 80 });
    expect(await daySums(today)).toEqual([]);
  });
});

describe('the range', () => {
  it('may be a whole leap year, 366 days', async () => {
    const response = await report('?from=2024-01-01&to=2024-12-31');
    expect(response.statusCode).toBe(200);
    const { days } = response.json();
    expect(days).toHaveLength(366);
    expect([days[0].date, days[59].date, days[365].date]).toEqual(['2024-01-01', '2024-02-29', '2024-12-31']);
  });

  it.each([
    ['', ['From: Required..!!', 'To: Required..!!']],
    ['?from=2026-03-01', ['To: Required..!!']],
    ['?from=2026-3-1&to=2026-03-05', ['From: Use YYYY-MM-DD..!!']],
    ['?from=2026-02-30&to=2026-03-05', ['From: Not A Real Date..!!']],
    ['?from=2026-03-05&to=2026-03-01', ['To: Must not be before From..!!']],
    ['?from=2025-01-01&to=2026-01-02', ['To: At most 366 days from From..!!']],
  ])('refuses %s with 400 and what is wrong', async (query, message) => {
    for (const file of ['sales', 'sales.csv']) {
      const response = await report(query, admin.cookie, file);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'VALIDATION', message });
    }
  });
});

describe('who may read the sales', () => {
  it('refuses a guest 401 and a customer 403, for the figures and the CSV', async () => {
    for (const file of ['sales', 'sales.csv']) {
      const guest = await report('?from=2026-03-01&to=2026-03-05', null, file);
      expect({ status: guest.statusCode, code: guest.json().code }).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
      const customer = await report('?from=2026-03-01&to=2026-03-05', asha.cookie, file);
      expect({ status: customer.statusCode, code: customer.json().code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
  });
});
