import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { login, type SignedIn, signUp } from '../support/factories.js';
import { housekeepingOf } from '../support/housekeeping.js';
import { eventually } from '../support/mail.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct, type TestProduct } from '../support/products.js';

/**
 * API.md "Guards against abuse", housekeeping: under a steady load of sign-ins, orders with their
 * keys and mails, and password resets, the tables that only guard the near past stop growing
 * once each day's housekeeping has run (the rows go, and the space they took is used again).
 * The shop's clock moves a month a round, past every keeping time.
 */
const CHURNING = ['sessions', 'password_reset_tokens', 'idempotency_keys', 'mail_outbox', 'rate_limit_windows', 'bill_queue'];
const ROUNDS = 6;
const SHOPPERS = 10;
let shop: TestShop;
let product: TestProduct;
beforeAll(async () => {
  shop = await createTestShop();
  product = await createProduct(shop, { name: 'Rice', rate: 50, stocks: 100_000 });
}, 300_000);
afterAll(() => shop.close());

/** Bytes the churning tables take on disk, their indexes included. */
async function churningBytes(): Promise<number> {
  const result = (await shop.database.db.execute(
    sql.raw(`select sum(pg_total_relation_size(name))::bigint as bytes from unnest(array['${CHURNING.join("','")}']) as name`),
  )) as unknown as { rows: { bytes: string | number }[] };
  return Number(result.rows[0]!.bytes);
}

const unsentMails = async () =>
  (
    (await shop.database.db.execute(sql`select count(*)::int as n from mail_outbox where sent_at is null`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

/** A day's traffic: shoppers sign up and in again, order (each order with its key and mails), forget a password. */
async function aRound(round: number): Promise<void> {
  const shoppers: SignedIn[] = [];
  for (let i = 0; i < SHOPPERS; i++) shoppers.push(await signUp(shop, { firstName: `Asha${round}x${i}` }));
  for (const shopper of shoppers) {
    for (let i = 0; i < 3; i++) await login(shop.app, shopper.email, shopper.password);
    const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product, quantity: 1 }]), {
      'idempotency-key': `round-${round}-${shopper.email}`,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const reset = await shop.app.inject({ method: 'POST', url: '/api/user/send-reset-password-email', payload: { email: shopper.email } });
    expect(reset.statusCode).toBe(200);
  }
  await eventually('every mail sent', async () => (await unsentMails()) === 0);
}

describe('the database under a steady order-and-login load', () => {
  it('stops growing once housekeeping runs: what guards the past goes, its space is used again', async () => {
    const housekeeping = housekeepingOf(shop);
    const empty = await churningBytes();
    const sizes: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await aRound(round);
      shop.advanceClock(31 * 24 * 3600_000);
      const gone = await housekeeping.sweep();
      // Each round's order keys, reset links and order mails go (sessions are their store's to count).
      expect(gone).toMatchObject({ idempotencyKeys: SHOPPERS, resetTokens: SHOPPERS, sentMails: SHOPPERS });
      if (shop.database.kind === 'postgres') expect(gone.attemptWindows).toBeGreaterThan(0);
      await housekeeping.vacuum();
      sizes.push(await churningBytes());
    }
    console.log(`churning tables empty, then after each round (KB): ${[empty, ...sizes].map((b) => Math.round(b / 1024)).join(', ')}`);
    // A round's rows take room the tables did not have...
    expect(sizes[0]).toBeGreaterThan(empty);
    const left = (await shop.database.db.execute(
      sql`select (select count(*) from sessions)::int as sessions, (select count(*) from idempotency_keys)::int as keys, (select count(*) from mail_outbox)::int as mails`,
    )) as unknown as { rows: { sessions: number; keys: number; mails: number }[] };
    expect(left.rows[0]).toEqual({ sessions: 0, keys: 0, mails: 0 });
    // After the first rounds filled the tables' pages once, the last rounds add nothing.
    expect(sizes[ROUNDS - 1]).toBeLessThanOrEqual(sizes[2]!);
  });
});
