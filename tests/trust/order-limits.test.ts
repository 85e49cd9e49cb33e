import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#common/schemas/catalog.js';
import { SETTINGS_DEFAULTS } from '#common/schemas/settings.js';
import { orders } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct, sendForm } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder, saveSettings } from '../support/orders.js';
import type { TestProduct } from '../support/products.js';
import { fingerprintTables } from '../support/trust.js';

/**
 * Guards against abuse (API.md): one order takes at most so much of a product, in the quantities
 * the product is sold in, and one shopper has at most so many orders on their way. The shop runs
 * with its own defaults here (20 of a product, 5 open orders), not the test shops' lifted limit.
 */
let shop: TestShop;
let admin: SignedIn;
let category: string;
beforeAll(async () => {
  shop = await createTestShop(undefined, { settings: {} });
  admin = await signUp(shop, { role: 'Admin' });
  category = (await addCategory(shop, admin.cookie))._id;
});
afterAll(() => shop.close());

const asLine = (product: Product): TestProduct => ({
  id: product._id,
  name: product.name,
  rate: product.rate,
  stocks: product.stocks,
  imageKey: '',
  url: product.url,
});

/** A product added through the admin form, as its order lines name it. */
async function product(fields: Partial<Parameters<typeof addProduct>[2]> = {}) {
  const added = await addProduct(shop, admin.cookie, {
    category,
    name: `Item ${randomUUID().slice(0, 6)}`,
    rate: 10,
    stocks: 5000,
    ...fields,
  });
  return { added, line: asLine(added) };
}

const order = (shopper: SignedIn, lines: { product: TestProduct; quantity: number }[], headers: Record<string, string> = {}) =>
  placeOrder(shop, shopper.cookie, orderBody(lines), headers);

const setStatus = (id: string, oStatus: string) =>
  shop.app.inject({ method: 'PUT', url: `/api/user/update/order/${id}`, headers: { cookie: admin.cookie }, payload: { oStatus } });

const productAnswer = async (id: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${id}` })).json().product as Product;

describe('what one order takes of a product', () => {
  it('adds up three cart lines of 1000 of one product and refuses them as one order over the limit, taking nothing', async () => {
    const { line } = await product({ name: 'Onion' });
    const shopper = await signUp(shop);
    const before = await fingerprintTables(shop.database);
    const response = await order(shopper, [
      { product: line, quantity: 1000 },
      { product: line, quantity: 1000 },
      { product: line, quantity: 1000 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'QUANTITY_LIMIT',
      message: 'Sorry, One Order Takes At Most 20 Kg Of Onion..!!',
      messageId: 'quantityLimit',
      values: { limits: '20 Kg Of Onion' },
      items: [{ _id: line.id, name: 'Onion', maxPerOrder: 20 }],
    });
    expect(await fingerprintTables(shop.database)).toEqual(before);
  });

  it('adds up lines under the limit one by one: 10 + 11 is refused, 10 + 10 is taken', async () => {
    const { line } = await product({ kilogramOption: [1] });
    const shopper = await signUp(shop);
    const over = await order(shopper, [
      { product: line, quantity: 10 },
      { product: line, quantity: 11 },
    ]);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'QUANTITY_LIMIT', items: [{ _id: line.id, maxPerOrder: 20 }] });
    expect((await productAnswer(line.id)).stocks).toBe(5000);
    const atLimit = await order(shopper, [
      { product: line, quantity: 10 },
      { product: line, quantity: 10 },
    ]);
    expect(atLimit.statusCode, atLimit.body).toBe(201);
    expect((await productAnswer(line.id)).stocks).toBe(4980);
  });

  it('names every product over its limit in one refusal, and none that is within it', async () => {
    const { line: rice } = await product({ name: 'Rice', kilogramOption: [1] });
    const { line: dal } = await product({ name: 'Dal', kilogramOption: [0.5, 1], max_per_order: 5 });
    const { line: salt } = await product({ name: 'Salt', kilogramOption: [1] });
    const response = await order(await signUp(shop), [
      { product: rice, quantity: 25 },
      { product: salt, quantity: 2 },
      { product: dal, quantity: 5.5 },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'QUANTITY_LIMIT',
      message: 'Sorry, One Order Takes At Most 20 Kg Of Rice, 5 Kg Of Dal..!!',
      items: [
        { _id: rice.id, name: 'Rice', maxPerOrder: 20 },
        { _id: dal.id, name: 'Dal', maxPerOrder: 5 },
      ],
    });
  });

  it("holds a product to its own maxPerOrder, else to the shop's maxQuantityPerProduct, as the owner changes it", async () => {
    const { added: eggs, line: eggsLine } = await product({ name: 'Eggs', unit: 'Dozen', kilogramOption: [1, 2], max_per_order: 3 });
    const { line: potato } = await product({ name: 'Potato', kilogramOption: [0.5, 1] });
    expect(eggs.maxPerOrder).toBe(3);
    expect((await productAnswer(potato.id)).maxPerOrder).toBeNull();
    const shopper = await signUp(shop);

    const eggsOver = await order(shopper, [{ product: eggsLine, quantity: 4 }]);
    expect(eggsOver.json()).toMatchObject({ code: 'QUANTITY_LIMIT', items: [{ _id: eggsLine.id, maxPerOrder: 3 }] });
    expect((await order(shopper, [{ product: potato, quantity: 20.5 }])).json()).toMatchObject({
      code: 'QUANTITY_LIMIT',
      items: [{ _id: potato.id, maxPerOrder: 20 }],
    });

    await saveSettings(shop, admin.cookie, { maxQuantityPerProduct: 50 });
    try {
      // The product's own limit stays below the shop's, lower or higher.
      expect((await order(shopper, [{ product: eggsLine, quantity: 4 }])).statusCode).toBe(409);
      expect((await order(shopper, [{ product: potato, quantity: 50 }])).statusCode).toBe(201);
      expect((await order(shopper, [{ product: potato, quantity: 50.5 }])).json()).toMatchObject({
        code: 'QUANTITY_LIMIT',
        items: [{ maxPerOrder: 50 }],
      });
      expect((await order(shopper, [{ product: eggsLine, quantity: 3 }])).statusCode).toBe(201);
    } finally {
      await saveSettings(shop, admin.cookie, { maxQuantityPerProduct: SETTINGS_DEFAULTS.maxQuantityPerProduct });
    }
  });

  it('keeps, clears and refuses a product limit through the admin form', async () => {
    const { added } = await product({ kilogramOption: [0.5, 1], max_per_order: 4 });
    const save = (fields: Record<string, string | number>) =>
      sendForm(
        shop,
        'PUT',
        `/api/product/update/${added._id}`,
        { name: added.name, unit: 'Kg', rate: 10, stocks: 5000, category, kilogramOption: [0.5, 1], ...fields },
        admin.cookie,
      );
    // Left out (an older client): kept.
    expect((await save({})).json().product.maxPerOrder).toBe(4);
    expect((await save({ max_per_order: '2.5' })).json().product.maxPerOrder).toBe(2.5);
    // Below the smallest option nothing could be ordered; 0 is no quantity at all.
    for (const [value, message] of [
      ['0.25', 'Max Per Order: At least the smallest weight option, 0.5..!!'],
      ['0', 'Max Per Order: Must be more than 0..!!'],
      ['1000.5', 'Max Per Order: Must be at most 1000..!!'],
    ] as const) {
      const refused = await save({ max_per_order: value });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', message: [message] });
    }
    expect((await productAnswer(added._id)).maxPerOrder).toBe(2.5);
    // Empty: the shop's applies.
    expect((await save({ max_per_order: '' })).json().product.maxPerOrder).toBeNull();
  });
});

describe('the quantities a product is sold in', () => {
  it('refuses 0.001 of a product sold by the dozen and 0.75 of one sold in halves with 400, taking nothing', async () => {
    const { line: dozen } = await product({ name: 'Bananas', unit: 'Dozen', kilogramOption: [1, 2] });
    const { line: halves } = await product({ name: 'Tomato', kilogramOption: [0.5, 1] });
    const shopper = await signUp(shop);
    const before = await fingerprintTables(shop.database);
    for (const [line, quantity, message] of [
      [dozen, 0.001, 'Quantity: Bananas Is Sold In 1, 2 Dozen Or Multiples Of 1, Not 0.001..!!'],
      [halves, 0.75, 'Quantity: Tomato Is Sold In 0.5, 1 Kg Or Multiples Of 0.5, Not 0.75..!!'],
      [dozen, 1.5, 'Quantity: Bananas Is Sold In 1, 2 Dozen Or Multiples Of 1, Not 1.5..!!'],
    ] as const) {
      const response = await order(shopper, [{ product: line, quantity }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'VALIDATION', message: [message] });
    }
    expect(await fingerprintTables(shop.database)).toEqual(before);
  });

  it('takes an option or a whole multiple of the smallest option, checked on the lines added up', async () => {
    const { line: dozen } = await product({ unit: 'Dozen', kilogramOption: [1, 2] });
    const { line: halves } = await product({ kilogramOption: [0.5, 1] });
    const { line: odd } = await product({ kilogramOption: [0.25, 0.6] });
    const shopper = await signUp(shop);
    expect((await order(shopper, [{ product: dozen, quantity: 3 }])).statusCode).toBe(201);
    expect((await order(shopper, [{ product: halves, quantity: 2.5 }])).statusCode).toBe(201);
    // 0.6 is an option though not a multiple of 0.25; two lines of 0.25 make 0.5, a whole option.
    const mixed = await order(shopper, [
      { product: odd, quantity: 0.6 },
      { product: halves, quantity: 0.5 },
    ]);
    expect(mixed.statusCode, mixed.body).toBe(201);
    const added = await order(shopper, [
      { product: halves, quantity: 0.25 },
      { product: halves, quantity: 0.25 },
    ]);
    expect(added.statusCode, added.body).toBe(201);
  });

  it('refuses an order whose total comes to nothing', async () => {
    const { line } = await product({ name: 'Clove', rate: 0.01, kilogramOption: [0.001] });
    const response = await order(await signUp(shop), [{ product: line, quantity: 0.001 }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: ['Total: Must be more than 0..!!'] });
    expect((await productAnswer(line.id)).stocks).toBe(5000);
  });
});

describe('orders on their way, per shopper', () => {
  /** The shopper's orders in the database, by status. */
  const ordersOf = async (shopper: SignedIn) =>
    shop.database.db.select({ id: orders.id, status: orders.status }).from(orders).where(eq(orders.userId, shopper.user._id));

  it('lets exactly 3 of 12 parallel orders through with maxOpenOrders 3, taking stock for those 3 only', async ({ task }) => {
    await saveSettings(shop, admin.cookie, { maxOpenOrders: 3 });
    try {
      const { line } = await product({ stocks: 100, kilogramOption: [1] });
      const shopper = await signUp(shop);
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => order(shopper, [{ product: line, quantity: 1 }], { 'idempotency-key': randomUUID() })),
      );
      task.meta.figures = { 'burst ms': Math.round(performance.now() - started) };
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(statuses.filter((s) => s === 409)).toHaveLength(9);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json()).toEqual({
          success: false,
          code: 'TOO_MANY_OPEN_ORDERS',
          message:
            'You Already Have 3 Orders On Their Way, The Most The Shop Takes At Once. Please Wait Until One Is Delivered, Or Cancel One..!!',
          messageId: 'tooManyOpenOrders',
          values: { count: 3 },
        });
      }
      expect(await ordersOf(shopper)).toHaveLength(3);
      expect((await productAnswer(line.id)).stocks).toBe(97);
    } finally {
      await saveSettings(shop, admin.cookie, { maxOpenOrders: SETTINGS_DEFAULTS.maxOpenOrders });
    }
  });

  it('refuses the sixth open order by default, and counts another shopper apart', async () => {
    const { line } = await product({ kilogramOption: [1] });
    const shopper = await signUp(shop);
    for (let i = 0; i < 5; i++) expect((await order(shopper, [{ product: line, quantity: 1 }])).statusCode).toBe(201);
    const before = await fingerprintTables(shop.database);
    const sixth = await order(shopper, [{ product: line, quantity: 1 }]);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('TOO_MANY_OPEN_ORDERS');
    expect(await fingerprintTables(shop.database)).toEqual(before);
    expect((await order(await signUp(shop), [{ product: line, quantity: 1 }])).statusCode).toBe(201);
  });

  it('no longer counts a Delivered or a Cancelled order, and still counts a Shipped one', async () => {
    await saveSettings(shop, admin.cookie, { maxOpenOrders: 2 });
    try {
      const { line } = await product({ kilogramOption: [1] });
      const shopper = await signUp(shop);
      const place = () => order(shopper, [{ product: line, quantity: 1 }]);
      const first = (await place()).json().order._id as string;
      const second = (await place()).json().order._id as string;
      expect((await place()).json().code).toBe('TOO_MANY_OPEN_ORDERS');

      expect((await setStatus(first, 'Shipped')).statusCode).toBe(200);
      expect((await place()).json().code).toBe('TOO_MANY_OPEN_ORDERS');
      expect((await setStatus(first, 'Delivered')).statusCode).toBe(200);
      const third = await place();
      expect(third.statusCode, third.body).toBe(201);
      expect((await place()).json().code).toBe('TOO_MANY_OPEN_ORDERS');

      const cancel = await shop.app.inject({
        method: 'PUT',
        url: `/api/user/my/order/${second}/cancel`,
        headers: { cookie: shopper.cookie },
        payload: {},
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect((await place()).statusCode).toBe(201);
      const open = (await ordersOf(shopper)).filter((o) => o.status === 'Processing' || o.status === 'Shipped');
      expect(open).toHaveLength(2);
    } finally {
      await saveSettings(shop, admin.cookie, { maxOpenOrders: SETTINGS_DEFAULTS.maxOpenOrders });
    }
  });

  it('replays a retried order at the limit instead of refusing it', async () => {
    await saveSettings(shop, admin.cookie, { maxOpenOrders: 1 });
    try {
      const { line } = await product({ kilogramOption: [1] });
      const shopper = await signUp(shop);
      const key = { 'idempotency-key': randomUUID() };
      const first = await order(shopper, [{ product: line, quantity: 1 }], key);
      expect(first.statusCode).toBe(201);
      const retry = await order(shopper, [{ product: line, quantity: 1 }], key);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json().order._id).toBe(first.json().order._id);
    } finally {
      await saveSettings(shop, admin.cookie, { maxOpenOrders: SETTINGS_DEFAULTS.maxOpenOrders });
    }
  });

  it('limits nothing with maxOpenOrders 0', async () => {
    await saveSettings(shop, admin.cookie, { maxOpenOrders: 0 });
    try {
      const { line } = await product({ kilogramOption: [1] });
      const shopper = await signUp(shop);
      const answers = await Promise.all(Array.from({ length: 8 }, () => order(shopper, [{ product: line, quantity: 1 }])));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
      const ids = answers.map((a) => a.json().order._id as string);
      const placed = await shop.database.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, shopper.user._id), inArray(orders.id, ids)));
      expect(placed).toHaveLength(8);
    } finally {
      await saveSettings(shop, admin.cookie, { maxOpenOrders: SETTINGS_DEFAULTS.maxOpenOrders });
    }
  });

  it('answers both settings with their defaults, and refuses a negative or fractional open-orders limit', async () => {
    // The shop's settings are read at GET /api/settings (the owner's too) and saved at PUT /api/admin/settings.
    for (const cookie of [undefined, admin.cookie]) {
      const read = await shop.app.inject({ method: 'GET', url: '/api/settings', headers: cookie ? { cookie } : {} });
      expect(read.json().settings).toMatchObject({ maxQuantityPerProduct: 20, maxOpenOrders: 5 });
    }
    const saved = await shop.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { shopName: 'Sangli Greens' },
    });
    expect(saved.json().settings).toMatchObject({ maxQuantityPerProduct: 20, maxOpenOrders: 5 });
    for (const change of [{ maxOpenOrders: -1 }, { maxOpenOrders: 1.5 }, { maxQuantityPerProduct: 0 }]) {
      const refused = await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: change,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION');
    }
  });
});
