import { count, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, passwordResetTokens, rateLimitWindows, sessions, signInCodes } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct } from '../support/catalog-fixtures.js';
import { signUp } from '../support/factories.js';
import { housekeepingOf } from '../support/housekeeping.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { giveMobile, textRows } from '../support/texts.js';

/** Rows that only guard the near past go on schedule (API.md "Guards against abuse"). */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

const rows = async (table: typeof sessions | typeof passwordResetTokens | typeof idempotencyKeys | typeof rateLimitWindows) =>
  (await shop.database.db.select({ n: count() }).from(table))[0]!.n;

describe('housekeeping', () => {
  it('deletes order keys older than a week and keeps the recent ones', async () => {
    const admin = await signUp(shop, { role: 'Admin' });
    const shopper = await signUp(shop);
    const category = await addCategory(shop, admin.cookie);
    const product = await addProduct(shop, admin.cookie, { category: category._id, rate: 40, stocks: 100 });
    const line = { product: { id: product._id, name: product.name, rate: 40, stocks: 100, imageKey: '', url: product.url }, quantity: 1 };
    for (const key of ['old-key-1', 'new-key-1']) {
      expect((await placeOrder(shop, shopper.cookie, orderBody([line]), { 'idempotency-key': key })).statusCode).toBe(201);
    }
    await shop.database.db.execute(sql`update idempotency_keys set created_at = created_at - interval '8 days' where key = 'old-key-1'`);
    const swept = await housekeepingOf(shop).sweep();
    expect(swept.idempotencyKeys).toBe(1);
    const left = await shop.database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
    expect(left.map((r) => r.key)).toEqual(['new-key-1']);
  });

  it('deletes ended sessions, old reset links and ended attempt windows, and keeps the recent ones', async () => {
    const old = await signUp(shop);
    await shop.app.inject({ method: 'POST', url: '/api/user/send-reset-password-email', payload: { email: old.email } });
    await expect.poll(() => rows(passwordResetTokens)).toBe(1);

    // Past every keeping time on the shop's clock; then a shopper signs in afresh.
    shop.advanceClock(8 * 24 * 3600_000);
    const fresh = await signUp(shop);
    const endedWindows = async () =>
      (await shop.database.db.select({ n: count() }).from(rateLimitWindows).where(lt(rateLimitWindows.endsAt, shop.clock())))[0]!.n;
    const before = { sessions: await rows(sessions), windows: await endedWindows() };
    const swept = await housekeepingOf(shop).sweep();
    expect(swept.resetTokens).toBe(1);
    expect(await rows(passwordResetTokens)).toBe(0);
    // Every session idle past seven days went; the fresh shopper's stays and works.
    expect(await rows(sessions)).toBe(1);
    expect(before.sessions).toBeGreaterThan(1);
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie: fresh.cookie } })).statusCode).toBe(
      200,
    );
    if (shop.database.kind === 'postgres') {
      // The windows the sign-ups and logins opened a week ago; the fresh sign-up's stays.
      expect(before.windows).toBeGreaterThan(0);
      expect(swept.attemptWindows).toBe(before.windows);
      expect(await endedWindows()).toBe(0);
      expect(await rows(rateLimitWindows)).toBeGreaterThan(0);
    } else {
      expect(swept.attemptWindows).toBe(0);
    }
  });

  it('deletes texts sent a month ago and keeps the recent ones', async () => {
    const shopper = await signUp(shop);
    await giveMobile(shop.database, shopper, '9876541234');
    const admin = await signUp(shop, { role: 'Admin' });
    const category = await addCategory(shop, admin.cookie);
    const product = await addProduct(shop, admin.cookie, { category: category._id, rate: 40, stocks: 100 });
    const line = { product: { id: product._id, name: product.name, rate: 40, stocks: 100, imageKey: '', url: product.url }, quantity: 1 };
    for (let n = 0; n < 2; n++) expect((await placeOrder(shop, shopper.cookie, orderBody([line]))).statusCode).toBe(201);
    await expect.poll(async () => (await textRows(shop.database)).filter((row) => row.sentAt !== null).length).toBe(2);
    const [old] = await textRows(shop.database);
    await shop.database.db.execute(
      sql`update text_outbox set sent_at = ${shop.clock()}::timestamptz - interval '31 days' where id = ${old!.id}`,
    );

    const swept = await housekeepingOf(shop).sweep();
    expect(swept.sentTexts).toBe(1);
    expect((await textRows(shop.database)).map((row) => row.id)).not.toContain(old!.id);
    expect(await textRows(shop.database)).toHaveLength(1);
  });

  it('deletes the sign-in codes past their validity and keeps the live ones', async () => {
    const send = (mobile: string) => shop.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile } });
    expect((await send('9876543001')).statusCode).toBe(200);
    shop.advanceClock(shop.config.signInCodeTtlMs + 1000);
    expect((await send('9876543002')).statusCode).toBe(200);
    const swept = await housekeepingOf(shop).sweep();
    expect(swept.signInCodes).toBe(1);
    const left = await shop.database.db.select({ mobile: signInCodes.mobile }).from(signInCodes);
    expect(left.map((row) => row.mobile)).toEqual(['9876543002']);
  });

  it('vacuums and analyses the whole database on the embedded database, which has no autovacuum', async () => {
    const housekeeping = housekeepingOf(shop);
    await housekeeping.vacuum();
    if (shop.database.kind === 'pglite') {
      const { rows } = (await shop.database.db.execute(
        sql`select relname from pg_stat_user_tables where last_vacuum is not null and last_analyze is not null order by relname`,
      )) as unknown as { rows: { relname: string }[] };
      // The churning tables, and the orders whose lists read ids from an index alone.
      expect(rows.map((row) => row.relname)).toEqual(
        expect.arrayContaining(['sessions', 'idempotency_keys', 'mail_outbox', 'orders', 'order_items']),
      );
    }
  });
});
