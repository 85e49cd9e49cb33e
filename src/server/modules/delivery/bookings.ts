import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { type SlotRef, slotIdOf } from '#common/schemas/delivery.js';
import type { Queryable, Tx } from '#server/db/client.js';
import { slotBookings } from '#server/db/schema.js';

/**
 * The bookings of delivery windows (table slot_bookings: one counter per date and window). A
 * window's counter is raised only below its capacity by one guarded statement, so it holds
 * under any concurrency exactly as stock does (decision 0010).
 */

/** How many orders each window of these dates holds, by slot `_id`. */
export async function bookedCounts(q: Queryable, dates: readonly string[]): Promise<Map<string, number>> {
  if (dates.length === 0) return new Map();
  const rows = await q
    .select()
    .from(slotBookings)
    .where(inArray(slotBookings.date, [...dates]));
  return new Map(rows.map((row) => [slotIdOf(row), row.booked]));
}

/**
 * Books one place in the window, or answers false when it is full. The first booking of a window
 * inserts its counter; the next ones raise it only while it is below the capacity. On PostgreSQL
 * a second transaction booking the same window waits on the row, then re-reads it before its
 * guard: 40 orders into 5 places book exactly 5. The row stays locked until the order commits.
 */
export async function takeBooking(tx: Tx, window: SlotRef & { capacity: number }): Promise<boolean> {
  if (window.capacity < 1) return false;
  const booked = await tx
    .insert(slotBookings)
    .values({ date: window.date, start: window.start, end: window.end, booked: 1 })
    .onConflictDoUpdate({
      target: [slotBookings.date, slotBookings.start, slotBookings.end],
      set: { booked: sql`${slotBookings.booked} + 1` },
      setWhere: sql`${slotBookings.booked} < ${window.capacity}`,
    })
    .returning({ booked: slotBookings.booked });
  return booked.length > 0;
}

/** Gives the place of a cancelled order back; never below 0 (the CHECK would refuse it anyway). */
export async function releaseBooking(tx: Tx, slot: Omit<SlotRef, '_id'>): Promise<void> {
  await tx
    .update(slotBookings)
    .set({ booked: sql`${slotBookings.booked} - 1` })
    .where(
      and(eq(slotBookings.date, slot.date), eq(slotBookings.start, slot.start), eq(slotBookings.end, slot.end), gt(slotBookings.booked, 0)),
    );
}
