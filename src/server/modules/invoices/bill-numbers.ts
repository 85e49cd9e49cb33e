import { eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '#server/db/client.js';
import { billCounters, bills } from '#server/db/schema.js';

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

/**
 * Gives the order the next serial of its financial year, inside the transaction that places it.
 * The counter row stays locked until that transaction ends, so concurrent orders take numbers one
 * after another, and an order that rolls back takes its number back with it: no gaps, no repeats
 * (the unique index on the year and serial would refuse a repeat anyway).
 */
export async function assignBillNumber(tx: Tx, orderId: string, placedAt: Date): Promise<string> {
  const financialYear = financialYearOf(placedAt);
  // One statement: the counter's lock is held from here to the commit that follows at once.
  const bumped = tx
    .insert(billCounters)
    .values({ financialYear, lastSerial: 1 })
    .onConflictDoUpdate({ target: billCounters.financialYear, set: { lastSerial: sql`${billCounters.lastSerial} + 1` } })
    .returning({ serial: billCounters.lastSerial });
  const result = (await tx.execute(sql`
    with counter as (${bumped.getSQL()})
    insert into ${bills} (order_id, financial_year, serial)
    select ${orderId}::uuid, ${financialYear}, counter.last_serial from counter
    returning serial`)) as unknown as { rows: { serial: number }[] };
  return formatBillNumber(financialYear, Number(result.rows[0]!.serial));
}

/** The order's bill number, or undefined for an order that has none. */
export async function findBillNumber(q: Queryable, orderId: string): Promise<string | undefined> {
  const [row] = await q.select({ financialYear: bills.financialYear, serial: bills.serial }).from(bills).where(eq(bills.orderId, orderId));
  return row && formatBillNumber(row.financialYear, row.serial);
}
