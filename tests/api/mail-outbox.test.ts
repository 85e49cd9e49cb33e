import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { SETTINGS_DEFAULTS } from '#common/schemas/settings.js';
import { mailOutbox } from '#server/db/schema.js';
import { createMailer } from '#server/lib/mailer.js';
import { createAuditService } from '#server/modules/audit/service.js';
import { claimDueMails } from '#server/modules/mail/outbox.js';
import { createMailService } from '#server/modules/mail/service.js';
import { createOrderEventHub } from '#server/modules/orders/order-events.js';
import { createSettingsService } from '#server/modules/settings/service.js';
import { createUsersService } from '#server/modules/users/service.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { eventually, outboxRows, quickMailTiming } from '#tests/support/mail.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';

/**
 * The outbox's own guarantees (decision 0007), below the HTTP layer: an event queues its mails
 * once however often it is told, and a claimed mail belongs to one sender until its lease ends.
 * The shop's own sender writes each order's mails to its outbox folder and then idles (a long
 * poll): these tests claim the rows themselves.
 */
let shop: TestShop;
let shopper: SignedIn;
beforeAll(async () => {
  shop = await createTestShop((config) => ({ ...config, mailSender: { ...quickMailTiming, pollMs: 3_600_000 } }));
  await signUp(shop, { role: 'Admin' });
  shopper = await signUp(shop);
});
afterAll(() => shop.close());

async function placedOrder(): Promise<Order> {
  const product = await createProduct(shop, { rate: 15, stocks: 100 });
  const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product, quantity: 1 }]));
  expect(placed.statusCode).toBe(201);
  // The shop's sender has done its part (written to the outbox folder) before a test takes over.
  const order: Order = placed.json().order;
  await eventually('the shop sent the order mails', async () =>
    (await outboxRows(shop.database)).filter((row) => row.eventKey.startsWith(`order:${order._id}:`)).every((row) => row.sentAt !== null),
  );
  return order;
}

/** Makes every row due and unclaimed, whatever the shop's own sender did with it. */
async function makeAllDue(): Promise<void> {
  await shop.database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'`, sentAt: null });
}

describe('the outbox', () => {
  it("queues an event's mails once, however often the event is told", async () => {
    const { db } = shop.database;
    const order = await placedOrder();
    const mail = createMailService({
      db,
      mailer: createMailer({ from: shop.config.mailFrom, outboxDir: `${shop.config.dataDir}/unused`, log: shop.app.log }),
      settings: createSettingsService({ db, audit: createAuditService({ db }), cluster: undefined }),
      users: createUsersService({ db, audit: createAuditService({ db }) }),
      publicUrl: shop.config.publicUrl,
      timing: quickMailTiming,
      log: shop.app.log,
    });
    const rowsOfOrder = async () => (await outboxRows(shop.database)).filter((row) => row.eventKey.startsWith(`order:${order._id}:`));
    const before = await rowsOfOrder();
    expect(before).toHaveLength(2);

    const event = {
      type: 'order.placed' as const,
      order,
      settings: SETTINGS_DEFAULTS,
      shopperEmail: shopper.email,
      shopperLanguage: 'en' as const,
      lowStock: [],
    };
    await db.transaction((tx) => createOrderEventHub([mail.orderListener]).inTransaction(tx, event));
    await db.transaction((tx) => createOrderEventHub([mail.orderListener]).inTransaction(tx, event));
    expect(await rowsOfOrder()).toEqual(before);
  });

  it('gives each due mail to one claimer only, until its lease ends', async () => {
    await placedOrder();
    await placedOrder();
    await makeAllDue();
    const { db } = shop.database;
    const due = (await outboxRows(shop.database)).length;

    const [first, second] = await Promise.all([
      claimDueMails(db, { limit: 3, leaseMs: 60_000 }),
      claimDueMails(db, { limit: 3, leaseMs: 60_000 }),
    ]);
    const claimed = [...first, ...second].map((mail) => mail.id);
    expect(first.length).toBeLessThanOrEqual(3);
    expect(second.length).toBeLessThanOrEqual(3);
    expect(new Set(claimed).size).toBe(claimed.length);

    const rest = await claimDueMails(db, { limit: 100, leaseMs: 60_000 });
    expect(rest.map((mail) => mail.id).filter((id) => claimed.includes(id))).toEqual([]);
    expect(claimed.length + rest.length).toBe(due);
    expect(await claimDueMails(db, { limit: 100, leaseMs: 60_000 })).toEqual([]);
  });

  it('lets a mail be claimed again once its lease has run out', async () => {
    await placedOrder();
    await makeAllDue();
    const { db } = shop.database;
    const claimed = await claimDueMails(db, { limit: 100, leaseMs: 1 });
    expect(claimed.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await claimDueMails(db, { limit: 100, leaseMs: 60_000 });
    expect(again.map((mail) => mail.id).sort()).toEqual(claimed.map((mail) => mail.id).sort());
  });
});
