import { type SQL, sql } from 'drizzle-orm';
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
  /** The part of `received` that was paid against the khata rather than for an order. */
  khataPayments: { Cash: TallyPaise; UPI: TallyPaise };
  refunded: TallyPaise;
  onCredit: TallyPaise;
  unpaidDeliveredIds: string[];
  refundsDueIds: string[];
}

/**
 * The orders still to settle, written with their values in the text rather than as parameters:
 * the planner then proves they fall within `orders_to_settle_idx`'s predicate (decision 0050),
 * whatever plan a driver's prepared statement gets.
 */
const UNPAID_DELIVERED = sql`status = 'Delivered' and payment_status = 'Unpaid' and payment_method in ('Cash', 'UPI')`;
const REFUND_DUE = sql`payment_status = 'RefundDue'`;

/** A tally in rupees, as answers and sheets give it. */
export const inRupees = (tally: TallyPaise) => ({ count: tally.count, amount: toRupees(tally.amountPaise) });

/** A tally as the statement answers it: JSON numbers. */
interface TallyRow {
  count: number;
  amount: number;
}
type MethodTallyRow = TallyRow & { method: 'Cash' | 'UPI' | null };

const tallyOf = (row: TallyRow | undefined): TallyPaise => ({ count: Number(row?.count ?? 0), amountPaise: Number(row?.amount ?? 0) });

/**
 * The owner's cash-up of one IST day (API.md "Getting paid"; decision 0048): the money received
 * by Cash and by UPI that day (orders' payments, whatever became of the order since, and khata
 * payments), the refunds given, the Credit orders delivered onto the khata, and, whatever their
 * day, the delivered orders still unpaid and the refunds still due. Received is counted on the
 * day the money came (`paidAt`), a refund on the day it went back (`refundedAt`), each for what
 * was received (`paid_amount_paise`), which a packing after the payment does not change (decision
 * 0051). One statement, each part through its index (decision 0050): the screen asks it for every
 * day it shows.
 */
export async function cashUpOf(q: Queryable, date: string): Promise<CashUpFigures> {
  const from = sql`${istDayStart(date).toISOString()}::timestamptz`;
  const to = sql`${istDayEnd(date).toISOString()}::timestamptz`;
  const tallies = (table: typeof orders | typeof khataEntries, amount: SQL, where: SQL) =>
    sql`select json_build_object('count', count(*)::int, 'amount', coalesce(sum(${amount}), 0)::bigint) from ${table} where ${where}`;
  const byMethod = (table: typeof orders | typeof khataEntries, method: SQL, amount: SQL, where: SQL) =>
    sql`select coalesce(json_agg(t), '[]'::json) from (
      select ${method} as method, count(*)::int as count, coalesce(sum(${amount}), 0)::bigint as amount
      from ${table} where ${where} group by 1) t`;
  const ids = (where: SQL) => sql`select coalesce(json_agg(id order by created_at, id), '[]'::json) from ${orders} where ${where}`;
  const result = (await q.execute(sql`select
    (${byMethod(orders, sql`paid_method`, sql`paid_amount_paise`, sql`paid_at >= ${from} and paid_at < ${to}`)}) as order_payments,
    (${byMethod(khataEntries, sql`method`, sql`amount_paise`, sql`kind = 'payment' and at >= ${from} and at < ${to}`)}) as khata_payments,
    (${tallies(orders, sql`paid_amount_paise`, sql`refunded_at >= ${from} and refunded_at < ${to}`)}) as refunded,
    (${tallies(khataEntries, sql`amount_paise`, sql`kind = 'order' and at >= ${from} and at < ${to}`)}) as on_credit,
    (${ids(UNPAID_DELIVERED)}) as unpaid_delivered,
    (${ids(REFUND_DUE)}) as refunds_due`)) as unknown as {
    rows: {
      order_payments: MethodTallyRow[];
      khata_payments: MethodTallyRow[];
      refunded: TallyRow;
      on_credit: TallyRow;
      unpaid_delivered: string[];
      refunds_due: string[];
    }[];
  };
  const row = result.rows[0]!;
  const fromKhata = (method: 'Cash' | 'UPI'): TallyPaise => tallyOf(row.khata_payments.find((tally) => tally.method === method));
  const received = (method: 'Cash' | 'UPI'): TallyPaise => {
    const a = tallyOf(row.order_payments.find((tally) => tally.method === method));
    const b = fromKhata(method);
    return { count: a.count + b.count, amountPaise: a.amountPaise + b.amountPaise };
  };
  return {
    date,
    received: { Cash: received('Cash'), UPI: received('UPI') },
    khataPayments: { Cash: fromKhata('Cash'), UPI: fromKhata('UPI') },
    refunded: tallyOf(row.refunded),
    onCredit: tallyOf(row.on_credit),
    unpaidDeliveredIds: row.unpaid_delivered,
    refundsDueIds: row.refunds_due,
  };
}
