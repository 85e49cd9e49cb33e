import { and, asc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { fromMilli, toMilli } from '#common/money.js';
import { comparePickOrder } from '#common/pick-order.js';
import { slotIdOf } from '#common/schemas/delivery.js';
import type { PickListQuery, PickOrder } from '#common/schemas/packing.js';
import type { Queryable } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';
import { istDayEnd, istDayStart } from '#server/lib/ist-dates.js';

/** A line of an order as the pick list reads it. */
interface PickLine {
  productId: string;
  name: string;
  unit: string | null;
  quantity: number;
  packedQuantity: number | null;
}

/** A product to pick, summed over the day's orders. */
export interface PickProductTotal {
  _id: string;
  name: string;
  unit: string | null;
  quantity: number;
  orders: number;
}

// Named with its table: a bare "id" in the subquery would be the item's.
const orderIdOutside = sql`${orders}.${sql.identifier(orders.id.name)}`;

/** An order's lines in their order, as one JSON array beside its row (as order-queries.ts reads them). */
const linesOfOrder = sql<PickLine[]>`(
  select coalesce(json_agg(json_build_object(
    'productId', ${orderItems.productId}, 'name', ${orderItems.name}, 'unit', ${orderItems.unit},
    'quantity', ${orderItems.quantity}, 'packedQuantity', ${orderItems.packedQuantity})
    order by ${orderItems.position}), '[]')
  from ${orderItems} where ${orderItems.orderId} = ${orderIdOutside})`;

/**
 * The orders a pick list covers (API.md "Packing"): Processing orders delivered on that IST date,
 * those whose slot is on it (of one window when `slot` names its start) and, without a slot, those
 * placed that day, the rule of the dashboard's "to pack today" (admin-orders.ts). Each arm is read
 * on its own index: orders_delivery_idx, orders_created_at_idx.
 */
function coveredBy({ date, slot }: PickListQuery): SQL | undefined {
  const slotted = and(eq(orders.deliveryDate, date), slot === undefined ? undefined : eq(orders.deliveryStart, slot));
  const unslotted = and(isNull(orders.deliveryDate), gte(orders.createdAt, istDayStart(date)), lt(orders.createdAt, istDayEnd(date)));
  return and(eq(orders.status, 'Processing'), slot === undefined ? or(slotted, unslotted) : slotted);
}

/**
 * The products of the orders, added up in thousandths: one entry per product, named as its
 * newest order (the list's last) names it, in pick order (common/pick-order.ts). A product's quantity is what its orders
 * asked for, packed or not: the list says what to take off the shelves for the day.
 */
function productsOf(list: readonly { lines: readonly PickLine[] }[]): PickProductTotal[] {
  const byId = new Map<string, { name: string; unit: string | null; milli: number; orders: number }>();
  for (const order of list) {
    for (const line of order.lines) {
      const seen = byId.get(line.productId);
      if (seen) {
        seen.milli += toMilli(line.quantity);
        seen.orders += 1;
        seen.name = line.name;
        seen.unit = line.unit;
      } else {
        byId.set(line.productId, { name: line.name, unit: line.unit, milli: toMilli(line.quantity), orders: 1 });
      }
    }
  }
  return [...byId]
    .map(([id, product]) => ({
      _id: id,
      name: product.name,
      unit: product.unit,
      quantity: fromMilli(product.milli),
      orders: product.orders,
    }))
    .sort(comparePickOrder);
}

/**
 * The day's pick list (GET /api/admin/picklist): the orders to pack with their lines, and the
 * products to take off the shelves for them. One statement, whatever the number of orders.
 */
export async function pickListOf(q: Queryable, query: PickListQuery): Promise<{ products: PickProductTotal[]; orders: PickOrder[] }> {
  const rows = await q
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      deliveryDate: orders.deliveryDate,
      deliveryStart: orders.deliveryStart,
      deliveryEnd: orders.deliveryEnd,
      firstName: orders.firstName,
      lastName: orders.lastName,
      mobileNumber: orders.mobileNumber,
      note: orders.note,
      ifUnavailable: orders.ifUnavailable,
      packedAt: orders.packedAt,
      lines: linesOfOrder,
    })
    .from(orders)
    .where(coveredBy(query))
    // Oldest first, so a product is named as its newest order names it; answered by window below.
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const products = productsOf(rows);
  const list = rows
    .map(
      (row): PickOrder => ({
        _id: row.id,
        orderNumber: row.orderNumber ?? 0,
        deliverySlot:
          row.deliveryDate && row.deliveryStart && row.deliveryEnd
            ? {
                _id: slotIdOf({ date: row.deliveryDate, start: row.deliveryStart, end: row.deliveryEnd }),
                date: row.deliveryDate,
                start: row.deliveryStart,
                end: row.deliveryEnd,
              }
            : null,
        customer: `${row.firstName} ${row.lastName}`.trim(),
        mobileNumber: row.mobileNumber,
        note: row.note,
        ifUnavailable: row.ifUnavailable,
        packedAt: row.packedAt?.toISOString() ?? null,
        items: row.lines.map((line) => ({
          _id: line.productId,
          name: line.name,
          unit: line.unit,
          quantity: line.quantity,
          packedQuantity: line.packedQuantity,
        })),
      }),
    )
    // By window (those without one, placed that day, first), then by order number.
    .sort((a, b) => (a.deliverySlot?.start ?? '').localeCompare(b.deliverySlot?.start ?? '') || a.orderNumber - b.orderNumber);
  return { products, orders: list };
}
