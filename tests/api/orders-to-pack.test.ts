import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { clockSetter, orderBody, placeOrder, saveSettings, setOrderStatus } from '#tests/support/orders.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';

/**
 * GET /api/admin/dashboard's `toPackToday` (decision 0041): the Processing orders delivered today,
 * by their slot's IST date, or, without a slot, by the IST day they were placed.
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
let setClock: (iso: string) => void;
let atta: TestProduct;

const toPackToday = async (): Promise<number> => {
  const response = await shop.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { cookie: admin.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().toPackToday;
};

async function order(deliverySlot?: string): Promise<string> {
  const response = await placeOrder(shop, asha.cookie, orderBody([{ product: atta, quantity: 1 }], deliverySlot ? { deliverySlot } : {}));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().order._id;
}

const setStatus = (id: string, oStatus: string) => setOrderStatus(shop, admin.cookie, id, oStatus);

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  asha = await signUp(shop, { firstName: 'Asha' });
  setClock = clockSetter(shop);
  atta = await createProduct(shop, { name: 'Atta', rate: 45, stocks: 100 });
});
afterAll(() => shop.close());

describe('the orders to pack today', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('count an order without a slot on the IST day it was placed while it is Processing, and not the next day', async () => {
    await saveSettings(shop, admin.cookie, { slots: [] });
    expect(await toPackToday()).toBe(0);
    await order();
    const shipped = await order();
    const cancelled = await order();
    expect(await toPackToday()).toBe(3);
    await setStatus(shipped, 'Shipped');
    await setStatus(cancelled, 'Cancelled');
    expect(await toPackToday()).toBe(1);
    // A day later the order still waits, but it was for yesterday: the Processing tab shows it.
    shop.advanceClock(24 * 60 * 60_000);
    expect(await toPackToday()).toBe(0);
    shop.advanceClock(-24 * 60 * 60_000);
  });

  it("count an order with a slot on its slot's IST date, whatever the server's zone", async () => {
    await saveSettings(shop, admin.cookie, {
      slots: [
        { start: '07:00', end: '10:00', capacity: 5 },
        { start: '18:00', end: '21:00', capacity: 5 },
      ],
      slotDays: 2,
      cutoffMinutes: 60,
    });
    // 05:30 IST on 25 Nov 2026: the orders placed by the test before are of another day.
    setClock('2026-11-25T00:00:00Z');
    expect(await toPackToday()).toBe(0);
    await order('2026-11-25_18:00-21:00');
    await order('2026-11-26_07:00-10:00');
    await order('2026-11-26_18:00-21:00');
    await setStatus(await order('2026-11-25_07:00-10:00'), 'Cancelled');
    const shipped = await order('2026-11-25_07:00-10:00');
    expect(await toPackToday()).toBe(2);
    await setStatus(shipped, 'Shipped');
    expect(await toPackToday()).toBe(1);
    process.env.TZ = 'Pacific/Honolulu';
    expect(await toPackToday()).toBe(1);

    // 00:01 IST on 26 Nov, 10:31 the day before in Honolulu: the 26th's two orders.
    setClock('2026-11-25T18:31:00Z');
    expect(await toPackToday()).toBe(2);
    // 23:59 IST on 25 Nov: still the 25th's one.
    setClock('2026-11-25T18:29:00Z');
    expect(await toPackToday()).toBe(1);
  });
});
