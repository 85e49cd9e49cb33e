import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { testDbKind } from '#tests/support/database.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { createMailingShop, eventually, outboxRows, startAnotherApp } from '#tests/support/mail.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';
import { startSilentServer, startSmtpServer, type TestSmtpServer } from '#tests/support/smtp-server.js';

/**
 * Decision 0007: mail queued with the order is delivered after it, whatever the mail server
 * does meanwhile, exactly once per event and addressee, across restarts and app servers.
 */
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function mailingShop(smtp: { url: string }, timing = {}): Promise<{ shop: TestShop; admin: SignedIn; shopper: SignedIn }> {
  const shop = await createMailingShop(smtp, timing);
  cleanups.push(() => shop.close());
  return { shop, admin: await signUp(shop, { role: 'Admin', firstName: 'Meera' }), shopper: await signUp(shop) };
}

async function smtpServer(options?: { delayMs?: number }): Promise<TestSmtpServer> {
  const smtp = await startSmtpServer(options);
  cleanups.push(() => smtp.stop());
  return smtp;
}

/** Places `count` orders (through `app`, the shop's own by default), each answered 201 within `withinMs`. */
async function placeOrders(shop: TestShop, shopper: SignedIn, count: number, { withinMs = 2000, app = shop.app } = {}) {
  const product = await createProduct(shop, { rate: 10, stocks: 1000 });
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const started = performance.now();
    const response = await placeOrder({ ...shop, app }, shopper.cookie, orderBody([{ product, quantity: 1 }]));
    expect(response.statusCode, response.body).toBe(201);
    expect(performance.now() - started).toBeLessThan(withinMs);
    ids.push(response.json().order._id);
  }
  return ids;
}

/** Every mail arrived once: as many mails as outbox rows, one per Message-ID, every row sent. */
async function expectEachMailOnce(shop: TestShop, smtp: TestSmtpServer, expected: number): Promise<void> {
  await smtp.waitForMails(expected);
  // Time for any duplicate to arrive: several polls and retries of the senders.
  await new Promise((resolve) => setTimeout(resolve, 600));
  const rows = await outboxRows(shop.database);
  expect(rows).toHaveLength(expected);
  expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  expect(smtp.received).toHaveLength(expected);
  expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(expected);
}

describe('a mail server that is down', () => {
  it('delays no order, and once it is back every mail arrives exactly once', async () => {
    const smtp = await smtpServer();
    const { shop, shopper } = await mailingShop(smtp);
    await smtp.stop();

    await placeOrders(shop, shopper, 4, { withinMs: 1000 });
    await eventually('every mail tried and refused', async () => {
      const rows = await outboxRows(shop.database);
      return rows.length === 8 && rows.every((row) => row.attempts >= 1 && row.sentAt === null);
    });
    const failed = await outboxRows(shop.database);
    expect(failed[0]?.lastError).toMatch(/ECONNREFUSED/);

    await smtp.start();
    await expectEachMailOnce(shop, smtp, 8);
    expect((await outboxRows(shop.database)).every((row) => row.attempts >= 2)).toBe(true);
  });

  it('delays no order when it accepts connections and never answers', async () => {
    const silent = await startSilentServer();
    cleanups.push(() => silent.close());
    // Each SMTP step waits 1.5 s: an order that waited for its mail would take longer than that.
    const { shop, shopper } = await mailingShop(silent, { smtpTimeoutMs: 1500, retryBaseMs: 60_000 });

    await placeOrders(shop, shopper, 1, { withinMs: 1000 });
    await eventually('the silent server timed out', async () => (await outboxRows(shop.database)).every((row) => row.attempts === 1));
    const rows = await outboxRows(shop.database);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.lastError).toMatch(/timeout/i);
      expect(row.sentAt).toBeNull();
    }
    expect(silent.connections()).toBeGreaterThanOrEqual(1);
  });

  it('tries a refused mail again after a back-off, and records each failure', async () => {
    const smtp = await smtpServer();
    const { shop, shopper } = await mailingShop(smtp, { retryBaseMs: 500, retryMaxMs: 500 });
    smtp.refuseNext(2);
    await placeOrders(shop, shopper, 1);

    // Both mails of the order (the shopper's and the shop's) were refused once, waited and went again.
    await expectEachMailOnce(shop, smtp, 2);
    for (const { messageId } of smtp.received) {
      const tries = smtp.attempts.filter((attempt) => attempt.messageId === messageId);
      expect(tries.map((attempt) => attempt.accepted)).toEqual([false, true]);
      // The database's clock schedules the retry, the test's measures it: a few ms apart at most.
      expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(490);
    }
    for (const row of await outboxRows(shop.database)) {
      expect(row.attempts).toBe(2);
      expect(row.lastError).toMatch(/^\[EMESSAGE 451\] .*Try again later/);
    }
  });
});

describe('the shop stopping and starting', () => {
  it('delivers after a restart what the stopped shop left in the outbox', async () => {
    const smtp = await smtpServer();
    const { shop, shopper } = await mailingShop(smtp, { retryBaseMs: 60_000, retryMaxMs: 60_000 });
    await smtp.stop();
    await placeOrders(shop, shopper, 3);
    await eventually('every mail tried once', async () => (await outboxRows(shop.database)).every((row) => row.attempts === 1));
    await shop.app.close();

    await smtp.start();
    // The failed mails wait a minute for their retry: the next start sends them once they are due.
    await shop.database.db.execute(sql`update mail_outbox set next_attempt_at = now()`);
    const restarted = await startAnotherApp(shop.database, shop.config);
    cleanups.push(() => restarted.close());
    await expectEachMailOnce(shop, smtp, 6);
  });

  it('finishes the mail in flight before it closes, and gives the claimed rest back', async () => {
    const smtp = await smtpServer({ delayMs: 300 });
    const { shop, shopper } = await mailingShop(smtp);
    await placeOrders(shop, shopper, 3);
    await eventually('a mail in flight', () => smtp.inFlight() === 1);
    const arrivedBefore = smtp.received.length;

    await shop.app.close();
    // The mail in flight arrived and was marked sent before close() returned.
    expect(smtp.received).toHaveLength(arrivedBefore + 1);
    const rows = await outboxRows(shop.database);
    expect(rows.filter((row) => row.sentAt !== null)).toHaveLength(arrivedBefore + 1);
    const unsent = rows.filter((row) => row.sentAt === null);
    expect(unsent).toHaveLength(6 - arrivedBefore - 1);
    // Given back: due at once for the next sender, not held until the lease runs out.
    const result = (await shop.database.db.execute(sql`select now() as now`)) as unknown as { rows: { now: string | Date }[] };
    const now = new Date(result.rows[0]!.now).getTime();
    for (const row of unsent) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(now);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(smtp.received).toHaveLength(arrivedBefore + 1);
  });
});

// Several app servers share a database only on PostgreSQL: PGlite is one process (its lock file says so).
if (testDbKind === 'postgres') {
  describe('two app servers on one PostgreSQL', () => {
    it('deliver each mail exactly once while both send', async () => {
      const smtp = await smtpServer({ delayMs: 5 });
      const { shop, shopper } = await mailingShop(smtp, { batchSize: 2 });
      const other: FastifyInstance = await startAnotherApp(shop.database, shop.config);
      cleanups.push(() => other.close());
      await smtp.stop();

      await placeOrders(shop, shopper, 5);
      await placeOrders(shop, shopper, 5, { app: other });
      await smtp.start();
      await expectEachMailOnce(shop, smtp, 20);
    });
  });
}
