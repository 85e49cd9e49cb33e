import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { giveCredit, openShopTakingCredit, payKhata, setCreditLimit } from '../support/khata.js';
import { orderBody, placeOrder, saveSettings, setOrderStatus } from '../support/orders.js';
import { placePaidBy } from '../support/payments.js';
import { createProduct, stockOf } from '../support/products.js';

/**
 * Credit limits and Credit at checkout (API.md "Getting paid"; decision 0048): the owner gives a
 * shopper credit, and a Credit order is refused when the shopper's balance, their Credit orders
 * on their way and this one would pass it, whatever the number of checkouts at once.
 */
describe('credit limits', () => {
  let shop: TestShop;
  let admin: SignedIn;
  beforeAll(async () => {
    shop = await createTestShop();
    admin = await signUp(shop, { role: 'Admin' });
  });
  afterAll(() => shop.close());

  it('is 0 for a new account, and is set by the owner in rupees, kept in paise, with an audit entry', async () => {
    const asha = await signUp(shop);
    expect(asha.user.creditLimit).toBe(0);
    const saved = await setCreditLimit(shop, admin.cookie, asha.user._id, { creditLimit: 1500.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({ _id: asha.user._id, creditLimit: 1500.5 });
    const [row] = await shop.database.db.select({ paise: users.creditLimitPaise }).from(users).where(eq(users.id, asha.user._id));
    expect(row?.paise).toBe(150050);
    const [entry] = await shop.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.credit')).orderBy(desc(auditLog.at));
    expect(entry).toMatchObject({ actorId: admin.user._id, target: `user:${asha.user._id}` });
    expect(entry?.detail).toMatchObject({ before: { creditLimit: 0 }, after: { creditLimit: 1500.5 } });
  });

  it("is in the shopper's own answer and the owner's users list", async () => {
    const asha = await signUp(shop);
    await giveCredit(shop, admin.cookie, asha.user._id, 700);
    const own = await shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie: asha.cookie } });
    expect(own.json().user.creditLimit).toBe(700);
    const list = await shop.app.inject({ method: 'GET', url: '/api/user/admin/user', headers: { cookie: admin.cookie } });
    const listed = list.json().AllUsers.find((u: { _id: string }) => u._id === asha.user._id);
    expect(listed.creditLimit).toBe(700);
  });

  it('refuses a negative, non-numeric or missing limit with 400, an unknown account with 404, a shopper with 403', async () => {
    const asha = await signUp(shop);
    for (const payload of [{ creditLimit: -1 }, { creditLimit: 'lots' }, {}, { creditLimit: 10.555 }]) {
      const refused = await setCreditLimit(shop, admin.cookie, asha.user._id, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message.join(' ')).toMatch(/^Credit Limit: /);
    }
    const unknown = await setCreditLimit(shop, admin.cookie, '00000000-0000-4000-8000-000000000000', { creditLimit: 10 });
    expect(unknown.statusCode).toBe(404);
    const itself = await setCreditLimit(shop, asha.cookie, asha.user._id, { creditLimit: 10000 });
    expect(itself.statusCode).toBe(403);
    const [row] = await shop.database.db.select({ paise: users.creditLimitPaise }).from(users).where(eq(users.id, asha.user._id));
    expect(row?.paise).toBe(0);
  });
});

describe('Credit at checkout', () => {
  let shop: TestShop;
  let admin: SignedIn;
  beforeAll(async () => {
    ({ shop, admin } = await openShopTakingCredit());
  });
  afterAll(() => shop.close());

  it('refuses Credit to a shopper without credit, and when the shop does not take it, with 409 PAYMENT_METHOD_UNAVAILABLE', async () => {
    const asha = await signUp(shop);
    const dal = await createProduct(shop, { rate: 100, stocks: 10 });
    const noCredit = await placeOrder(shop, asha.cookie, orderBody([{ product: dal, quantity: 1 }], { paymentMethod: 'Credit' }));
    expect(noCredit.statusCode).toBe(409);
    expect(noCredit.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE', values: { method: 'Credit' } });
    await giveCredit(shop, admin.cookie, asha.user._id, 1000);
    await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash'] });
    const notTaken = await placeOrder(shop, asha.cookie, orderBody([{ product: dal, quantity: 1 }], { paymentMethod: 'Credit' }));
    expect(notTaken.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
    await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash', 'Credit'] });
    expect(await stockOf(shop, dal.id)).toBe(10);
  });

  it('places a Credit order within the limit: Credit, Unpaid, owing its total', async () => {
    const asha = await signUp(shop);
    await giveCredit(shop, admin.cookie, asha.user._id, 500);
    const rice = await createProduct(shop, { rate: 120, stocks: 10 });
    const order = await placePaidBy(shop, asha, rice, 2, 'Credit');
    expect(order).toMatchObject({ paymentMethod: 'Credit', amountDue: 240, payment: { status: 'Unpaid' } });
  });

  it('adds up the balance, the open Credit orders and this one against the limit: 409 CREDIT_LIMIT past it', async () => {
    const asha = await signUp(shop);
    await giveCredit(shop, admin.cookie, asha.user._id, 500);
    const oil = await createProduct(shop, { rate: 100, stocks: 100 });
    const delivered = await placePaidBy(shop, asha, oil, 2, 'Credit');
    await setOrderStatus(shop, admin.cookie, delivered._id, 'Shipped');
    await setOrderStatus(shop, admin.cookie, delivered._id, 'Delivered');
    await placePaidBy(shop, asha, oil, 2, 'Credit');
    // 200 on the khata + 200 on the way: another 150 would be 550, past 500.
    const refused = await placeOrder(shop, asha.cookie, orderBody([{ product: oil, quantity: 1.5 }], { paymentMethod: 'Credit' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CREDIT_LIMIT',
      messageId: 'creditLimit',
      values: { owed: '₹ 400', limit: '₹ 500' },
    });
    // Up to the limit exactly is allowed; Cash orders are not counted.
    await placePaidBy(shop, asha, oil, 1, 'Credit');
    await placePaidBy(shop, asha, oil, 3);
    expect(await stockOf(shop, oil.id)).toBe(100 - 2 - 2 - 1 - 3);
    // A payment on the khata makes room again.
    expect((await payKhata(shop, admin.cookie, asha.user._id, { amount: 150, method: 'Cash' })).statusCode).toBe(201);
    await placePaidBy(shop, asha, oil, 1.5, 'Credit');
  });

  it('counts neither cancelled Credit orders nor another shopper', async () => {
    const asha = await signUp(shop);
    const ravi = await signUp(shop, { firstName: 'Ravi' });
    await giveCredit(shop, admin.cookie, asha.user._id, 100);
    await giveCredit(shop, admin.cookie, ravi.user._id, 100);
    const ghee = await createProduct(shop, { rate: 100, stocks: 10 });
    const cancelled = await placePaidBy(shop, asha, ghee, 1, 'Credit');
    await setOrderStatus(shop, admin.cookie, cancelled._id, 'Cancelled');
    await placePaidBy(shop, asha, ghee, 1, 'Credit');
    await placePaidBy(shop, ravi, ghee, 1, 'Credit');
  });

  it('refuses an order that alone passes the limit, taking nothing', async () => {
    const asha = await signUp(shop);
    await giveCredit(shop, admin.cookie, asha.user._id, 100);
    const ghee = await createProduct(shop, { rate: 150, stocks: 10 });
    const refused = await placeOrder(shop, asha.cookie, orderBody([{ product: ghee, quantity: 1 }], { paymentMethod: 'Credit' }));
    expect(refused.json()).toMatchObject({ code: 'CREDIT_LIMIT', values: { owed: '₹ 0', limit: '₹ 100' } });
    expect(await stockOf(shop, ghee.id)).toBe(10);
  });

  it('makes exactly the orders the limit allows when 12 arrive at once', async () => {
    const asha = await signUp(shop);
    await giveCredit(shop, admin.cookie, asha.user._id, 250);
    // A product each, so no product's lock lines the checkouts up: only the shopper's hold does.
    const oils = await Promise.all(Array.from({ length: 12 }, () => createProduct(shop, { rate: 60, stocks: 10 })));
    const responses = await Promise.all(
      oils.map((oil) => placeOrder(shop, asha.cookie, orderBody([{ product: oil, quantity: 1 }], { paymentMethod: 'Credit' }))),
    );
    const codes = responses.map((r) => (r.statusCode === 201 ? 'placed' : r.json().code));
    // 4 × 60 = 240 fits within 250; a fifth would be 300.
    expect(codes.filter((c) => c === 'placed')).toHaveLength(4);
    expect(codes.filter((c) => c === 'CREDIT_LIMIT')).toHaveLength(8);
    const left = await Promise.all(oils.map((oil) => stockOf(shop, oil.id)));
    expect(left.reduce((sum, stocks) => sum + stocks, 0)).toBe(12 * 10 - 4);
  });
});
