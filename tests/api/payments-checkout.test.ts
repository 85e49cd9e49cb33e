import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder, saveSettings, setOrderStatus } from '../support/orders.js';
import { placePaidBy, recordPayment } from '../support/payments.js';
import { createProduct, stockOf as stockLeft } from '../support/products.js';

/**
 * The checkout's payment step (API.md "Getting paid"): the methods the shop takes and the
 * shopper's unpaid exposure. Every shop here starts with the shop's own defaults.
 */
describe('a fresh shop', () => {
  let shop: TestShop;
  let asha: SignedIn;
  beforeAll(async () => {
    shop = await createTestShop(undefined, { settings: {} });
    asha = await signUp(shop);
  });
  afterAll(() => shop.close());

  it('takes cash only, and says so in its settings', async () => {
    const settings = (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings;
    expect(settings).toMatchObject({ paymentMethods: ['Cash'], upiId: '', upiName: '', maxUnpaidAmount: 5000 });
  });

  it('places an order without a payment method exactly as before: Cash, Unpaid, owing its total', async () => {
    const rice = await createProduct(shop, { rate: 62.5, stocks: 100 });
    const order = await placePaidBy(shop, asha, rice, 1.5);
    expect(order).toMatchObject({
      total: 93.75,
      amountDue: 93.75,
      paymentMethod: 'Cash',
      payment: { status: 'Unpaid', method: null, reference: null, paidAt: null, refundedAt: null, reportedReference: null },
    });
    const mine = (await shop.app.inject({ method: 'GET', url: '/api/user/my/orders', headers: { cookie: asha.cookie } })).json();
    expect(mine.myOrders[0]).toMatchObject({ _id: order._id, paymentMethod: 'Cash', amountDue: 93.75, payment: { status: 'Unpaid' } });
    const [row] = await shop.database.db.select({ due: orders.amountDuePaise }).from(orders).where(eq(orders.id, order._id));
    expect(row?.due).toBe(9375);
  });

  it('refuses UPI and Credit with 409 PAYMENT_METHOD_UNAVAILABLE, taking nothing', async () => {
    const dal = await createProduct(shop, { rate: 120, stocks: 10 });
    for (const paymentMethod of ['UPI', 'Credit']) {
      const refused = await placeOrder(shop, asha.cookie, orderBody([{ product: dal, quantity: 1 }], { paymentMethod }));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'PAYMENT_METHOD_UNAVAILABLE',
        messageId: 'paymentMethodUnavailable',
        values: { method: paymentMethod },
      });
    }
    const [row] = await shop.database.db.select({ n: orders.id }).from(orders).where(eq(orders.paymentMethod, 'UPI'));
    expect(row).toBeUndefined();
  });

  it('refuses an unknown payment method with 400', async () => {
    const dal = await createProduct(shop, { rate: 120, stocks: 10 });
    const refused = await placeOrder(shop, asha.cookie, orderBody([{ product: dal, quantity: 1 }], { paymentMethod: 'Cheque' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(['Payment Method: Choose Cash, UPI Or Credit..!!']);
  });
});

describe('a shop that takes UPI', () => {
  let shop: TestShop;
  let admin: SignedIn;
  beforeAll(async () => {
    shop = await createTestShop(undefined, { settings: { maxOpenOrders: 0 } });
    admin = await signUp(shop, { role: 'Admin' });
    await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash', 'UPI'], upiId: 'sharmastores@okaxis', maxUnpaidAmount: 100 });
  });
  afterAll(() => shop.close());

  it('places a UPI order, Unpaid until the owner records it', async () => {
    const asha = await signUp(shop);
    const milk = await createProduct(shop, { rate: 30, stocks: 10 });
    const order = await placePaidBy(shop, asha, milk, 1, 'UPI');
    expect(order).toMatchObject({ paymentMethod: 'UPI', amountDue: 30, payment: { status: 'Unpaid' } });
  });

  it('still refuses Credit while no shopper has credit', async () => {
    await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash', 'UPI', 'Credit'] });
    const asha = await signUp(shop);
    const milk = await createProduct(shop, { rate: 30, stocks: 10 });
    const refused = await placeOrder(shop, asha.cookie, orderBody([{ product: milk, quantity: 1 }], { paymentMethod: 'Credit' }));
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
    await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash', 'UPI'] });
  });

  it("adds up the shopper's open unpaid Cash and UPI orders against maxUnpaidAmount", async () => {
    const asha = await signUp(shop);
    const ravi = await signUp(shop, { firstName: 'Ravi' });
    const atta = await createProduct(shop, { rate: 40, stocks: 100 });
    await placePaidBy(shop, asha, atta, 1);
    await placePaidBy(shop, asha, atta, 1, 'UPI');
    // 80 unpaid: another 40 would be 120, past 100.
    const refused = await placeOrder(shop, asha.cookie, orderBody([{ product: atta, quantity: 1 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'UNPAID_LIMIT',
      messageId: 'unpaidLimit',
      values: { unpaid: '₹ 80', limit: '₹ 100' },
    });
    // Up to the limit exactly is allowed; another shopper has their own limit.
    await placePaidBy(shop, asha, atta, 0.5);
    await placePaidBy(shop, ravi, atta, 2.5);
    expect(await stockLeft(shop, atta.id)).toBe(100 - 1 - 1 - 0.5 - 2.5);
  });

  it('counts neither paid, delivered nor cancelled orders', async () => {
    const asha = await signUp(shop);
    const atta = await createProduct(shop, { rate: 100, stocks: 100 });
    const paid = await placePaidBy(shop, asha, atta, 1);
    expect((await placeOrder(shop, asha.cookie, orderBody([{ product: atta, quantity: 1 }]))).json().code).toBe('UNPAID_LIMIT');
    expect((await recordPayment(shop, admin.cookie, paid._id, { method: 'UPI' })).statusCode).toBe(200);
    const delivered = await placePaidBy(shop, asha, atta, 1);
    await setOrderStatus(shop, admin.cookie, delivered._id, 'Shipped');
    await setOrderStatus(shop, admin.cookie, delivered._id, 'Delivered');
    const cancelled = await placePaidBy(shop, asha, atta, 1);
    await setOrderStatus(shop, admin.cookie, cancelled._id, 'Cancelled');
    await placePaidBy(shop, asha, atta, 1);
  });

  it('refuses an order that alone passes the limit', async () => {
    const asha = await signUp(shop);
    const ghee = await createProduct(shop, { rate: 150, stocks: 10 });
    const refused = await placeOrder(shop, asha.cookie, orderBody([{ product: ghee, quantity: 1 }], { paymentMethod: 'UPI' }));
    expect(refused.json()).toMatchObject({ code: 'UNPAID_LIMIT', values: { unpaid: '₹ 0', limit: '₹ 100' } });
    expect(await stockLeft(shop, ghee.id)).toBe(10);
  });

  it('makes exactly the orders the limit allows when 12 arrive at once', async () => {
    await saveSettings(shop, admin.cookie, { maxUnpaidAmount: 250 });
    const asha = await signUp(shop);
    // A product each, so no product's lock lines the checkouts up: only the shopper's hold does.
    const oils = await Promise.all(Array.from({ length: 12 }, () => createProduct(shop, { rate: 60, stocks: 10 })));
    const responses = await Promise.all(
      oils.map((oil, i) =>
        placeOrder(shop, asha.cookie, orderBody([{ product: oil, quantity: 1 }], { paymentMethod: i % 2 ? 'UPI' : 'Cash' })),
      ),
    );
    const codes = responses.map((r) => (r.statusCode === 201 ? 'placed' : r.json().code));
    // 4 × 60 = 240 fits within 250; a fifth would be 300.
    expect(codes.filter((c) => c === 'placed')).toHaveLength(4);
    expect(codes.filter((c) => c === 'UNPAID_LIMIT')).toHaveLength(8);
    const left = await Promise.all(oils.map((oil) => stockLeft(shop, oil.id)));
    expect(left.reduce((sum, stocks) => sum + stocks, 0)).toBe(12 * 10 - 4);
    await saveSettings(shop, admin.cookie, { maxUnpaidAmount: 100 });
  });

  it('places any number of unpaid orders with a limit of 0', async () => {
    await saveSettings(shop, admin.cookie, { maxUnpaidAmount: 0 });
    const asha = await signUp(shop);
    const oil = await createProduct(shop, { rate: 600, stocks: 100 });
    for (let i = 0; i < 3; i++) await placePaidBy(shop, asha, oil, 1);
    await saveSettings(shop, admin.cookie, { maxUnpaidAmount: 100 });
  });

  it('treats a key reused for another way to pay as another order', async () => {
    await saveSettings(shop, admin.cookie, { maxUnpaidAmount: 0 });
    const asha = await signUp(shop);
    const oil = await createProduct(shop, { rate: 60, stocks: 100 });
    const body = orderBody([{ product: oil, quantity: 1 }]);
    const headers = { 'idempotency-key': 'pay-key-1' };
    expect((await placeOrder(shop, asha.cookie, body, headers)).statusCode).toBe(201);
    const again = await placeOrder(shop, asha.cookie, body, headers);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const otherWay = await placeOrder(shop, asha.cookie, { ...body, paymentMethod: 'UPI' }, headers);
    expect(otherWay.statusCode).toBe(422);
    await saveSettings(shop, admin.cookie, { maxUnpaidAmount: 100 });
  });
});
