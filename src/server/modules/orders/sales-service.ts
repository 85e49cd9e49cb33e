import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';
import { istDayEnd, istDayStart } from '#server/lib/ist-dates.js';

/**
 * What the orders sold over a range of IST days, for the owner's sales report
 * (docs/decisions/0014-low-stock-and-sales.md). Money stays integer paise; the reports module
 * reaches the orders only through this service.
 */

/** IST calendar dates, both included. */
export interface SalesRange {
  from: string;
  to: string;
}

export interface DaySales {
  date: string;
  orders: number;
  revenuePaise: number;
}

export interface ProductSales {
  productId: string;
  name: string;
  unit: string | null;
  quantity: number;
  revenuePaise: number;
}

/** The order's IST calendar date: India keeps UTC+05:30 all year, whatever the session's zone. */
const istDateOf = sql`((${orders.createdAt} at time zone 'UTC') + interval '5 hours 30 minutes')::date`;

/**
 * The orders a report counts: placed within the range's IST days and not cancelled. The bounds
 * on created_at are moments, so orders_created_at_idx narrows a short range.
 */
const countedOrders = ({ from, to }: SalesRange): SQL =>
  sql`${orders.createdAt} >= ${istDayStart(from)} and ${orders.createdAt} < ${istDayEnd(to)} and ${orders.status} <> 'Cancelled'`;

/** A line's amount in paise as the checkout priced it: rate x quantity, half up to the paisa (money.ts linePaise). */
const linePaise = sql`round(${orderItems.ratePaise} * ${orderItems.quantity})`;

export function createSalesService({ db }: { db: Db }) {
  /**
   * Every day of the range, oldest first, zeros included: one aggregate of the orders, joined to
   * the range's dates (a series of day numbers, so no time zone or daylight rule can skip one).
   */
  async function salesByDay(range: SalesRange): Promise<DaySales[]> {
    const result = (await db.execute(sql`
      with sold as (
        select ${istDateOf} as day, count(*)::int as orders, sum(${orders.totalPaise})::bigint as paise
        from ${orders} where ${countedOrders(range)} group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(sold.orders, 0) as orders, coalesce(sold.paise, 0) as paise
      from (select ${range.from}::date + n as day from generate_series(0, ${range.to}::date - ${range.from}::date) as n) as days
      left join sold on sold.day = days.day
      order by days.day`)) as unknown as { rows: { date: string; orders: number | string; paise: number | string }[] };
    return result.rows.map((row) => ({ date: row.date, orders: Number(row.orders), revenuePaise: Number(row.paise) }));
  }

  /**
   * The `count` products whose lines brought the most (ties by id, so the list is stable), each
   * named as it was last sold in the range. Quantities are added as sold, in the product's unit:
   * 0.5 Kg and 1 Kg lines make 1.5 Kg (decision 0014). Only the ranked few are looked up again
   * for their last name.
   */
  async function topProducts(range: SalesRange, count: number): Promise<ProductSales[]> {
    const result = (await db.execute(sql`
      with ranked as (
        select ${orderItems.productId} as product_id, sum(${orderItems.quantity}) as quantity, sum(${linePaise})::bigint as paise
        from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${countedOrders(range)}
        group by ${orderItems.productId}
        order by paise desc, product_id
        limit ${count}
      ),
      last_sold as (
        select distinct on (${orderItems.productId}) ${orderItems.productId} as product_id, ${orderItems.name} as name, ${orderItems.unit} as unit
        from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId}
        where ${orderItems.productId} in (select product_id from ranked) and ${countedOrders(range)}
        order by ${orderItems.productId}, ${orders.createdAt} desc, ${orders.id} desc, ${orderItems.position} desc
      )
      select ranked.product_id, last_sold.name, last_sold.unit, ranked.quantity, ranked.paise
      from ranked join last_sold on last_sold.product_id = ranked.product_id
      order by ranked.paise desc, ranked.product_id`)) as unknown as {
      rows: { product_id: string; name: string; unit: string | null; quantity: number | string; paise: number | string }[];
    };
    return result.rows.map((row) => ({
      productId: row.product_id,
      name: row.name,
      unit: row.unit,
      quantity: Number(row.quantity),
      revenuePaise: Number(row.paise),
    }));
  }

  return { salesByDay, topProducts };
}
export type SalesService = ReturnType<typeof createSalesService>;
