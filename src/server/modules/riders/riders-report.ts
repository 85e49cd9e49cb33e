import { and, asc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import { toRupees } from '#common/money.js';
import type { RiderTally } from '#common/schemas/riders.js';
import type { Db } from '#server/db/client.js';
import { orders, users } from '#server/db/schema.js';
import { csvText, rupeesText } from '#server/lib/csv-files.js';
import { istDayEnd, istDayStart } from '#server/lib/ist-dates.js';

/** One rider's day as the database sums it: amounts in paise. */
export interface RiderDay {
  rider: RiderTally['rider'];
  delivered: number;
  cashPaise: number;
  upiPaise: number;
  onCreditPaise: number;
  unpaidPaise: number;
}

const paiseWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(${orders.amountDuePaise}) filter (where ${condition}), 0)::bigint`.mapWith(Number);

/**
 * The riders report of an IST day (GET /api/admin/reports/riders; decision 0056): per rider, the
 * orders they delivered that day and what they were handed at the door. Every account that is a
 * Rider now is listed, with zeros when idle; one that delivered that day and is a Rider no more
 * is listed too. The Admin's own deliveries (no `collected`) are nobody's run.
 */
export async function ridersDay(db: Db, date: string): Promise<RiderDay[]> {
  const deliveredThatDay = and(
    eq(orders.riderId, users.id),
    isNotNull(orders.collected),
    gte(orders.deliveredAt, istDayStart(date)),
    lt(orders.deliveredAt, istDayEnd(date)),
  );
  const rows = await db
    .select({
      _id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      delivered: sql<number>`count(${orders.id})::int`.mapWith(Number),
      cashPaise: paiseWhere(sql`${orders.collected} = 'Cash'`),
      upiPaise: paiseWhere(sql`${orders.collected} = 'UPI'`),
      onCreditPaise: paiseWhere(sql`${orders.paymentMethod} = 'Credit'`),
      unpaidPaise: paiseWhere(sql`${orders.collected} = 'None' and ${orders.paymentMethod} <> 'Credit'`),
    })
    .from(users)
    .leftJoin(orders, deliveredThatDay)
    .where(or(eq(users.role, 'Rider'), isNotNull(orders.id)))
    .groupBy(users.id)
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ _id, firstName, lastName, ...figures }) => ({ rider: { _id, firstName, lastName }, ...figures }));
}

/** The report as the API answers it: amounts in rupees. */
export const inRupees = (day: RiderDay): RiderTally => ({
  rider: day.rider,
  delivered: day.delivered,
  cash: toRupees(day.cashPaise),
  upi: toRupees(day.upiPaise),
  onCredit: toRupees(day.onCreditPaise),
  unpaid: toRupees(day.unpaidPaise),
});

export const RIDERS_COLUMNS = ['rider', 'delivered', 'cash', 'upi', 'on_credit', 'unpaid'] as const;

/**
 * The riders report as a sheet (GET /api/admin/reports/riders.csv): a line per rider and a last
 * line of the day's totals, amounts in rupees with two decimals. Names are the riders' to type,
 * so the sheet is written formula-safe (lib/csv-files.ts).
 */
export function ridersSheet(days: readonly RiderDay[]): string {
  const line = (name: string, figures: Omit<RiderDay, 'rider'>) => [
    name,
    String(figures.delivered),
    rupeesText(figures.cashPaise),
    rupeesText(figures.upiPaise),
    rupeesText(figures.onCreditPaise),
    rupeesText(figures.unpaidPaise),
  ];
  const total = days.reduce(
    (sum, day) => ({
      delivered: sum.delivered + day.delivered,
      cashPaise: sum.cashPaise + day.cashPaise,
      upiPaise: sum.upiPaise + day.upiPaise,
      onCreditPaise: sum.onCreditPaise + day.onCreditPaise,
      unpaidPaise: sum.unpaidPaise + day.unpaidPaise,
    }),
    { delivered: 0, cashPaise: 0, upiPaise: 0, onCreditPaise: 0, unpaidPaise: 0 },
  );
  return csvText([
    [...RIDERS_COLUMNS],
    ...days.map((day) => line(`${day.rider.firstName} ${day.rider.lastName}`.trim(), day)),
    line('Total', total),
  ]);
}
