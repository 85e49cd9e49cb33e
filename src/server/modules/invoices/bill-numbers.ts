import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.js';
import { billCounters, billQueue, bills } from '#server/db/schema.js';

/**
 * Bill numbers (docs/decisions/0009-bills.md): "2026-27/000123", a serial that starts again at 1
 * each Indian financial year (1 April to 31 March), counted by the order's date in India whatever
 * the server's own time zone. GST asks for a consecutive serial unique in the financial year, of
 * at most 16 characters of letters, digits, "-" and "/": this is 14.
 */

/** India has kept one offset, UTC+05:30, since 1945: no daylight saving to follow. */
const IST_OFFSET_MS = 330 * 60_000;

/** The financial year of an instant, by its date in India: "2025-26" up to 31 March 2026, then "2026-27". */
export function financialYearOf(at: Date): string {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  const start = india.getUTCMonth() < 3 ? india.getUTCFullYear() - 1 : india.getUTCFullYear();
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** "2026-27" and 123 -> "2026-27/000123": six digits keep a year's bills in order when sorted as text. */
export function formatBillNumber(financialYear: string, serial: number): string {
  return `${financialYear}/${String(serial).padStart(6, '0')}`;
}

/** Queues a placed order for its number, inside the transaction that places it: no shared row is touched. */
export async function queueBill(tx: Tx, orderId: string, placedAt: Date): Promise<void> {
  await tx.insert(billQueue).values({ orderId, financialYear: financialYearOf(placedAt), placedAt });
}

/**
 * Numbers up to `limit` queued orders, oldest first, in one statement (so in one short
 * transaction of its own): it takes them off the queue, raises each financial year's counter by
 * as many, and writes their bills. Only committed orders are ever queued, so the series has no
 * gaps; the counter row is locked only while this statement commits, and a second numbering
 * (another app server) skips the orders the first has taken and then waits its turn on the
 * counter. Answers how many orders were numbered.
 *
 * With `waitForOthers` it waits for the orders another numbering holds instead of skipping them
 * (and then finds them numbered and gone): a bill asked for at that moment is then numbered when
 * this returns, whichever process numbered it.
 */
export async function numberQueuedBills(db: Queryable, limit: number, { waitForOthers = false } = {}): Promise<number> {
  const lock = waitForOthers ? sql`for update` : sql`for update skip locked`;
  const result = (await db.execute(sql`
    with batch as (
      delete from ${billQueue}
      where order_id in (select order_id from ${billQueue} order by placed_at, order_id limit ${limit} ${lock})
      returning order_id, financial_year, placed_at
    ),
    numbered as (
      select order_id, financial_year,
             row_number() over (partition by financial_year order by placed_at, order_id) as n,
             count(*) over (partition by financial_year) as taken
      from batch
    ),
    bumped as (
      insert into ${billCounters} (financial_year, last_serial)
      select financial_year, max(taken) from numbered group by financial_year
      on conflict (financial_year) do update set last_serial = ${billCounters.lastSerial} + excluded.last_serial
      returning financial_year, last_serial
    )
    insert into ${bills} (order_id, financial_year, serial)
    select numbered.order_id, numbered.financial_year, (bumped.last_serial - numbered.taken + numbered.n)::integer
    from numbered join bumped using (financial_year)
    returning order_id`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/** The order's bill number, or undefined for an order that has none. */
export async function findBillNumber(q: Queryable, orderId: string): Promise<string | undefined> {
  const [row] = await q.select({ financialYear: bills.financialYear, serial: bills.serial }).from(bills).where(eq(bills.orderId, orderId));
  return row && formatBillNumber(row.financialYear, row.serial);
}
