import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { toRupees } from '#common/money.js';
import type { Queryable } from '#server/db/client.js';
import { khataEntries, orders } from '#server/db/schema.js';
import { istDayEnd, istDayStart } from '#server/lib/ist-dates.js';

/** A count of payments and what they add up to, in paise. */
export interface TallyPaise {
  count: number;
  amountPaise: number;
}

/** The day's cash-up as the database holds it: tallies in paise, and the ids of the orders still to settle, oldest first. */
export interface CashUpFigures {
  date: string;
  received: { Cash: TallyPaise; UPI: TallyPaise };
  refunded: TallyPaise;
  onCredit: TallyPaise;
  unpaidDeliveredIds: string[];
  refundsDueIds: string[];
}

const tallyOf = (row: { count: number | string; amount: number | string } | undefined): TallyPaise => ({
  count: Number(row?.count ?? 0),
  amountPaise: Number(row?.amount ?? 0),
});

/** A tally in rupees, as answers and sheets give it. */
export const inRupees = (tally: TallyPaise) => ({ count: tally.count, amount: toRupees(tally.amountPaise) });

/**
 * The owner's cash-up of one IST day (API.md "Getting paid"; decision 0048): the money received
 * by Cash and by UPI that day (orders' payments, whatever became of the order since, and khata
 * payments), the refunds given, the Credit orders delivered onto the khata, and, whatever their
 * day, the delivered orders still unpaid and the refunds still due. Received is counted on the
 * day the money came (`paidAt`), a refund on the day it went back (`refundedAt`), each for what
 * was received (`paid_amount_paise`), which a packing after the payment does not change (decision 0051).
 */
export async function cashUpOf(q: Queryable, date: string): Promise<CashUpFigures> {
  const from = istDayStart(date);
  const to = istDayEnd(date);
  const count = sql<string>`count(*)`;
  const [orderPayments, khataPayments, refunded, onCredit, unpaidDelivered, refundsDue] = await Promise.all([
    q
      .select({ method: orders.paidMethod, count, amount: sql<string>`coalesce(sum(${orders.paidAmountPaise}), 0)` })
      .from(orders)
      .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to)))
      .groupBy(orders.paidMethod),
    q
      .select({ method: khataEntries.method, count, amount: sql<string>`coalesce(sum(${khataEntries.amountPaise}), 0)` })
      .from(khataEntries)
      .where(and(eq(khataEntries.kind, 'payment'), gte(khataEntries.at, from), lt(khataEntries.at, to)))
      .groupBy(khataEntries.method),
    q
      .select({ count, amount: sql<string>`coalesce(sum(${orders.paidAmountPaise}), 0)` })
      .from(orders)
      .where(and(gte(orders.refundedAt, from), lt(orders.refundedAt, to))),
    q
      .select({ count, amount: sql<string>`coalesce(sum(${khataEntries.amountPaise}), 0)` })
      .from(khataEntries)
      .where(and(eq(khataEntries.kind, 'order'), gte(khataEntries.at, from), lt(khataEntries.at, to))),
    q
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'Delivered'), eq(orders.paymentStatus, 'Unpaid'), inArray(orders.paymentMethod, ['Cash', 'UPI'])))
      .orderBy(asc(orders.createdAt), asc(orders.id)),
    q.select({ id: orders.id }).from(orders).where(eq(orders.paymentStatus, 'RefundDue')).orderBy(asc(orders.createdAt), asc(orders.id)),
  ]);
  const received = (method: 'Cash' | 'UPI'): TallyPaise => {
    const a = tallyOf(orderPayments.find((row) => row.method === method));
    const b = tallyOf(khataPayments.find((row) => row.method === method));
    return { count: a.count + b.count, amountPaise: a.amountPaise + b.amountPaise };
  };
  return {
    date,
    received: { Cash: received('Cash'), UPI: received('UPI') },
    refunded: tallyOf(refunded[0]),
    onCredit: tallyOf(onCredit[0]),
    unpaidDeliveredIds: unpaidDelivered.map((row) => row.id),
    refundsDueIds: refundsDue.map((row) => row.id),
  };
}
