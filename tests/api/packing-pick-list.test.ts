import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import type { PickListAnswer } from '#common/schemas/packing.js';
import { orders } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { clockSetter, orderBody, placeOrder, saveSettings, setOrderStatus } from '#tests/support/orders.js';
import { packed, pickList } from '#tests/support/packing.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';

/**
 * GET /api/admin/picklist (API.md "Packing"): the Processing orders delivered on an IST date, by
 * their slot's date, or placed that day without a slot; the products they hold, summed and sorted
 * by name, and the orders with what the packer needs to know.
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
let ravi: SignedIn;
let tomato: TestProduct;
let onion: TestProduct;
let milk: TestProduct;
/** Today in India by the database's clock, which dates the orders; and the day after. */
let today: string;
let tomorrow: string;
const seeded: Record<string, Order> = {};

const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

async function orderOf(shopper: SignedIn, lines: { product: TestProduct; quantity: number }[], extra: Record<string, unknown> = {}) {
  const placed = await placeOrder(shop, shopper.cookie, orderBody(lines, extra));
  if (placed.statusCode !== 201) throw new Error(placed.body);
  return placed.json().order as Order;
}

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
  tomato = await createProduct(shop, { name: 'Tomato', rate: 40, stocks: 100 });
  onion = await createProduct(shop, { name: 'onion', rate: 30, stocks: 100 });
  milk = await createProduct(shop, { name: 'Milk', rate: 28, stocks: 100, unit: 'Packet', kilogramOption: [1] });
  const found = await shop.database.db.execute(sql`select to_char(ist_day(now()), 'YYYY-MM-DD') as day`);
  today = (found as unknown as { rows: { day: string }[] }).rows[0]!.day;
  tomorrow = nextDay(today);

  // Without delivery windows orders name no slot: these are delivered the day they are placed.
  await saveSettings(shop, admin.cookie, { slots: [] });
  seeded.unslotted = await orderOf(ravi, [{ product: tomato, quantity: 1.5 }]);
  seeded.unslottedCancelled = await orderOf(ravi, [{ product: onion, quantity: 1 }]);
  await setOrderStatus(shop, admin.cookie, seeded.unslottedCancelled._id, 'Cancelled');
  seeded.unslottedYesterday = await orderOf(ravi, [{ product: onion, quantity: 4 }]);
  // Placed a day earlier: the orders' dates are the database's, so the set-up moves it there.
  await shop.database.db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} - interval '1 day'` })
    .where(eq(orders.id, seeded.unslottedYesterday._id));

  // The shop's clock at 00:30 IST today, so today's windows are still open for booking.
  clockSetter(shop)(`${today}T00:30:00+05:30`);
  await saveSettings(shop, admin.cookie, {
    slots: [
      { start: '07:00', end: '10:00', capacity: 50 },
      { start: '18:00', end: '21:00', capacity: 50 },
    ],
    slotDays: 2,
    cutoffMinutes: 0,
  });
  const slot = (date: string, window: '07:00-10:00' | '18:00-21:00') => ({ deliverySlot: `${date}_${window}` });
  seeded.evening = await orderOf(
    asha,
    [
      { product: tomato, quantity: 0.5 },
      { product: milk, quantity: 2 },
    ],
    slot(today, '18:00-21:00'),
  );
  seeded.morning = await orderOf(
    asha,
    [
      { product: tomato, quantity: 1 },
      { product: onion, quantity: 2 },
    ],
    { ...slot(today, '07:00-10:00'), note: 'Firm tomatoes please', ifUnavailable: 'call' },
  );
  seeded.morningPacked = await orderOf(ravi, [{ product: milk, quantity: 3 }], slot(today, '07:00-10:00'));
  await packed(shop, admin.cookie, seeded.morningPacked._id, [{ _id: milk.id, packedQuantity: 2 }]);
  seeded.morningShipped = await orderOf(ravi, [{ product: tomato, quantity: 5 }], slot(today, '07:00-10:00'));
  await setOrderStatus(shop, admin.cookie, seeded.morningShipped._id, 'Shipped');
  seeded.tomorrow = await orderOf(asha, [{ product: onion, quantity: 3 }], slot(tomorrow, '07:00-10:00'));
});
afterAll(() => shop.close());

async function listOf(query: Record<string, string>): Promise<PickListAnswer> {
  const answer = await pickList(shop, admin.cookie, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

describe('the pick list of a day', () => {
  it('sums the products of the day’s Processing orders, sorted by name, with how many orders hold each', async () => {
    const list = await listOf({ date: today });
    expect(list.date).toBe(today);
    expect(list.products).toEqual([
      { _id: milk.id, name: 'Milk', unit: 'Packet', quantity: 5, orders: 2 },
      { _id: onion.id, name: 'onion', unit: 'Kg', quantity: 2, orders: 1 },
      { _id: tomato.id, name: 'Tomato', unit: 'Kg', quantity: 3, orders: 3 },
    ]);
  });

  it('lists the orders by window, those without one first, then by number, with what the packer needs', async () => {
    const list = await listOf({ date: today });
    expect(list.orders.map((order) => order._id)).toEqual([
      seeded.unslotted!._id,
      seeded.morning!._id,
      seeded.morningPacked!._id,
      seeded.evening!._id,
    ]);
    const [unslotted, morning, morningPacked] = list.orders;
    expect(unslotted).toMatchObject({ deliverySlot: null, customer: 'Ravi Patil', note: null, ifUnavailable: 'remove', packedAt: null });
    expect(morning).toEqual({
      _id: seeded.morning!._id,
      orderNumber: seeded.morning!.orderNumber,
      deliverySlot: { _id: `${today}_07:00-10:00`, date: today, start: '07:00', end: '10:00' },
      customer: 'Asha Patil',
      mobileNumber: '9876543210',
      note: 'Firm tomatoes please',
      ifUnavailable: 'call',
      packedAt: null,
      items: [
        { _id: tomato.id, name: 'Tomato', unit: 'Kg', quantity: 1, packedQuantity: null },
        { _id: onion.id, name: 'onion', unit: 'Kg', quantity: 2, packedQuantity: null },
      ],
    });
    expect(morningPacked?.items).toEqual([{ _id: milk.id, name: 'Milk', unit: 'Packet', quantity: 3, packedQuantity: 2 }]);
    expect(morningPacked?.packedAt).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
  });

  it('takes one window by its start, leaving out the orders without a slot', async () => {
    const list = await listOf({ date: today, slot: '07:00' });
    expect(list.orders.map((order) => order._id)).toEqual([seeded.morning!._id, seeded.morningPacked!._id]);
    expect(list.products.map((product) => [product.name, product.quantity])).toEqual([
      ['Milk', 3],
      ['onion', 2],
      ['Tomato', 1],
    ]);
    expect((await listOf({ date: today, slot: '12:00' })).orders).toEqual([]);
  });

  it('covers another day by its slots and the orders placed then without one', async () => {
    const next = await listOf({ date: tomorrow });
    expect(next.orders.map((order) => order._id)).toEqual([seeded.tomorrow!._id]);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const before = await listOf({ date: yesterday });
    expect(before.orders.map((order) => order._id)).toEqual([seeded.unslottedYesterday!._id]);
    expect(before.products).toEqual([{ _id: onion.id, name: 'onion', unit: 'Kg', quantity: 4, orders: 1 }]);
  });

  it('is 400 without a real date or with a slot that is no time, 403 for a shopper and 401 for a guest', async () => {
    for (const [query, message] of [
      [{}, 'Date: Use YYYY-MM-DD..!!'],
      [{ date: '2026-02-30' }, 'Date: Not A Real Date..!!'],
      [{ date: today, slot: '7am' }, 'Slot: Use The Start Of A Window, HH:MM..!!'],
    ] as const) {
      const refused = await pickList(shop, admin.cookie, query);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual([message]);
    }
    expect((await pickList(shop, asha.cookie, { date: today })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: `/api/admin/picklist?date=${today}` })).statusCode).toBe(401);
  });
});
