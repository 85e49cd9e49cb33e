import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { orders, salesDays } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, setOrderStatus } from '#tests/support/orders.js';
import { packed } from '#tests/support/packing.js';
import { recordPayment } from '#tests/support/payments.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';

/**
 * Decision 0051: what the owner's figures count of an order is what its shopper pays, the amount
 * due, and what a product sold is its lines as packed: the sales report (today's days and the
 * closed days it keeps), the dashboard's earnings, the day's cash-up (what was received).
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
let today: string;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
  const found = await shop.database.db.execute(sql`select to_char(ist_day(now()), 'YYYY-MM-DD') as day`);
  today = (found as unknown as { rows: { day: string }[] }).rows[0]!.day;
});
afterAll(() => shop.close());

async function orderOf(product: TestProduct, quantity: number): Promise<Order> {
  const placed = await placeOrder(shop, asha.cookie, orderBody([{ product, quantity }]));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order;
}

const get = async (url: string) => {
  const answer = await shop.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};
const salesOf = (date: string) => get(`/api/admin/reports/sales?from=${date}&to=${date}`);
const daysBefore = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

describe('the sales report', () => {
  it('counts today’s orders at their amount due and products as packed', async () => {
    const okra = await createProduct(shop, { name: 'Okra', rate: 50, stocks: 20 });
    const order = await orderOf(okra, 2);
    await packed(shop, admin.cookie, order._id, [{ _id: okra.id, packedQuantity: 1.75 }]);
    const sales = await salesOf(today);
    expect(sales.days).toEqual([{ date: today, orders: 1, revenue: 87.5 }]);
    expect(sales.topProducts).toEqual([expect.objectContaining({ _id: okra.id, name: 'Okra', quantity: 1.75, revenue: 87.5 })]);
  });

  it('sums a closed day again once one of its orders is packed', async () => {
    const beans = await createProduct(shop, { name: 'Beans', rate: 60, stocks: 20 });
    const order = await orderOf(beans, 1);
    // Placed two days ago: the orders' dates are the database's, so the set-up moves it there.
    await shop.database.db
      .update(orders)
      .set({ createdAt: sql`${orders.createdAt} - interval '2 days'` })
      .where(eq(orders.id, order._id));
    const day = daysBefore(today, 2);
    expect((await salesOf(day)).days).toEqual([{ date: day, orders: 1, revenue: 60 }]);
    // The report keeps the closed day's sums.
    expect(await shop.database.db.select().from(salesDays).where(eq(salesDays.day, day))).toEqual([{ day, orders: 1, revenuePaise: 6000 }]);

    await packed(shop, admin.cookie, order._id, [{ _id: beans.id, packedQuantity: 0.8 }]);
    const again = await salesOf(day);
    expect(again.days).toEqual([{ date: day, orders: 1, revenue: 48 }]);
    expect(again.topProducts).toEqual([expect.objectContaining({ _id: beans.id, quantity: 0.8, revenue: 48 })]);
  });
});

describe('the dashboard and the cash-up', () => {
  it('count a delivered order’s earnings at its amount due', async () => {
    const before = (await get('/api/admin/dashboard')).earned;
    const atta = await createProduct(shop, { name: 'Atta', rate: 40, stocks: 20 });
    const order = await orderOf(atta, 2);
    await packed(shop, admin.cookie, order._id, [{ _id: atta.id, packedQuantity: 1.5 }]);
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    await setOrderStatus(shop, admin.cookie, order._id, 'Delivered');
    expect((await get('/api/admin/dashboard')).earned).toBe(before + 60);
  });

  it('count what a shopper paid before a packing changed the amount due', async () => {
    const ghee = await createProduct(shop, { name: 'Ghee', rate: 130, stocks: 20 });
    const before = (await get(`/api/admin/reports/payments?date=${today}`)).received.Cash;
    const order = await orderOf(ghee, 1);
    expect((await recordPayment(shop, admin.cookie, order._id, { method: 'Cash' })).statusCode).toBe(200);
    const repacked = await packed(shop, admin.cookie, order._id, [{ _id: ghee.id, packedQuantity: 0.9 }]);
    expect(repacked).toMatchObject({ amountDue: 117, payment: { status: 'Paid', amount: 130 } });
    const cashUp = await get(`/api/admin/reports/payments?date=${today}`);
    expect(cashUp.received.Cash).toEqual({ count: before.count + 1, amount: before.amount + 130 });
  });
});
