import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { OrderStatus } from '#common/constants.js';
import type { Db } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';
import { istDayEnd, istDayStart } from '#server/lib/ist-dates.js';

/**
 * Every order matching the owner's filter, a page at a time, for the orders CSV
 * (docs/decisions/0012-spreadsheets.md). The spreadsheets module reaches the orders only through
 * this service.
 */

/** The owner's filter, meant as the admin orders list means it: one status, IST order dates with both ends included. */
export interface OrderSheetFilter {
  status?: OrderStatus;
  from?: string;
  to?: string;
}

/** One item of an order as the CSV reads it: name, quantity and unit (none on orders from before units were kept). */
export type OrderItemCells = [name: string, quantity: number | string, unit: string | null];

/**
 * An order as the CSV needs it: what the order copied of its shopper and goods. `items` is as the
 * driver hands JSON over: parsed, or its text (`itemsOfOrder` reads either).
 */
export interface OrderSheetRow {
  id: string;
  at: string;
  placedAt: Date;
  userId: string | null;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  mobileNumber: string;
  pinCode: string;
  status: OrderStatus;
  totalPaise: number;
  items: OrderItemCells[] | string;
}

/** The items of a row, in their order. */
export const itemsOfOrder = (order: OrderSheetRow): OrderItemCells[] =>
  typeof order.items === 'string' ? (JSON.parse(order.items) as OrderItemCells[]) : order.items;

const PAGE = 500;

/**
 * Each order's items, in their order, as one JSON column of the order's own row: the items index
 * answers it per order, whatever the planner knows of the tables (an `IN` list of a page's ids
 * may be read by scanning every item when statistics are missing, as on the embedded database).
 * The order's id is named with its table: drizzle writes a lone column of a one-table query bare.
 */
const itemsColumn = sql<OrderItemCells[] | string>`(
  select coalesce(json_agg(json_build_array(${orderItems.name}, ${orderItems.quantity}, ${orderItems.unit}) order by ${orderItems.position}), '[]')
  from ${orderItems} where ${orderItems.orderId} = ${orders}.${sql.identifier(orders.id.name)})`;

/**
 * Orders older than the cursor. The plain bound on created_at lets an index on it start the scan
 * at the cursor (a row comparison alone would only filter); the pair breaks ties between orders
 * of the same microsecond.
 */
const olderThan = (cursor: OrderCursor) =>
  sql`${orders.createdAt} <= ${cursor.at}::timestamptz and (${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;

/** Where the next page starts: after the last order of the page before. */
export interface OrderCursor {
  at: string;
  id: string;
}

export function createOrderExportService({ db }: { db: Db }) {
  /**
   * One page of the matching orders, newest first as the admin list shows them: the `pageSize`
   * after `cursor`, and the cursor of the page after it (none after the last). Each page is one
   * short query, its items included: an export holds no transaction while the client downloads,
   * and checkouts go on between pages (an order placed meanwhile is newer than the cursor, so it
   * is not half-included). The cursor is the timestamp's own text, which keeps the microseconds a
   * JavaScript Date would drop.
   */
  async function orderPage(
    filter: OrderSheetFilter,
    cursor: OrderCursor | undefined,
    pageSize = PAGE,
  ): Promise<{ orders: OrderSheetRow[]; next: OrderCursor | undefined }> {
    const rows = await db
      .select({
        id: orders.id,
        at: sql<string>`${orders.createdAt}::text`,
        placedAt: orders.createdAt,
        userId: orders.userId,
        firstName: orders.firstName,
        lastName: orders.lastName,
        address: orders.address,
        city: orders.city,
        mobileNumber: orders.mobileNumber,
        pinCode: orders.pinCode,
        status: orders.status,
        totalPaise: orders.totalPaise,
        items: itemsColumn,
      })
      .from(orders)
      .where(
        and(
          filter.status === undefined ? undefined : eq(orders.status, filter.status),
          filter.from === undefined ? undefined : gte(orders.createdAt, istDayStart(filter.from)),
          filter.to === undefined ? undefined : lt(orders.createdAt, istDayEnd(filter.to)),
          cursor ? olderThan(cursor) : undefined,
        ),
      )
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize);
    const last = rows.at(-1);
    // The rows go out as the driver made them: a copy of each (a spread, a map to new objects)
    // made V8 move a page's worth to the old generation on every collection (decision 0012).
    return { orders: rows, next: last && rows.length === pageSize ? { at: last.at, id: last.id } : undefined };
  }

  return { orderPage };
}
export type OrderExportService = ReturnType<typeof createOrderExportService>;
