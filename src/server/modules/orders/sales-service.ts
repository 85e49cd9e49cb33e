import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';

/**
 * What the orders sold over a range of IST days, for the owner's sales report
 * (docs/decisions/0014-low-stock-and-sales.md). Money stays integer paise; the reports module
 * reaches the orders only through this service.
 *
 * A day that has ended is summed once into sales_days and sales_day_products, the first time a
 * report asks for it; the orders' triggers forget a summed day when one of its orders changes
 * (migration 0010). Days still open (today, and the few minutes after midnight while a checkout
 * begun the day before may still commit) are read from the orders themselves, so a report of a
 * year reads 365 small rows and one day of orders.
 *
 * What a day took is what its orders' shoppers pay (their amount due) and what a product sold is
 * its lines as packed, once packed (decision 0051): a packing forgets its order's day as a cancel does.
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

/**
 * The first IST day that is not yet closed: a checkout dates its order when it begins and may
 * commit a moment later, so a day is summed only once it has been over for ten minutes.
 */
const openFrom = sql`ist_day(now() - interval '10 minutes')`;

/** The moment an IST date (a date expression) begins. */
const istStartOf = (day: ReturnType<typeof sql>) => sql`((${day})::timestamp - interval '5 hours 30 minutes') at time zone 'UTC'`;

/** The orders a report counts on the open days of a range: placed then and not cancelled. */
const openOrders = (range: SalesRange) => sql`
  o.created_at >= greatest(${istStartOf(sql`${range.from}::date`)}, ${istStartOf(openFrom)})
  and o.created_at < ${istStartOf(sql`${range.to}::date + 1`)} and o.status <> 'Cancelled'`;

/** The closed days of a range: [from, min(to, the last closed day)]. */
const closedTo = (range: SalesRange) => sql`least(${range.to}::date, ${openFrom} - 1)`;

/** The quantity a line sold: as packed once its order is packed (0 when unavailable), else as ordered (common/amount-due.ts). */
const soldQuantity = sql`coalesce(i.packed_quantity, i.quantity)`;

/** A line's amount in paise as the amount due figures it: rate x the quantity sold, half up to the paisa (money.ts linePaise). */
const linePaise = sql`round(i.rate_paise * ${soldQuantity})`;

type Rows<T> = { rows: T[] };

export function createSalesService({ db }: { db: Db }) {
  /**
   * Sums every closed day of the range not summed yet, in one statement per table, under the
   * lock the orders' triggers take: an order that changes meanwhile waits, then forgets the day.
   * A range already summed costs one indexed count and no lock.
   */
  async function sumClosedDays(range: SalesRange): Promise<void> {
    const check = (await db.execute(sql`
      select (select count(*) from sales_days where day between ${range.from}::date and ${closedTo(range)})
        = greatest(${closedTo(range)} - ${range.from}::date + 1, 0) as complete`)) as unknown as Rows<{ complete: boolean }>;
    if (check.rows[0]?.complete) return;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sales_days'))`);
      // One pass over the orders from the first missing day to the last, kept to the missing days.
      await tx.execute(sql`
        with missing as materialized (
          select ${range.from}::date + n as day
          from generate_series(0, ${closedTo(range)} - ${range.from}::date) as n
          where not exists (select 1 from sales_days s where s.day = ${range.from}::date + n)
        ),
        counted as materialized (
          select o.id, o.amount_due_paise, o.created_at, ist_day(o.created_at) as day
          from orders o
          where o.created_at >= ${istStartOf(sql`(select min(day) from missing)`)}
            and o.created_at < ${istStartOf(sql`(select max(day) from missing) + 1`)}
            and o.status <> 'Cancelled'
            and ist_day(o.created_at) in (select day from missing)
        ),
        summed as (
          insert into sales_days (day, orders, revenue_paise)
          select m.day, count(c.id), coalesce(sum(c.amount_due_paise), 0)
          from missing m left join counted c on c.day = m.day
          group by m.day
          returning day
        )
        insert into sales_day_products (day, product_id, name, unit, quantity, revenue_paise)
        select c.day, i.product_id,
          (array_agg(i.name order by c.created_at desc, c.id desc, i.position desc))[1],
          (array_agg(i.unit order by c.created_at desc, c.id desc, i.position desc))[1],
          sum(${soldQuantity}), sum(${linePaise})::bigint
        from counted c join order_items i on i.order_id = c.id
        where c.day in (select day from summed)
        group by c.day, i.product_id`);
    });
  }

  /**
   * Every day of the range, oldest first, zeros included: the closed days' sums, the open days
   * counted from their orders, joined to the range's dates (a series of day numbers, so no time
   * zone or daylight rule can skip one).
   */
  async function salesByDay(range: SalesRange): Promise<DaySales[]> {
    await sumClosedDays(range);
    const result = (await db.execute(sql`
      with open_days as (
        select ist_day(o.created_at) as day, count(*)::int as orders, sum(o.amount_due_paise)::bigint as paise
        from orders o where ${openOrders(range)} group by 1
      ),
      sold as (
        select day, orders, revenue_paise as paise from sales_days where day between ${range.from}::date and ${closedTo(range)}
        union all
        select day, orders, paise from open_days
      )
      select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(sold.orders, 0) as orders, coalesce(sold.paise, 0) as paise
      from (select ${range.from}::date + n as day from generate_series(0, ${range.to}::date - ${range.from}::date) as n) as days
      left join sold on sold.day = days.day
      order by days.day`)) as unknown as Rows<{ date: string; orders: number | string; paise: number | string }>;
    return result.rows.map((row) => ({ date: row.date, orders: Number(row.orders), revenuePaise: Number(row.paise) }));
  }

  /**
   * The `count` products whose lines brought the most (ties by id, so the list is stable), each
   * named as it was last sold in the range. Quantities are added as sold, in the product's unit:
   * 0.5 Kg and 1 Kg lines make 1.5 Kg (decision 0014). Only the ranked few are looked up again
   * for their last name.
   */
  async function topProducts(range: SalesRange, count: number): Promise<ProductSales[]> {
    await sumClosedDays(range);
    const result = (await db.execute(sql`
      with open_lines as materialized (
        select i.product_id, i.name, i.unit, ${soldQuantity} as quantity, ${linePaise} as paise, o.created_at, o.id as order_id, i.position
        from orders o join order_items i on i.order_id = o.id
        where ${openOrders(range)}
      ),
      ranked as (
        select product_id, sum(quantity) as quantity, sum(paise)::bigint as paise
        from (
          select product_id, quantity, revenue_paise as paise from sales_day_products
          where day between ${range.from}::date and ${closedTo(range)}
          union all
          select product_id, quantity, paise from open_lines
        ) as lines
        group by product_id
        order by paise desc, product_id
        limit ${count}
      ),
      last_sold as (
        select distinct on (product_id) product_id, name, unit
        from (
          select l.product_id, l.name, l.unit, l.created_at, l.order_id, l.position from open_lines l
          where l.product_id in (select product_id from ranked)
          union all
          select p.product_id, p.name, p.unit, ${istStartOf(sql`p.day`)}, null, null from sales_day_products p
          where p.product_id in (select product_id from ranked) and p.day between ${range.from}::date and ${closedTo(range)}
        ) as named
        order by product_id, created_at desc, order_id desc nulls last, position desc nulls last
      )
      select ranked.product_id, last_sold.name, last_sold.unit, ranked.quantity, ranked.paise
      from ranked join last_sold on last_sold.product_id = ranked.product_id
      order by ranked.paise desc, ranked.product_id`)) as unknown as Rows<{
      product_id: string;
      name: string;
      unit: string | null;
      quantity: number | string;
      paise: number | string;
    }>;
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
