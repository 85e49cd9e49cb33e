import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, khataEntries, mailOutbox, users } from '#server/db/schema.js';
import type { TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { getAs, giveCredit, openShopTakingCredit, owingShopper, payKhata } from '../support/khata.js';
import { setOrderStatus } from '../support/orders.js';
import { placePaidBy } from '../support/payments.js';
import { createProduct } from '../support/products.js';

/**
 * The khata (API.md "Getting paid"; decision 0048): delivered Credit orders enter it, payments
 * take it down, never below nothing; the shopper reads their own, the owner everyone's.
 */
describe('the khata', () => {
  let shop: TestShop;
  let admin: SignedIn;
  beforeAll(async () => {
    ({ shop, admin } = await openShopTakingCredit());
  });
  afterAll(() => shop.close());

  const owing = (limit: number, rupees: number, firstName?: string) => owingShopper(shop, admin, limit, rupees, firstName);

  it('takes a delivered Credit order in as an order entry, the order OnCredit', async () => {
    const { shopper, order, product } = await owing(1000, 240.5);
    const mine = await getAs(shop, shopper.cookie, '/api/user/my/khata');
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ success: true, limit: 1000, balance: 240.5, onOrder: 0, available: 759.5 });
    expect(mine.body.entries).toEqual([
      expect.objectContaining({ kind: 'order', orderId: order._id, orderNumber: order.orderNumber, amount: 240.5, balance: 240.5 }),
    ]);
    const seen = await getAs(shop, shopper.cookie, '/api/user/my/orders');
    expect(seen.body.myOrders.find((o: { _id: string }) => o._id === order._id)).toMatchObject({ payment: { status: 'OnCredit' } });
    // A second Credit order shipped but not delivered is not on the khata yet; it takes its part
    // of the credit still free, as the checkout counts it.
    const open = await placePaidBy(shop, shopper, product, 1, 'Credit');
    await setOrderStatus(shop, admin.cookie, open._id, 'Shipped');
    expect((await getAs(shop, shopper.cookie, '/api/user/my/khata')).body).toMatchObject({
      balance: 240.5,
      onOrder: 240.5,
      available: 519,
    });
    // The owner reads the same figures; a limit lowered below what is owed leaves nothing free, never less.
    await giveCredit(shop, admin.cookie, shopper.user._id, 300);
    expect((await getAs(shop, admin.cookie, `/api/admin/khata/${shopper.user._id}`)).body).toMatchObject({
      limit: 300,
      balance: 240.5,
      onOrder: 240.5,
      available: 0,
    });
    const [row] = await shop.database.db.select().from(khataEntries).where(eq(khataEntries.orderId, order._id));
    expect(row).toMatchObject({ amountPaise: 24050, balancePaise: 24050 });
  });

  it('never takes in a cancelled Credit order, nor a Credit order paid at the door', async () => {
    const shopper = await signUp(shop);
    await giveCredit(shop, admin.cookie, shopper.user._id, 1000);
    const dal = await createProduct(shop, { rate: 100, stocks: 10 });
    const cancelled = await placePaidBy(shop, shopper, dal, 1, 'Credit');
    await setOrderStatus(shop, admin.cookie, cancelled._id, 'Shipped');
    await setOrderStatus(shop, admin.cookie, cancelled._id, 'Cancelled');
    const paid = await placePaidBy(shop, shopper, dal, 1, 'Credit');
    await setOrderStatus(shop, admin.cookie, paid._id, 'Shipped');
    const delivered = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${paid._id}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Delivered', payment: { method: 'Cash' } },
    });
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json().Order.payment.status).toBe('Paid');
    const mine = await getAs(shop, shopper.cookie, '/api/user/my/khata');
    expect(mine.body).toMatchObject({ balance: 0, entries: [] });
  });

  it('records a payment: 201 with the entry and the balance, running balances newest first, an audit entry', async () => {
    const { shopper } = await owing(1000, 500);
    const paid = await payKhata(shop, admin.cookie, shopper.user._id, { amount: 120.25, method: 'UPI', reference: ' 412345678901 ' });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      success: true,
      balance: 379.75,
      entry: { kind: 'payment', amount: 120.25, balance: 379.75, method: 'UPI', reference: '412345678901', orderId: null },
    });
    await payKhata(shop, admin.cookie, shopper.user._id, { amount: 79.75, method: 'Cash' });
    const owner = await getAs(shop, admin.cookie, `/api/admin/khata/${shopper.user._id}`);
    expect(owner.body.balance).toBe(300);
    expect(owner.body.entries.map((e: { kind: string; balance: number }) => [e.kind, e.balance])).toEqual([
      ['payment', 300],
      ['payment', 379.75],
      ['order', 500],
    ]);
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'khata.payment'), eq(auditLog.target, `user:${shopper.user._id}`)))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(entry?.detail).toMatchObject({ before: { balance: 379.75 }, after: { balance: 300, method: 'Cash' } });
  });

  it('refuses a payment of nothing, below nothing, above the balance or by another method with 400', async () => {
    const { shopper } = await owing(1000, 100);
    const refusals: [unknown, RegExp][] = [
      [{ amount: 0, method: 'Cash' }, /^Amount: /],
      [{ amount: -5, method: 'Cash' }, /^Amount: /],
      [{ amount: 100.01, method: 'Cash' }, /^Amount: At Most The Balance, ₹ 100/],
      [{ amount: 10, method: 'Credit' }, /^Method: /],
      [{ amount: 10 }, /^Method: /],
      [{ amount: 10, method: 'Cash', reference: 'x'.repeat(101) }, /^Reference: /],
    ];
    for (const [payload, message] of refusals) {
      const refused = await payKhata(shop, admin.cookie, shopper.user._id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect([refused.json().message].flat().join(' ')).toMatch(message);
    }
    const nobody = await signUp(shop);
    const nothingOwed = await payKhata(shop, admin.cookie, nobody.user._id, { amount: 1, method: 'Cash' });
    expect(nothingOwed.statusCode).toBe(400);
    expect((await getAs(shop, shopper.cookie, '/api/user/my/khata')).body.balance).toBe(100);
  });

  it('never overpays when payments arrive at once', async () => {
    const { shopper } = await owing(5000, 1000);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => payKhata(shop, admin.cookie, shopper.user._id, { amount: 300, method: 'Cash' })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(5);
    const mine = await getAs(shop, shopper.cookie, '/api/user/my/khata');
    expect(mine.body.balance).toBe(100);
    // Each entry's balance is the one before it less its amount.
    const oldestFirst = [...mine.body.entries].reverse();
    let running = 0;
    for (const entry of oldestFirst) {
      running += entry.kind === 'order' ? entry.amount : -entry.amount;
      expect(entry.balance).toBe(running);
    }
  });

  it("keeps another shopper's khata from a shopper: 403 on the owner's calls, their own only on /my", async () => {
    const { shopper } = await owing(1000, 60);
    const ravi = await signUp(shop, { firstName: 'Ravi' });
    expect((await getAs(shop, ravi.cookie, `/api/admin/khata/${shopper.user._id}`)).status).toBe(403);
    expect((await getAs(shop, ravi.cookie, '/api/admin/khata')).status).toBe(403);
    expect((await payKhata(shop, ravi.cookie, shopper.user._id, { amount: 60, method: 'Cash' })).statusCode).toBe(403);
    const reminder = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/khata/${shopper.user._id}/reminder`,
      headers: { cookie: ravi.cookie },
    });
    expect(reminder.statusCode).toBe(403);
    expect((await getAs(shop, ravi.cookie, '/api/user/my/khata')).body).toMatchObject({ limit: 0, balance: 0, entries: [] });
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/my/khata' })).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await getAs(shop, admin.cookie, `/api/admin/khata/${unknown}`)).status).toBe(404);
    expect((await payKhata(shop, admin.cookie, unknown, { amount: 1, method: 'Cash' })).statusCode).toBe(404);
  });

  it("mails a reminder of the balance in the shopper's language, through the outbox, with an audit entry", async () => {
    const { shopper } = await owing(1000, 345.5);
    await shop.database.db.update(users).set({ language: 'hi' }).where(eq(users.id, shopper.user._id));
    const sent = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/khata/${shopper.user._id}/reminder`,
      headers: { cookie: admin.cookie },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, balance: 345.5 });
    const mails = await shop.database.db
      .select()
      .from(mailOutbox)
      .where(and(like(mailOutbox.eventKey, `khata.reminder:${shopper.user._id}:%`), eq(mailOutbox.to, shopper.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('₹ 345.5');
    expect(mails[0]?.subject).toContain('बाकी');
    expect(mails[0]?.text).toContain('₹ 345.5');
    // Its link opens the shopper's own khata.
    expect(mails[0]?.text).toMatch(/अपना खाता देखें: http\S*\/my\/khata\n/);
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'khata.reminder'), eq(auditLog.target, `user:${shopper.user._id}`)));
    expect(entry?.detail).toMatchObject({ after: { balance: 345.5 } });
    // Nothing owed: nothing to remind of.
    const nobody = await signUp(shop);
    const refused = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/khata/${nobody.user._id}/reminder`,
      headers: { cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe("the owner's list of who owes", () => {
  let shop: TestShop;
  let admin: SignedIn;
  beforeAll(async () => {
    ({ shop, admin } = await openShopTakingCredit());
  });
  afterAll(() => shop.close());

  const owing = (limit: number, rupees: number, firstName: string) => owingShopper(shop, admin, limit, rupees, firstName);

  it('lists those who owe, oldest unpaid debt first, with the days since it; a paid-off khata is not listed', async () => {
    const later = await owing(1000, 50, 'Later');
    shop.advanceClock(-3 * 24 * 3600_000);
    const earlier = await owing(1000, 80, 'Earlier');
    const paidOff = await owing(1000, 30, 'PaidOff');
    shop.advanceClock(3 * 24 * 3600_000);
    await payKhata(shop, admin.cookie, paidOff.shopper.user._id, { amount: 30, method: 'Cash' });
    const list = await getAs(shop, admin.cookie, '/api/admin/khata');
    expect(list.status).toBe(200);
    const ours = list.body.accounts.filter((a: { user: { _id: string } }) =>
      [later, earlier, paidOff].some((o) => o.shopper.user._id === a.user._id),
    );
    expect(ours).toEqual([
      {
        user: { _id: earlier.shopper.user._id, firstName: 'Earlier', lastName: 'Patil', mobile: '9876543210' },
        limit: 1000,
        balance: 80,
        oldestUnpaidAt: expect.any(String),
        days: 3,
      },
      expect.objectContaining({ user: expect.objectContaining({ _id: later.shopper.user._id }), balance: 50, days: 0 }),
    ]);
    const all = list.body.accounts.map((a: { oldestUnpaidAt: string }) => a.oldestUnpaidAt);
    expect([...all].sort()).toEqual(all);
    expect(list.body.accounts.every((a: { balance: number }) => a.balance > 0)).toBe(true);
  });
});
