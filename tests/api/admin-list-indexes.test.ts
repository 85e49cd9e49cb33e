import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';

/**
 * The owner's lists read through their indexes (decision 0011): the statements the shop sends
 * for a request are planned again with their own parameters, sequential scans priced out as on
 * a shop large enough for the planner to prefer an index (on a few thousand rows it rightly
 * reads the table). `bench/api/admin-lists-plans.ts` shows the plans at 100,000 orders.
 */
interface SentStatement {
  query: string;
  params: unknown[];
}

let shop: TestShop;
let admin: SignedIn;
let sent: SentStatement[] = [];

const STATUSES = ['Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;

beforeAll(async () => {
  shop = await createTestShop(undefined, { onQuery: (query, params) => sent.push({ query, params }) });
  admin = await signUp(shop, { role: 'Admin' });
  const { db } = shop.database;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, n) => ({
        firstName: `First${n}`,
        lastName: `Family${n % 50}`,
        email: `person${n}@mail.example`,
        passwordHash: 'unused',
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  await db.insert(orders).values(
    Array.from({ length: 3000 }, (_, n) => {
      const person = people[n % people.length]!;
      const status = STATUSES[n % 40 === 0 ? 1 : n % 20 === 0 ? 3 : 2]!;
      const createdAt = new Date(Date.now() - n * 3_600_000);
      // As in a shop that records its money: delivered orders paid at the door, a few still owed.
      const paid = status === 'Delivered' && n % 50 !== 3;
      return {
        userId: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        address: '12 Market Road',
        city: 'Sangli',
        mobileNumber: `9${String(n * 7919).padStart(9, '0')}`,
        pinCode: '416416',
        totalPaise: 1000 + n,
        amountDuePaise: 1000 + n,
        orderNumber: 1001 + n,
        status,
        createdAt,
        ...(paid ? { paymentStatus: 'Paid' as const, paidMethod: 'Cash' as const, paidAt: new Date(createdAt.getTime() + 3_600_000) } : {}),
      };
    }),
  );
  await db.execute(sql`analyze`);
});
afterAll(() => shop.close());

/** The statements one admin request sends, its session's read left out. */
async function statementsOf(url: string): Promise<SentStatement[]> {
  sent = [];
  const response = await shop.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return sent.filter(({ query }) => /^\s*(select|with)\b/i.test(query) && !/"sessions"/.test(query));
}

async function planOf({ query, params }: SentStatement): Promise<string> {
  return shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explain = tx._.session.prepareQuery({ sql: `explain ${query}`, params }, undefined, undefined, false);
    const result = (await explain.execute()) as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const reading = (table: string) => (statement: SentStatement) => new RegExp(`from "${table}"`).test(statement.query);

describe("the owner's lists at scale", () => {
  it('count the status tabs of the whole shop from the kept totals, never by reading every order', async () => {
    const statements = await statementsOf('/api/user/admin/orders?status=Shipped&page=1');
    expect(statements.some(reading('order_status_totals'))).toBe(true);
    expect(statements.filter((s) => reading('orders')(s) && /group by/i.test(s.query))).toEqual([]);
    const list = statements.find(reading('orders'))!;
    // The page's ids from the index (alone, once the visibility map allows), then their rows.
    expect(await planOf(list)).toMatch(/Index (Only )?Scan Backward using orders_status_created_idx/);
  });

  it('count the orders to pack today through indexes, never by reading every order (decision 0041)', async () => {
    const counts = (await statementsOf('/api/admin/dashboard')).filter((s) => reading('orders')(s) && /count\(/i.test(s.query));
    expect(counts).toHaveLength(2);
    const slotted = counts.find((s) => !/is null/i.test(s.query))!;
    const unslotted = counts.find((s) => /is null/i.test(s.query))!;
    // The slotted ones by their delivery date, the others by their order date (with or without the status).
    const byDelivery = await planOf(slotted);
    const byDate = await planOf(unslotted);
    expect(byDelivery).toMatch(/(Index (Only )?Scan|Bitmap Index Scan) (using|on) orders_delivery_idx/);
    expect(byDate).toMatch(/(Index (Only )?Scan|Bitmap Index Scan) (using|on) orders_(status_)?created(_at)?_idx/);
    for (const plan of [byDelivery, byDate]) expect(plan).not.toMatch(/Seq Scan on orders/);
  });

  it('write a page of orders with its window in the text', async () => {
    const url = '/api/user/admin/orders?status=Delivered&page=3&limit=25';
    const [list] = (await statementsOf(url)).filter((s) => reading('orders')(s) && / offset /i.test(s.query));
    expect(list!.query).toMatch(/limit 25 offset 50\)/);
    expect(list!.params).toEqual(['Delivered']);
  });

  it("find orders by the shopper's name and count them through the name's trigram index, in one read", async () => {
    const statements = (await statementsOf('/api/user/admin/orders?q=first17%20family17&page=1')).filter(reading('orders'));
    // The counts and the page's ids in one statement, the only one that searches; then the page's rows by their ids.
    const searching = statements.filter((statement) => /ilike/i.test(statement.query));
    expect(searching).toHaveLength(1);
    expect(searching[0]!.query).toMatch(/group by/i);
    expect(await planOf(searching[0]!)).toMatch(/Bitmap Index Scan on orders_shopper_name_trgm_idx/);
    const rows = statements.find((statement) => /from "orders" where "orders"."id" in \(/.test(statement.query));
    expect(await planOf(rows!)).toMatch(/Index Scan on orders_pkey/);
  });

  it('find orders by part of a mobile number through its trigram index', async () => {
    const [count] = (await statementsOf('/api/user/admin/orders?q=0079190&page=1')).filter(reading('orders'));
    expect(await planOf(count!)).toMatch(/Bitmap Index Scan on orders_mobile_trgm_idx/);
  });

  it("find a shopper's orders by e-mail through the accounts' e-mail index and the orders' shopper index", async () => {
    const statements = await statementsOf('/api/user/admin/orders?q=person42%40mail&page=1');
    expect(await planOf(statements.find(reading('users'))!)).toMatch(/Bitmap Index Scan on users_email_trgm_idx/);
    expect(await planOf(statements.find(reading('orders'))!)).toMatch(/Bitmap Index Scan on orders_user_created_idx/);
  });

  it('search the accounts by name or e-mail through their trigram indexes', async () => {
    const [found] = (await statementsOf('/api/user/admin/user?q=family7&page=1')).filter((s) => /ilike/.test(s.query));
    const plan = await planOf(found!);
    expect(plan).toMatch(/Bitmap Index Scan on users_email_trgm_idx/);
    expect(plan).toMatch(/Bitmap Index Scan on users_name_trgm_idx/);
  });

  it("read the day's cash-up in one statement through partial indexes a checkout never writes, never every order (decision 0050)", async () => {
    const statements = (await statementsOf('/api/admin/reports/payments?date=2026-03-15')).filter(
      (s) => reading('orders')(s) && !/"orders"."id" in \(/.test(s.query),
    );
    expect(statements).toHaveLength(1);
    const plan = await planOf(statements[0]!);
    // The money of the day by when it came and went back; the delivered unpaid and the refunds due oldest first.
    const scans = (index: string) => plan.match(new RegExp(`(Index (Only )?Scan|Bitmap Index Scan) (using|on) ${index}\\b`, 'g')) ?? [];
    expect(scans('orders_paid_at_idx')).toHaveLength(1);
    expect(scans('orders_refunded_at_idx')).toHaveLength(1);
    expect(scans('orders_to_settle_idx')).toHaveLength(2);
    expect(plan).not.toMatch(/Seq Scan on orders/);
    const { rows } = (await shop.database.db.execute(
      sql`select indexdef from pg_indexes where indexname in ('orders_paid_at_idx', 'orders_refunded_at_idx', 'orders_to_settle_idx') order by indexname`,
    )) as unknown as { rows: { indexdef: string }[] };
    // Partial: an order placed (unpaid, Processing) enters none of them.
    expect(rows.map((row) => row.indexdef.replace(/^.* WHERE /, ''))).toEqual([
      '(paid_at IS NOT NULL)',
      '(refunded_at IS NOT NULL)',
      "((payment_status = 'RefundDue'::text) OR ((payment_status = 'Unpaid'::text) AND (status = 'Delivered'::text)))",
    ]);
  });

  it('take new orders into a pending list of at most 256 KB, which a search reads: the orders found include one placed just now', async () => {
    const { rows } = (await shop.database.db.execute(
      sql`select relname, reloptions from pg_class where relname in ('orders_shopper_name_trgm_idx', 'orders_mobile_trgm_idx') order by relname`,
    )) as unknown as { rows: { relname: string; reloptions: string[] }[] };
    expect(rows).toEqual([
      { relname: 'orders_mobile_trgm_idx', reloptions: ['fastupdate=on', 'gin_pending_list_limit=256'] },
      { relname: 'orders_shopper_name_trgm_idx', reloptions: ['fastupdate=on', 'gin_pending_list_limit=256'] },
    ]);
    const [person] = await shop.database.db
      .insert(users)
      .values({ firstName: 'Zubeida', lastName: 'Quraishi', email: 'zubeida@mail.example', passwordHash: 'unused' })
      .returning({ id: users.id });
    const [placed] = await shop.database.db
      .insert(orders)
      .values({
        userId: person!.id,
        firstName: 'Zubeida',
        lastName: 'Quraishi',
        address: '3 Station Road',
        city: 'Sangli',
        mobileNumber: '9812736450',
        pinCode: '416416',
        totalPaise: 5000,
        amountDuePaise: 5000,
        orderNumber: 9001,
      })
      .returning({ id: orders.id });
    for (const q of ['ida%20qura', '2736-45']) {
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/user/admin/orders?q=${q}&page=1`,
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(
        (response.json() as { AllOrders: { _id: string }[] }).AllOrders.map((order) => order._id),
        q,
      ).toEqual([placed!.id]);
    }
  });
});
