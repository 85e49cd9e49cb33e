import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#common/schemas/audit.js';
import type { Order } from '#common/schemas/orders.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { openEventStreamForTest } from '#tests/support/event-stream.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, saveSettings, setOrderStatus } from '#tests/support/orders.js';
import { packed, packOrder } from '#tests/support/packing.js';
import { createProduct, stockOf, type TestProduct } from '#tests/support/products.js';

/**
 * API.md "Packing: weighed quantities, missing items, the pick list": the owner packs an order
 * while it is Processing; the stock moves by the difference, the amount due follows the packed
 * lines at the order's own rates, and every refusal changes nothing.
 */
let shop: TestShop;
let origin: string;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

async function orderOf(lines: { product: TestProduct; quantity: number }[], extra: Record<string, unknown> = {}): Promise<Order> {
  const placed = await placeOrder(shop, asha.cookie, orderBody(lines, extra));
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().order;
}

const orderNow = async (id: string): Promise<Order> =>
  (await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${id}`, headers: { cookie: admin.cookie } })).json().order;

async function packingEntries(orderId: string): Promise<AuditEntry[]> {
  const answer = await shop.app.inject({
    method: 'GET',
    url: '/api/admin/audit?action=order.packing&limit=100',
    headers: { cookie: admin.cookie },
  });
  return (answer.json().entries as AuditEntry[]).filter((entry) => entry.target === `order:${orderId}`);
}

describe('packing an order', () => {
  it('moves the stock by the difference, packed lighter, heavier and again, and a cancel gives back what was packed', async () => {
    const tomato = await createProduct(shop, { name: 'Tomato', rate: 40, stocks: 10 });
    const order = await orderOf([{ product: tomato, quantity: 2 }]);
    expect(await stockOf(shop, tomato.id)).toBe(8);

    const lighter = await packed(shop, admin.cookie, order._id, [{ _id: tomato.id, packedQuantity: 1.5 }]);
    expect(await stockOf(shop, tomato.id)).toBe(8.5);
    expect(lighter).toMatchObject({ status: 'Processing', total: 80, amountDue: 60 });
    expect(lighter.orderItems[0]).toMatchObject({ _id: tomato.id, quantity: 2, packedQuantity: 1.5 });
    expect(Date.parse(lighter.packedAt ?? '')).toBeGreaterThan(Date.parse(order.orderDate) - 1000);

    const heavier = await packed(shop, admin.cookie, order._id, [{ _id: tomato.id, packedQuantity: 2.2 }]);
    expect(await stockOf(shop, tomato.id)).toBe(7.8);
    expect(heavier.amountDue).toBe(88);

    const again = await packed(shop, admin.cookie, order._id, [{ _id: tomato.id, packedQuantity: 2 }]);
    expect(await stockOf(shop, tomato.id)).toBe(8);
    expect(again.amountDue).toBe(80);

    await packed(shop, admin.cookie, order._id, [{ _id: tomato.id, packedQuantity: '1.25' }]);
    expect(await stockOf(shop, tomato.id)).toBe(8.75);
    await setOrderStatus(shop, admin.cookie, order._id, 'Cancelled');
    expect(await stockOf(shop, tomato.id)).toBe(10);
  });

  it('figures the amount due to the paisa at the order’s own rates: 0.333 Kg at ₹ 35.5 is ₹ 11.82', async () => {
    const ginger = await createProduct(shop, { name: 'Ginger', rate: 35.5, stocks: 5 });
    const milk = await createProduct(shop, { name: 'Milk', rate: 12.25, stocks: 20, unit: 'Packet', kilogramOption: [1] });
    const order = await orderOf([
      { product: ginger, quantity: 0.5 },
      { product: milk, quantity: 2 },
    ]);
    expect(order.amountDue).toBe(42.25);
    const answer = await packed(shop, admin.cookie, order._id, [
      { _id: ginger.id, packedQuantity: 0.333 },
      { _id: milk.id, packedQuantity: 2 },
    ]);
    // 3550 paise x 0.333 = 1182.15, rounded to 1182; plus 2 x 1225.
    expect(answer.amountDue).toBe(36.32);
    expect(answer.total).toBe(42.25);
    expect(answer.orderItems.map((item) => [item.name, item.packedQuantity])).toEqual([
      ['Ginger', 0.333],
      ['Milk', 2],
    ]);
    expect(await stockOf(shop, ginger.id)).toBe(4.667);
  });

  it('weighs a Kg line from 0 up to the ordered weight and the shop’s tolerance, to the gram', async () => {
    const onion = await createProduct(shop, { name: 'Onion', rate: 30, stocks: 10 });
    const order = await orderOf([{ product: onion, quantity: 1 }]);
    expect((await packOrder(shop, admin.cookie, order._id, [{ _id: onion.id, packedQuantity: 1.1 }])).statusCode).toBe(200);
    const over = await packOrder(shop, admin.cookie, order._id, [{ _id: onion.id, packedQuantity: 1.101 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 'VALIDATION', message: ['Onion: Pack 0 To 1.1 Kg, 1 Kg Ordered And 10% More..!!'] });

    await saveSettings(shop, admin.cookie, { weightTolerancePercent: 0 });
    try {
      const none = await packOrder(shop, admin.cookie, order._id, [{ _id: onion.id, packedQuantity: 1.001 }]);
      expect(none.json().message).toEqual(['Onion: Pack 0 To 1 Kg, 1 Kg Ordered And 0% More..!!']);
      expect((await packOrder(shop, admin.cookie, order._id, [{ _id: onion.id, packedQuantity: 0.999 }])).statusCode).toBe(200);
    } finally {
      await saveSettings(shop, admin.cookie, { weightTolerancePercent: 10 });
    }
  });

  it('counts any other unit in whole steps of its smallest option, up to what was ordered', async () => {
    const paneer = await createProduct(shop, { name: 'Paneer', rate: 90, stocks: 10, unit: 'Packet', kilogramOption: [1] });
    const bananas = await createProduct(shop, { name: 'Banana', rate: 60, stocks: 10, unit: 'Dozen', kilogramOption: [0.5, 1] });
    const order = await orderOf([
      { product: paneer, quantity: 3 },
      { product: bananas, quantity: 2 },
    ]);
    const refused = await packOrder(shop, admin.cookie, order._id, [
      { _id: paneer.id, packedQuantity: 2.5 },
      { _id: bananas.id, packedQuantity: 2.5 },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(['Paneer: Pack Whole Steps Of 1 Packet..!!', 'Banana: Pack 0 To 2 Dozen, As Ordered..!!']);
    const more = await packOrder(shop, admin.cookie, order._id, [
      { _id: paneer.id, packedQuantity: 4 },
      { _id: bananas.id, packedQuantity: 1.25 },
    ]);
    expect(more.json().message).toEqual(['Paneer: Pack 0 To 3 Packet, As Ordered..!!', 'Banana: Pack Whole Steps Of 0.5 Dozen..!!']);
    const answer = await packed(shop, admin.cookie, order._id, [
      { _id: paneer.id, packedQuantity: 2 },
      { _id: bananas.id, packedQuantity: 1.5 },
    ]);
    expect(answer.amountDue).toBe(270);
    expect([await stockOf(shop, paneer.id), await stockOf(shop, bananas.id)]).toEqual([8, 8.5]);
  });

  it('takes 0 as unavailable: nothing charged for the line, its stock back on the shelf', async () => {
    const curd = await createProduct(shop, { name: 'Curd', rate: 25, stocks: 4, unit: 'Packet', kilogramOption: [1] });
    const rice = await createProduct(shop, { name: 'Rice', rate: 60, stocks: 10 });
    const order = await orderOf([
      { product: curd, quantity: 2 },
      { product: rice, quantity: 1 },
    ]);
    const answer = await packed(shop, admin.cookie, order._id, [
      { _id: curd.id, packedQuantity: 0 },
      { _id: rice.id, packedQuantity: 1 },
    ]);
    expect(answer.amountDue).toBe(60);
    expect(answer.orderItems.find((item) => item._id === curd.id)?.packedQuantity).toBe(0);
    expect(await stockOf(shop, curd.id)).toBe(4);
    // The shopper's own order page reads the same.
    const mine = await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${order._id}`, headers: { cookie: asha.cookie } });
    expect(mine.json().order).toMatchObject({ amountDue: 60, orderItems: [{ packedQuantity: 0 }, { packedQuantity: 1 }] });
  });

  it('may be repeated until the order ships, and is 409 ORDER_NOT_PACKABLE after, changing nothing', async () => {
    const dal = await createProduct(shop, { name: 'Toor Dal', rate: 120, stocks: 10 });
    const order = await orderOf([{ product: dal, quantity: 1 }]);
    await packed(shop, admin.cookie, order._id, [{ _id: dal.id, packedQuantity: 1 }]);
    await packed(shop, admin.cookie, order._id, [{ _id: dal.id, packedQuantity: 0.95 }]);
    await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
    const refused = await packOrder(shop, admin.cookie, order._id, [{ _id: dal.id, packedQuantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'ORDER_NOT_PACKABLE',
      message: `Order ${order.orderNumber} Is Shipped, It Can No Longer Be Packed..!!`,
    });
    expect(await stockOf(shop, dal.id)).toBe(9.05);
    expect((await orderNow(order._id)).amountDue).toBe(114);
    expect(await packingEntries(order._id)).toHaveLength(2);
  });

  it('is 409 ORDER_NOT_PACKABLE for a cancelled order', async () => {
    const dal = await createProduct(shop, { name: 'Moong Dal', rate: 110, stocks: 10 });
    const order = await orderOf([{ product: dal, quantity: 1 }]);
    await setOrderStatus(shop, admin.cookie, order._id, 'Cancelled');
    const refused = await packOrder(shop, admin.cookie, order._id, [{ _id: dal.id, packedQuantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ORDER_NOT_PACKABLE');
    expect(await stockOf(shop, dal.id)).toBe(10);
  });

  it('is an admin write with one audit entry, heard live as order.packed', async () => {
    const stream = await openEventStreamForTest(origin, admin.cookie);
    const okra = await createProduct(shop, { name: 'Okra', rate: 50, stocks: 10 });
    const order = await orderOf([{ product: okra, quantity: 1 }]);
    await packed(shop, admin.cookie, order._id, [{ _id: okra.id, packedQuantity: 0.8 }]);
    const heard = await stream.next('order.packed', (data) => data._id === order._id);
    expect(heard.data).toEqual({ _id: order._id, orderNumber: order.orderNumber, amountDue: 40, riderId: null });
    const [entry, ...more] = await packingEntries(order._id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actor: { _id: admin.user._id },
      detail: { record: 'Asha Patil', before: { amountDue: 50 }, after: { amountDue: 40, lines: ['Okra: 1 -> 0.8 Kg'] } },
    });
  });
});

describe('a refused packing changes nothing', () => {
  let tomato: TestProduct;
  let paneer: TestProduct;
  let order: Order;
  beforeAll(async () => {
    tomato = await createProduct(shop, { name: 'Desi Tomato', rate: 40, stocks: 10 });
    paneer = await createProduct(shop, { name: 'Malai Paneer', rate: 90, stocks: 1, unit: 'Packet', kilogramOption: [1] });
    order = await orderOf([
      { product: tomato, quantity: 1 },
      { product: paneer, quantity: 1 },
    ]);
  });

  const unknownId = '00000000-0000-4000-8000-000000000000';
  it.each([
    ['a line missing', () => [{ _id: tomato.id, packedQuantity: 1 }], ['Items: Malai Paneer Is Missing, Give Every Line Of The Order..!!']],
    [
      'a line named twice',
      () => [
        { _id: tomato.id, packedQuantity: 1 },
        { _id: tomato.id, packedQuantity: 0.5 },
        { _id: paneer.id, packedQuantity: 1 },
      ],
      ['Items: Desi Tomato Is Given Twice..!!'],
    ],
    [
      'a product not in the order',
      () => [
        { _id: tomato.id, packedQuantity: 1 },
        { _id: paneer.id, packedQuantity: 1 },
        { _id: unknownId, packedQuantity: 1 },
      ],
      [`Items: ${unknownId} Is Not A Line Of This Order..!!`],
    ],
    [
      'every line 0',
      () => [
        { _id: tomato.id, packedQuantity: 0 },
        { _id: paneer.id, packedQuantity: 0 },
      ],
      ['Items: Every Line Is 0, Cancel The Order Instead..!!'],
    ],
    [
      'a negative quantity',
      () => [
        { _id: tomato.id, packedQuantity: -0.5 },
        { _id: paneer.id, packedQuantity: 1 },
      ],
      ['Packed Quantity: Must be 0 or more..!!'],
    ],
    [
      'a fraction of a gram',
      () => [
        { _id: tomato.id, packedQuantity: 0.9995 },
        { _id: paneer.id, packedQuantity: 1 },
      ],
      ['Packed Quantity: At most 3 decimals..!!'],
    ],
    [
      'a quantity that is no number',
      () => [
        { _id: tomato.id, packedQuantity: 'one' },
        { _id: paneer.id, packedQuantity: 1 },
      ],
      ['Packed Quantity: Must be a number..!!'],
    ],
    ['no lines', () => [], ['Items: Give Every Line Of The Order..!!']],
    ['no list', () => 'all', ['Items: Give Every Line Of The Order..!!']],
  ])('is 400 for %s', async (_, items, messages) => {
    const refused = await packOrder(shop, admin.cookie, order._id, items());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect([refused.json().message].flat()).toEqual(messages);
    const now = await orderNow(order._id);
    expect(now).toMatchObject({ amountDue: 130, packedAt: null });
    expect(now.orderItems.map((item) => item.packedQuantity)).toEqual([null, null]);
    expect([await stockOf(shop, tomato.id), await stockOf(shop, paneer.id)]).toEqual([9, 0]);
    expect(await packingEntries(order._id)).toHaveLength(0);
  });

  it('is 409 OUT_OF_STOCK when a heavier line needs more than the shelf holds, naming it', async () => {
    const scarce = await createProduct(shop, { name: 'Saffron Mango', rate: 200, stocks: 1 });
    const mangoes = await orderOf([{ product: scarce, quantity: 1 }]);
    const refused = await packOrder(shop, admin.cookie, mangoes._id, [{ _id: scarce.id, packedQuantity: 1.05 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Sorry, Not Enough Stock For Saffron Mango..!!',
      items: [{ _id: scarce.id, name: 'Saffron Mango', stocks: 0 }],
    });
    expect(await stockOf(shop, scarce.id)).toBe(0);
    expect(await orderNow(mangoes._id)).toMatchObject({ amountDue: 200, packedAt: null, orderItems: [{ packedQuantity: null }] });
    expect(await packingEntries(mangoes._id)).toHaveLength(0);
  });

  it('is 404 for no such order, 400 for a malformed id, 403 for a shopper and 401 for a guest', async () => {
    const items = [{ _id: tomato.id, packedQuantity: 1 }];
    expect((await packOrder(shop, admin.cookie, unknownId, items)).statusCode).toBe(404);
    expect((await packOrder(shop, admin.cookie, 'not-an-id', items)).statusCode).toBe(400);
    expect((await packOrder(shop, asha.cookie, order._id, items)).json()).toMatchObject({ code: 'FORBIDDEN' });
    const guest = await shop.app.inject({ method: 'PUT', url: `/api/admin/orders/${order._id}/packing`, payload: { items } });
    expect(guest.statusCode).toBe(401);
    expect((await orderNow(order._id)).packedAt).toBeNull();
  });
});

describe("the shopper's note and what to do if a product is missing", () => {
  it('are kept with the order as the checkout sends them; a fresh order says remove and has no note', async () => {
    const peas = await createProduct(shop, { name: 'Peas', rate: 80, stocks: 10 });
    const plain = await orderOf([{ product: peas, quantity: 1 }]);
    expect(plain).toMatchObject({ note: null, ifUnavailable: 'remove', packedAt: null, orderItems: [{ packedQuantity: null }] });
    const asked = await orderOf([{ product: peas, quantity: 1 }], { note: '  Green ones please, ring twice  ', ifUnavailable: 'call' });
    expect(asked).toMatchObject({ note: 'Green ones please, ring twice', ifUnavailable: 'call' });
    expect(await orderNow(asked._id)).toMatchObject({ note: 'Green ones please, ring twice', ifUnavailable: 'call' });
    const blank = await orderOf([{ product: peas, quantity: 1 }], { note: '   ' });
    expect(blank.note).toBeNull();
  });

  it('are 400 with the shop’s messages by id: a note over 200 characters, a choice other than remove or call', async () => {
    const peas = await createProduct(shop, { name: 'Snow Peas', rate: 80, stocks: 10 });
    const refused = await placeOrder(
      shop,
      asha.cookie,
      orderBody([{ product: peas, quantity: 1 }], { note: 'x'.repeat(201), ifUnavailable: 'substitute' }),
    );
    expect(refused.statusCode).toBe(400);
    const answer = refused.json();
    expect(answer.message).toEqual(['Note: At most 200 characters..!!', 'If Unavailable: Choose Remove Or Call..!!']);
    expect(answer.messageId).toEqual(['noteTooLong', 'ifUnavailableInvalid']);
    expect(answer.values).toEqual([{ max: 200 }, {}]);
    expect(await stockOf(shop, peas.id)).toBe(10);
  });
});

describe('the weight tolerance setting', () => {
  it('defaults to 10 and takes whole percents from 0 to 50, refusing anything else with a message', async () => {
    const settings = await shop.app.inject({ method: 'GET', url: '/api/settings' });
    expect(settings.json().settings.weightTolerancePercent).toBe(10);
    for (const [value, message] of [
      [-1, 'Weight Tolerance: Must Be 0 Or More..!!'],
      [51, 'Weight Tolerance: At Most 50 Percent..!!'],
      [2.5, 'Weight Tolerance: Whole Percent Only..!!'],
      ['ten', 'Weight Tolerance: Must Be A Number..!!'],
    ] as const) {
      const refused = await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: { weightTolerancePercent: value },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual([message]);
    }
    await saveSettings(shop, admin.cookie, { weightTolerancePercent: 15 });
    expect((await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings.weightTolerancePercent).toBe(15);
    await saveSettings(shop, admin.cookie, { weightTolerancePercent: 10 });
  });
});
