import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '#common/constants.js';
import { orders } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder, shippingInfo } from '../support/orders.js';
import { createProduct, stockOf } from '../support/products.js';
import { fingerprintTables, rowsOf } from '../support/trust.js';

/**
 * Trust case 4 (docs/trust.md): the order rules hold whatever the client sends. The plainer
 * cases live in tests/api/orders.test.ts (userId and tampered rate ignored, tampered total 409,
 * quantity 0 / negative / 4 decimals / "NaN" / "abc" / 1e9 refused, stock) and
 * tests/api/order-status.test.ts (skip, repeat, Delivered final, two admins at once).
 */
let shop: TestShop;
let asha: SignedIn;
let ravi: SignedIn;
let admins: SignedIn[];
beforeAll(async () => {
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
  admins = [];
  for (let i = 0; i < 3; i++) admins.push(await signUp(shop, { role: 'Admin', firstName: `Meera${i}` }));
});
afterAll(() => shop.close());

const sendRaw = (cookie: string, payload: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/user/new/order',
    headers: { cookie, 'content-type': 'application/json' },
    payload,
  });

describe('what the client sends about price and buyer is never used', () => {
  it('ignores forged ids, buyer, status, date, shipping charge, rates, names and images: the order is the server’s', async () => {
    const paneer = await createProduct(shop, { name: 'Paneer', rate: 320, stocks: 10 });
    const forged = {
      ...orderBody([{ product: paneer, quantity: 1.5 }]),
      _id: randomUUID(),
      userId: ravi.user._id,
      user: { _id: ravi.user._id, firstName: 'Ravi', lastName: 'Forged' },
      status: 'Delivered',
      orderDate: '2001-01-01T00:00:00.000Z',
      createdAt: '2001-01-01T00:00:00.000Z',
      shippingCharge: -100,
      totalPaise: 1,
      orderItems: [{ _id: paneer.id, name: 'Free Paneer', quantity: 1000, rate: 0.01 }],
    };
    forged.cartItems[0]!.rate = 0.01;
    forged.cartItems[0]!.name = 'Free Paneer';
    forged.cartItems[0]!.image = 'javascript:alert(1)';
    // The total is the true one: only a wrong total is refused (tests/api/orders.test.ts).
    const response = await placeOrder(shop, asha.cookie, forged);
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order).toMatchObject({
      user: { _id: asha.user._id, firstName: 'Asha', lastName: 'Patil' },
      orderItems: [{ _id: paneer.id, name: 'Paneer', image: paneer.url, quantity: 1.5, rate: 320 }],
      total: 480,
      shippingCharge: 0,
      status: 'Processing',
    });
    expect(order._id).not.toBe(forged._id);
    expect(Date.now() - Date.parse(order.orderDate)).toBeLessThan(60_000);
    const [row] = await shop.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({ userId: asha.user._id, totalPaise: 48_000, status: 'Processing', lastName: 'Patil' });
    expect(await stockOf(shop, paneer.id)).toBe(8.5);
  });

  it('checks the total to the paisa either way, and prices from the current rate only', async () => {
    const milk = await createProduct(shop, { rate: 45.5, stocks: 10, kilogramOption: [0.25, 0.5, 1] });
    for (const total of [34.12, 34.14, 0, 1_000_000]) {
      const response = await placeOrder(shop, asha.cookie, orderBody([{ product: milk, quantity: 0.75 }], { total }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PRICE_CHANGED', items: [{ _id: milk.id, rate: 45.5 }] });
    }
    expect(await stockOf(shop, milk.id)).toBe(10);
    // 45.5 x 0.75 = 34.125, rounded half up to 34.13: the server's sum, whatever form the client wrote it in.
    for (const total of [34.13, '34.13', '34.130']) {
      const response = await placeOrder(shop, asha.cookie, orderBody([{ product: milk, quantity: 0.75 }], { total }));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().order.total).toBe(34.13);
    }
  });
});

describe('hostile quantities are refused with 400 and change nothing', () => {
  // Beyond tests/api/orders.test.ts: every JSON type, number edge and numeric-looking text.
  const quantities: [string, string][] = [
    ['null', 'null'],
    ['true', 'true'],
    ['an empty string', '""'],
    ['a blank string', '" "'],
    ['an array', '[1]'],
    ['an object', '{"value":1}'],
    ['-0', '-0'],
    ['1e-10 (rounds to nothing)', '1e-10'],
    ['0.0004 (rounds to nothing)', '0.0004'],
    ['1000.001 (over the maximum)', '1000.001'],
    ['1e400 (Infinity once parsed)', '1e400'],
    ['-1e400', '-1e400'],
    ['"Infinity"', '"Infinity"'],
    ['"NaN"', '"NaN"'],
    ['"1e3"', '"1e3"'],
    ['"0x10"', '"0x10"'],
    ['"1,5"', '"1,5"'],
    ['"+1"', '"+1"'],
    ['"١" (an Arabic-Indic digit)', '"\\u0661"'],
    ['2^53 + 2', '9007199254740994'],
    ['1e308', '1e308'],
  ];

  it.each(quantities)('refuses a quantity of %s', async (_name, quantity) => {
    const product = await createProduct(shop, { rate: 10, stocks: 5 });
    const before = await fingerprintTables(shop.database);
    // A total of 0 too: a quantity that rounds to nothing must not make a free, empty order.
    const payload = `{"cartItems":[{"id":"${product.id}","quantity":${quantity}}],"shippingInfo":${JSON.stringify(shippingInfo)},"total":0}`;
    const response = await sendRaw(asha.cookie, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(JSON.stringify(response.json().message)).toMatch(/Quantity|Malformed/);
    expect(await fingerprintTables(shop.database)).toEqual(before);
  });

  it.each([
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['undefined', 'undefined'],
  ])('refuses a bare %s, which is not JSON', async (_name, literal) => {
    const product = await createProduct(shop, { rate: 10, stocks: 5 });
    const payload = `{"cartItems":[{"id":"${product.id}","quantity":${literal}}],"shippingInfo":${JSON.stringify(shippingInfo)},"total":10}`;
    const response = await sendRaw(asha.cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: 'Malformed JSON Body..!!' });
    expect(await stockOf(shop, product.id)).toBe(5);
  });
});

describe('stock', () => {
  it('refuses any amount of a product with no stock, and more than a fraction that is left', async () => {
    // Sold by the gram, so a thousandth is a quantity they come in (docs/decisions/0021-order-limits.md).
    const soldOut = await createProduct(shop, { name: 'Jackfruit', rate: 90, stocks: 0, kilogramOption: [0.001, 1] });
    const little = await createProduct(shop, { name: 'Saffron', rate: 500, stocks: 0.4, kilogramOption: [0.001, 0.5] });
    for (const [product, quantity] of [
      [soldOut, 0.001],
      [soldOut, 1],
      [little, 0.401],
      [little, 0.5],
    ] as const) {
      const response = await placeOrder(shop, asha.cookie, orderBody([{ product, quantity }]));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK', items: [{ _id: product.id, stocks: product.stocks }] });
    }
    expect(await stockOf(shop, soldOut.id)).toBe(0);
    expect(await stockOf(shop, little.id)).toBe(0.4);
    expect((await placeOrder(shop, asha.cookie, orderBody([{ product: little, quantity: 0.4 }]))).statusCode).toBe(201);
  });

  it('refuses a cart whose repeated lines add up to more than the stock', async () => {
    const mango = await createProduct(shop, { rate: 100, stocks: 2 });
    const body = orderBody([
      { product: mango, quantity: 1 },
      { product: mango, quantity: 1 },
      { product: mango, quantity: 0.5 },
    ]);
    const response = await placeOrder(shop, asha.cookie, body);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('OUT_OF_STOCK');
    expect(await stockOf(shop, mango.id)).toBe(2);
  });
});

describe('order status steps', () => {
  const setStatus = (id: string, oStatus: string, admin = admins[0]!) =>
    shop.app.inject({ method: 'PUT', url: `/api/user/update/order/${id}`, headers: { cookie: admin.cookie }, payload: { oStatus } });

  /** The owner's way to each status, and where each status may go next (API.md "Order lifecycle"). */
  const WAY_TO: Record<OrderStatus, OrderStatus[]> = {
    Processing: [],
    Shipped: ['Shipped'],
    Delivered: ['Shipped', 'Delivered'],
    Cancelled: ['Cancelled'],
  };
  const MOVES: Record<OrderStatus, OrderStatus[]> = {
    Processing: ['Shipped', 'Cancelled'],
    Shipped: ['Delivered', 'Cancelled'],
    Delivered: [],
    Cancelled: [],
  };

  async function orderAt(status: OrderStatus): Promise<string> {
    const product = await createProduct(shop, { rate: 10, stocks: 1 });
    const id = (await placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 1 }]))).json().order._id as string;
    for (const step of WAY_TO[status]) expect((await setStatus(id, step)).statusCode).toBe(200);
    return id;
  }
  const statusOf = async (id: string) =>
    (await rowsOf<{ status: string }>(shop.database, sql`select status from orders where id = ${id}`))[0]?.status;

  // Every (from, to) pair: only the next step or a cancel before delivery moves; anything else is
  // refused and changes nothing.
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
  it.each(pairs)('from %s to %s', async (from, to) => {
    const id = await orderAt(from);
    const response = await setStatus(id, to);
    if (MOVES[from].includes(to)) {
      expect(response.statusCode).toBe(200);
      expect(await statusOf(id)).toBe(to);
    } else {
      // 'Processing' is never a step to ask for (400); any other wrong step is a conflict (409).
      expect(response.statusCode).toBe(to === 'Processing' ? 400 : 409);
      expect(response.json().code).toBe(to === 'Processing' ? 'VALIDATION' : to === 'Cancelled' ? 'ORDER_NOT_CANCELLABLE' : 'CONFLICT');
      expect(await statusOf(id)).toBe(from);
    }
  });

  it('lets exactly one of ten admins’ simultaneous clicks through, at each step', async () => {
    const id = await orderAt('Processing');
    for (const step of ['Shipped', 'Delivered'] as const) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => setStatus(id, step, admins[i % admins.length])));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
      expect(await statusOf(id)).toBe(step);
    }
  });
});
