import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billQueue, bills } from '#server/db/schema.js';
import { migrationsDir } from '#server/lib/paths.js';
import { financialYearOf, formatBillNumber, numberQueuedBills } from '#server/modules/invoices/bill-numbers.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { testDbKind } from '../support/database.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { ensurePdftotext, pdfText } from '../support/pdf-text.js';
import { createProduct } from '../support/products.js';

/** docs/decisions/0009-bills.md: one serial per financial year, given as the order is placed, never twice. */
let shop: TestShop;
let asha: SignedIn;
beforeAll(async () => {
  ensurePdftotext();
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
}, 300_000);
afterAll(() => shop.close());

/** The bill number printed at the foot of the order's bill. */
async function billNumberOf(orderId: string, cookie = asha.cookie): Promise<{ financialYear: string; serial: number }> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${orderId}/invoice`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  const found = /Bill No\. (\d{4}-\d{2})\/(\d{6}) ·/.exec(pdfText(response.rawPayload));
  if (!found) throw new Error(`no bill number on the bill of ${orderId}`);
  return { financialYear: found[1]!, serial: Number(found[2]) };
}

describe('the financial year of a bill', () => {
  it('turns at midnight in India between 31 March and 1 April', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('2025-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00.000Z'))).toBe('2099-00');
  });

  it('writes the serial with six digits after the year', () => {
    expect(formatBillNumber('2026-27', 123)).toBe('2026-27/000123');
    expect(formatBillNumber('2026-27', 1_000_000)).toBe('2026-27/1000000');
  });
});

describe('numbering bills as orders are placed', () => {
  it("gives consecutive numbers in the financial year of the order's date in India, none to a refused order", async () => {
    const rice = await createProduct(shop, { name: 'Rice', rate: 50, stocks: 2 });
    const first = await placeOrder(shop, asha.cookie, orderBody([{ product: rice, quantity: 1 }]));
    const refused = await placeOrder(shop, asha.cookie, orderBody([{ product: rice, quantity: 5 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OUT_OF_STOCK');
    const second = await placeOrder(shop, asha.cookie, orderBody([{ product: rice, quantity: 1 }]));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);

    const [a, b] = [first.json().order, second.json().order];
    const numberA = await billNumberOf(a._id);
    const numberB = await billNumberOf(b._id);
    expect(numberA.financialYear).toBe(financialYearOf(new Date(a.orderDate)));
    expect(numberB).toEqual({ financialYear: numberA.financialYear, serial: numberA.serial + 1 });
    // A bill keeps its number however often it is downloaded.
    expect(await billNumberOf(a._id)).toEqual(numberA);
  });

  it('never gives two of many concurrent orders the same number, and leaves no gap', async () => {
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => signUp(shop, { firstName: 'Ravi' })));
    // A product each: orders of one product queue on its row lock before they reach the numbering.
    const products = await Promise.all(shoppers.map((_, i) => createProduct(shop, { name: `Dal ${i}`, rate: 90, stocks: 10 })));
    const placed = await Promise.all(
      shoppers.map((s, i) => placeOrder(shop, s.cookie, orderBody([{ product: products[i]!, quantity: 1 }]))),
    );
    expect(placed.map((response) => response.statusCode)).toEqual(shoppers.map(() => 201));

    const numbers = await Promise.all(placed.map((response, i) => billNumberOf(response.json().order._id, shoppers[i]!.cookie)));
    expect(new Set(numbers.map((n) => n.financialYear)).size).toBe(1);
    const serials = numbers.map((n) => n.serial).sort((x, y) => x - y);
    expect(serials).toEqual(serials.map((_, i) => serials[0]! + i));
  });

  // Another app server (or this one's own numbering) can hold an order's queued row at the moment
  // its bill is asked for: the bill waits for that number rather than failing.
  if (testDbKind === 'postgres') {
    it('waits for the number another numbering is giving the order at the moment its bill is asked for', async () => {
      const rice = await createProduct(shop, { name: 'Rice', rate: 50, stocks: 2 });
      const placed = await placeOrder(shop, asha.cookie, orderBody([{ product: rice, quantity: 1 }]));
      expect(placed.statusCode).toBe(201);
      const { _id: orderId, orderDate } = placed.json().order as { _id: string; orderDate: string };
      const { db } = shop.database;
      await billNumberOf(orderId);
      // The order back in the queue, unnumbered, as right after its commit.
      await db.delete(bills).where(eq(bills.orderId, orderId));
      await db.insert(billQueue).values({ orderId, financialYear: financialYearOf(new Date(orderDate)), placedAt: new Date(orderDate) });

      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      let holding = () => {};
      const held = new Promise<void>((resolve) => (holding = resolve));
      const otherNumbering = db.transaction(async (tx) => {
        await tx.execute(sql`select order_id from ${billQueue} where order_id = ${orderId} for update`);
        holding();
        await released;
        expect(await numberQueuedBills(tx, 10)).toBe(1);
      });
      await held;
      const answer = shop.app.inject({ method: 'GET', url: `/api/user/my/order/${orderId}/invoice`, headers: { cookie: asha.cookie } });
      // The bill is asked for while the other numbering still holds the order.
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await otherNumbering;
      const response = await answer;
      expect(response.statusCode).toBe(200);
      const [row] = await db.select().from(bills).where(eq(bills.orderId, orderId));
      expect(pdfText(response.rawPayload)).toContain(`Bill No. ${formatBillNumber(row!.financialYear, row!.serial)} ·`);
    });
  }
});

// The migration's own SQL, run once on the embedded engine: the same SQL runs on PostgreSQL at start.
if (testDbKind === 'pglite') {
  describe('migration 0004 numbering the orders placed before bills', () => {
    it("numbers each financial year's orders from 1 in the order they were placed, and sets the counters after them", async () => {
      const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      const tags = journal.entries.map((entry) => entry.tag);
      const run = async (tag: string) => {
        for (const statement of readFileSync(path.join(migrationsDir, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
          await client.exec(statement);
        }
      };
      const client = await PGlite.create({ extensions: { pg_trgm } });
      try {
        for (const tag of tags.slice(0, tags.indexOf('0004_bills'))) await run(tag);
        // Placed (UTC) -> IST date: 01 Apr 2025, 31 Mar 2026 23:59, 01 Apr 2026 00:01, 01 Jun 2025, 01 Jan 2025 01:30.
        const placedAt = [
          '2025-04-01T10:00:00Z',
          '2026-03-31T18:29:00Z',
          '2026-03-31T18:31:00Z',
          '2025-06-01T00:00:00Z',
          '2024-12-31T20:00:00Z',
        ];
        const ids: string[] = [];
        for (const at of placedAt) {
          const inserted = await client.query<{ id: string }>(
            `insert into orders (first_name, last_name, address, city, mobile_number, pin_code, total_paise, created_at)
             values ('Asha', 'Patil', 'MG Road', 'Sangli', '9876543210', '416416', 100, $1) returning id`,
            [at],
          );
          ids.push(inserted.rows[0]!.id);
        }
        await run('0004_bills');

        const bills = await client.query<{ order_id: string; financial_year: string; serial: number }>(
          'select order_id, financial_year, serial from bills',
        );
        const byOrder = Object.fromEntries(bills.rows.map((row) => [row.order_id, `${row.financial_year}/${row.serial}`]));
        expect(ids.map((id) => byOrder[id])).toEqual(['2025-26/1', '2025-26/3', '2026-27/1', '2025-26/2', '2024-25/1']);
        const counters = await client.query('select financial_year, last_serial from bill_counters order by financial_year');
        expect(counters.rows).toEqual([
          { financial_year: '2024-25', last_serial: 1 },
          { financial_year: '2025-26', last_serial: 3 },
          { financial_year: '2026-27', last_serial: 1 },
        ]);
      } finally {
        await client.close();
      }
    });
  });
}
