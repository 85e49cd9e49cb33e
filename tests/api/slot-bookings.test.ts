import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { clockSetter, orderBody, placeOrder, saveSettings } from '#tests/support/orders.js';
import { createProduct, stockOf } from '#tests/support/products.js';

/**
 * A delivery window's capacity holds under any concurrency exactly as stock does, and a cancelled
 * order gives its place back once (API.md "Delivery area, slots, settings, addresses"). On
 * PostgreSQL the orders really run side by side; on PGlite one after another.
 */
let shop: TestShop;
let admin: SignedIn;
let customers: SignedIn[];
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  customers = [];
  for (let i = 0; i < 5; i++) customers.push(await signUp(shop, { firstName: `Shopper${i}` }));
  // 15:30 IST on 24 Nov: every window of the next two days is open.
  clockSetter(shop)('2026-11-24T10:00:00Z');
});
afterAll(() => shop.close());

type SlotAnswer = { _id: string; booked: number; available: number; full: boolean };
async function slot(id: string): Promise<SlotAnswer | undefined> {
  const response = await shop.app.inject({ method: 'GET', url: '/api/delivery/slots' });
  return (response.json().slots as SlotAnswer[]).find((s) => s._id === id);
}

describe('slot bookings', () => {
  it('book exactly the capacity when 40 orders race for a window of 5; the rest are refused with nothing taken', async () => {
    await saveSettings(shop, admin.cookie, { slots: [{ start: '07:00', end: '10:00', capacity: 5 }], slotDays: 2 });
    const mango = await createProduct(shop, { name: 'Alphonso Mango', rate: 100, stocks: 100 });
    const body = orderBody([{ product: mango, quantity: 1 }], { deliverySlot: '2026-11-25_07:00-10:00' });
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => placeOrder(shop, customers[i % customers.length]!.cookie, body)),
    );

    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(35);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'SLOT_UNAVAILABLE',
        message: 'This Delivery Slot Is Full, Please Choose Another..!!',
      });
    }
    expect(await stockOf(shop, mango.id)).toBe(95);
    expect(await slot('2026-11-25_07:00-10:00')).toMatchObject({ booked: 5, available: 0, full: true });
    const listed = await shop.app.inject({
      method: 'GET',
      url: '/api/user/admin/orders?deliveryDate=2026-11-25',
      headers: { cookie: admin.cookie },
    });
    expect(listed.json().ordersCounts).toBe(5);
  });

  it('free a place when the shopper or the owner cancels, once per order', async () => {
    await saveSettings(shop, admin.cookie, { slots: [{ start: '18:00', end: '21:00', capacity: 2 }], slotDays: 2 });
    const id = '2026-11-25_18:00-21:00';
    const milk = await createProduct(shop, { name: 'Milk', rate: 50, stocks: 20 });
    const body = orderBody([{ product: milk, quantity: 1 }], { deliverySlot: id });
    const [asha, ravi, meera] = customers as [SignedIn, SignedIn, SignedIn];
    const first = (await placeOrder(shop, asha.cookie, body)).json().order;
    const second = (await placeOrder(shop, ravi.cookie, body)).json().order;
    expect((await placeOrder(shop, meera.cookie, body)).json().code).toBe('SLOT_UNAVAILABLE');

    const cancel = (orderId: string, cookie: string) =>
      shop.app.inject({ method: 'PUT', url: `/api/user/my/order/${orderId}/cancel`, headers: { cookie }, payload: {} });
    expect((await cancel(first._id, asha.cookie)).statusCode).toBe(200);
    expect(await slot(id)).toMatchObject({ booked: 1, available: 1, full: false });
    // A second cancel is refused and gives nothing back.
    expect((await cancel(first._id, asha.cookie)).json().code).toBe('ORDER_NOT_CANCELLABLE');
    expect(await slot(id)).toMatchObject({ booked: 1, available: 1 });

    const byOwner = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${second._id}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Cancelled' },
    });
    expect(byOwner.statusCode).toBe(200);
    expect(await slot(id)).toMatchObject({ booked: 0, available: 2, full: false });

    const again = await placeOrder(shop, meera.cookie, body);
    expect(again.statusCode).toBe(201);
    expect(await slot(id)).toMatchObject({ booked: 1, available: 1 });
    expect(await stockOf(shop, milk.id)).toBe(19);
  });

  it('refuses a full window before anything else is taken, while the next window still books', async () => {
    await saveSettings(shop, admin.cookie, {
      slots: [
        { start: '07:00', end: '10:00', capacity: 1 },
        { start: '10:00', end: '13:00', capacity: 1 },
      ],
      slotDays: 3,
    });
    const bread = await createProduct(shop, { name: 'Pav', rate: 30, stocks: 10 });
    const order = (slotId: string) =>
      placeOrder(shop, customers[0]!.cookie, orderBody([{ product: bread, quantity: 2 }], { deliverySlot: slotId }));
    expect((await order('2026-11-26_07:00-10:00')).statusCode).toBe(201);
    const full = await order('2026-11-26_07:00-10:00');
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('SLOT_UNAVAILABLE');
    expect(await stockOf(shop, bread.id)).toBe(8);
    expect((await order('2026-11-26_10:00-13:00')).statusCode).toBe(201);
    expect(await stockOf(shop, bread.id)).toBe(6);
  });
});
