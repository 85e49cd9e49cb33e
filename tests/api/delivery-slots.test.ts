import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { outboxRows } from '#tests/support/mail.js';
import { clockSetter, orderBody, placeOrder, saveSettings } from '#tests/support/orders.js';
import { ensurePdftotext, pdfText } from '#tests/support/pdf-text.js';
import { createProduct, stockOf } from '#tests/support/products.js';

/**
 * API.md "Delivery area, slots, settings, addresses": the windows a shopper may book, in India's
 * dates whatever the server's zone, closing at their cut-off; an order names one when the shop
 * has windows, and keeps working without one when it has none.
 */
let shop: TestShop;
let admin: SignedIn;
let customer: SignedIn;
let setClock: (iso: string) => void;
beforeAll(async () => {
  ensurePdftotext();
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  customer = await signUp(shop, { firstName: 'Asha' });
  setClock = clockSetter(shop);
});
afterAll(() => shop.close());

const WINDOWS = [
  { start: '18:00', end: '21:00', capacity: 3 },
  { start: '07:00', end: '10:00', capacity: 3 },
];
const slotIds = async (query = '') => {
  const response = await shop.app.inject({ method: 'GET', url: `/api/delivery/slots${query}` });
  expect(response.statusCode).toBe(200);
  return (response.json().slots as { _id: string }[]).map((slot) => slot._id);
};

describe('the bookable slots', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('are none while the shop has no windows, and an order then needs no slot', async () => {
    await saveSettings(shop, admin.cookie, { slots: [] });
    expect(await slotIds()).toEqual([]);
    const atta = await createProduct(shop, { name: 'Atta', rate: 45, stocks: 5 });
    const placed = await placeOrder(shop, customer.cookie, orderBody([{ product: atta, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order.deliverySlot).toBeNull();
  });

  it('turn to the next IST day at IST midnight, whatever the server zone', async () => {
    await saveSettings(shop, admin.cookie, { slots: WINDOWS, slotDays: 2, cutoffMinutes: 60 });
    process.env.TZ = 'Pacific/Honolulu';
    // 23:59 IST on 24 Nov: both of that day's windows are past their cut-off; tomorrow's are open.
    setClock('2026-11-24T18:29:00Z');
    expect(await slotIds()).toEqual(['2026-11-25_07:00-10:00', '2026-11-25_18:00-21:00']);
    // 00:01 IST on 25 Nov: today is the 25th, so the two days are the 25th and 26th.
    setClock('2026-11-24T18:31:00Z');
    const afterMidnight = ['2026-11-25_07:00-10:00', '2026-11-25_18:00-21:00', '2026-11-26_07:00-10:00', '2026-11-26_18:00-21:00'];
    expect(await slotIds()).toEqual(afterMidnight);
    process.env.TZ = 'Asia/Tokyo';
    expect(await slotIds()).toEqual(afterMidnight);
  });

  it('lose a window at its cut-off, and an order for it is then refused with nothing taken', async () => {
    await saveSettings(shop, admin.cookie, { slots: WINDOWS, slotDays: 1, cutoffMinutes: 60 });
    const ghee = await createProduct(shop, { name: 'Ghee', rate: 550, stocks: 4 });
    // 05:59 IST: the 07:00 window closes at 06:00.
    setClock('2026-11-25T00:29:00Z');
    expect(await slotIds()).toEqual(['2026-11-25_07:00-10:00', '2026-11-25_18:00-21:00']);
    setClock('2026-11-25T00:30:00Z');
    expect(await slotIds()).toEqual(['2026-11-25_18:00-21:00']);

    const late = await placeOrder(
      shop,
      customer.cookie,
      orderBody([{ product: ghee, quantity: 1 }], { deliverySlot: '2026-11-25_07:00-10:00' }),
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ success: false, code: 'SLOT_UNAVAILABLE' });
    expect(await stockOf(shop, ghee.id)).toBe(4);
  });

  it('show capacity, bookings and what is left; a window of capacity 0 is closed and not shown', async () => {
    await saveSettings(shop, admin.cookie, {
      slots: [
        { start: '07:00', end: '10:00', capacity: 2 },
        { start: '12:00', end: '14:00', capacity: 0 },
      ],
      slotDays: 1,
      cutoffMinutes: 30,
    });
    setClock('2026-12-01T00:00:00Z');
    const eggs = await createProduct(shop, { name: 'Eggs', rate: 72, stocks: 10 });
    for (let i = 0; i < 2; i++) {
      const placed = await placeOrder(
        shop,
        customer.cookie,
        orderBody([{ product: eggs, quantity: 1 }], { deliverySlot: '2026-12-01_07:00-10:00' }),
      );
      expect(placed.statusCode).toBe(201);
    }
    const { slots } = (await shop.app.inject({ method: 'GET', url: '/api/delivery/slots' })).json();
    expect(slots).toEqual([
      { _id: '2026-12-01_07:00-10:00', date: '2026-12-01', start: '07:00', end: '10:00', capacity: 2, booked: 2, available: 0, full: true },
    ]);
    const closed = await placeOrder(
      shop,
      customer.cookie,
      orderBody([{ product: eggs, quantity: 1 }], { deliverySlot: '2026-12-01_12:00-14:00' }),
    );
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('SLOT_UNAVAILABLE');
    expect(await stockOf(shop, eggs.id)).toBe(8);
  });
});

describe('an order with a slot', () => {
  beforeAll(async () => {
    await saveSettings(shop, admin.cookie, { slots: WINDOWS, slotDays: 3, cutoffMinutes: 60 });
  });

  it('must name one while the shop has windows (400), a well-formed one', async () => {
    setClock('2026-11-24T10:00:00Z');
    const oil = await createProduct(shop, { name: 'Groundnut Oil', rate: 180, stocks: 5 });
    const missing = await placeOrder(shop, customer.cookie, orderBody([{ product: oil, quantity: 1 }]));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'VALIDATION', message: 'Delivery Slot: Choose A Delivery Slot..!!' });
    for (const bad of ['tomorrow', '2026-11-25', '2026-02-30_07:00-10:00', '2026-11-25_7:00-10:00', 42]) {
      const malformed = await placeOrder(shop, customer.cookie, orderBody([{ product: oil, quantity: 1 }], { deliverySlot: bad }));
      expect(malformed.statusCode, String(bad)).toBe(400);
      expect(malformed.json().code).toBe('VALIDATION');
    }
    expect(await stockOf(shop, oil.id)).toBe(5);
  });

  it('is refused for a window the shop does not have or a day beyond the days offered (409)', async () => {
    setClock('2026-11-24T10:00:00Z');
    const oil = await createProduct(shop, { name: 'Mustard Oil', rate: 160, stocks: 5 });
    for (const slot of ['2026-11-25_08:00-10:00', '2026-11-27_07:00-10:00', '2026-11-23_18:00-21:00']) {
      const refused = await placeOrder(shop, customer.cookie, orderBody([{ product: oil, quantity: 1 }], { deliverySlot: slot }));
      expect(refused.statusCode, slot).toBe(409);
      expect(refused.json().code).toBe('SLOT_UNAVAILABLE');
    }
    expect(await stockOf(shop, oil.id)).toBe(5);
  });

  it('keeps its slot, shows it in the mail and on the bill, and the owner lists the orders of a delivery date', async () => {
    setClock('2026-11-24T10:00:00Z');
    const tea = await createProduct(shop, { name: 'Assam Tea', rate: 240, stocks: 10 });
    const placed = await placeOrder(
      shop,
      customer.cookie,
      orderBody([{ product: tea, quantity: 1 }], { deliverySlot: ' 2026-11-25_07:00-10:00 ' }),
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.deliverySlot).toEqual({ _id: '2026-11-25_07:00-10:00', date: '2026-11-25', start: '07:00', end: '10:00' });
    const other = await placeOrder(
      shop,
      customer.cookie,
      orderBody([{ product: tea, quantity: 1 }], { deliverySlot: '2026-11-26_18:00-21:00' }),
    );
    expect(other.statusCode).toBe(201);

    const mine = await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${order._id}`, headers: { cookie: customer.cookie } });
    expect(mine.json().order.deliverySlot).toEqual(order.deliverySlot);

    // The shopper's mail, as queued in the order's transaction, and the bill.
    const mail = (await outboxRows(shop.database)).find(
      (row) => row.eventKey.startsWith(`order:${order._id}:`) && /^Order \d+ placed/.test(row.subject),
    );
    expect(mail?.text).toContain('Delivery: Wed 25 Nov 2026, 07:00–10:00');
    expect(mail?.html).toContain('Wed 25 Nov 2026, 07:00–10:00');
    const bill = await shop.app.inject({
      method: 'GET',
      url: `/api/user/my/order/${order._id}/invoice`,
      headers: { cookie: customer.cookie },
    });
    expect(bill.statusCode).toBe(200);
    expect(pdfText(bill.rawPayload)).toContain('Wed 25 Nov 2026, 07:00–10:00');

    const listed = async (query: string) => {
      const response = await shop.app.inject({ method: 'GET', url: `/api/user/admin/orders${query}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    const onThe25th = await listed('?deliveryDate=2026-11-25');
    expect(onThe25th.AllOrders.map((o: { _id: string }) => o._id)).toEqual([order._id]);
    expect(onThe25th.ordersCounts).toBe(1);
    expect((await listed('?deliveryDate=2026-11-26')).AllOrders.map((o: { _id: string }) => o._id)).toEqual([other.json().order._id]);
    expect((await listed('')).ordersCounts).toBeGreaterThan(2);
    for (const bad of ['25-11-2026', '2026-11-31', 'today']) {
      const refused = await shop.app.inject({
        method: 'GET',
        url: `/api/user/admin/orders?deliveryDate=${bad}`,
        headers: { cookie: admin.cookie },
      });
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      expect(refused.json().message).toHaveLength(1);
    }
  });

  it('is part of the Idempotency-Key request: a retry returns the first order, another slot is another request', async () => {
    setClock('2026-11-24T10:00:00Z');
    const honey = await createProduct(shop, { name: 'Honey', rate: 300, stocks: 10 });
    const body = orderBody([{ product: honey, quantity: 1 }], { deliverySlot: '2026-11-26_07:00-10:00' });
    const headers = { 'idempotency-key': 'slot-order-1' };
    const first = await placeOrder(shop, customer.cookie, body, headers);
    expect(first.statusCode).toBe(201);
    // The retry comes after the window's cut-off: it is still the first order, not a refusal.
    setClock('2026-11-26T01:00:00Z');
    const retry = await placeOrder(shop, customer.cookie, body, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json().order._id).toBe(first.json().order._id);
    const otherSlot = await placeOrder(shop, customer.cookie, { ...body, deliverySlot: '2026-11-26_18:00-21:00' }, headers);
    expect(otherSlot.statusCode).toBe(422);
    expect(otherSlot.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await stockOf(shop, honey.id)).toBe(9);
  });
});
