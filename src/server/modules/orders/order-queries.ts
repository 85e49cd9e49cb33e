import { asc, desc, inArray, type SQL } from 'drizzle-orm';
import { SHIPPING_CHARGE } from '#common/constants.js';
import { toRupees } from '#common/money.js';
import { slotIdOf } from '#common/schemas/delivery.js';
import type { Order } from '#common/schemas/orders.js';
import type { Queryable } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';

type OrderRow = typeof orders.$inferSelect;
type OrderItemRow = typeof orderItems.$inferSelect;

/** The API shape of an order (API.md "Shapes"): rupees as numbers, the snapshot of what was bought. */
export function toOrder(row: OrderRow, items: readonly OrderItemRow[]): Order {
  return {
    _id: row.id,
    user: { _id: row.userId, firstName: row.firstName, lastName: row.lastName },
    shippingInfo: { address: row.address, city: row.city, mobileNumber: row.mobileNumber, pinCode: row.pinCode },
    orderItems: items.map((item) => ({
      _id: item.productId,
      name: item.name,
      image: item.imageUrl,
      quantity: item.quantity,
      rate: toRupees(item.ratePaise),
      unit: item.unit,
    })),
    total: toRupees(row.totalPaise),
    shippingCharge: SHIPPING_CHARGE,
    status: row.status,
    // Placing is the history's first entry: it is the order's creation, not a stored change.
    statusHistory: [{ status: 'Processing', at: row.createdAt.toISOString(), by: 'User' }, ...row.statusChanges],
    cancelReason: row.cancelReason,
    orderDate: row.createdAt.toISOString(),
    deliverySlot: deliverySlotOf(row),
  };
}

/** The booked window of an order; orders placed while the shop asked for none have none. */
function deliverySlotOf(row: OrderRow): Order['deliverySlot'] {
  const { deliveryDate: date, deliveryStart: start, deliveryEnd: end } = row;
  return date && start && end ? { _id: slotIdOf({ date, start, end }), date, start, end } : null;
}

/** `limit` orders after `offset`. */
export interface OrdersPage {
  limit: number;
  offset: number;
}

/**
 * The orders matching `where`, newest first (the id breaking ties, so pages never overlap), each
 * with its items: two queries whatever the number of orders (no query per order). A whole list
 * chooses its items by the same condition as a subquery, so thousands of orders never turn into
 * thousands of bound ids; a page (`limit` rows after `offset`) names its few orders.
 */
export async function loadOrders(q: Queryable, where: SQL | undefined, page?: OrdersPage): Promise<Order[]> {
  const newest = [desc(orders.createdAt), desc(orders.id)];
  const rows = page
    ? // The page's ids first, then their rows: a deep page skips its offset in the index
      // (orders_status_created_idx holds status, date and id) instead of reading every row it skips.
      await q
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            q
              .select({ id: orders.id })
              .from(orders)
              .where(where)
              .orderBy(...newest)
              .limit(page.limit)
              .offset(page.offset),
          ),
        )
        .orderBy(...newest)
    : await q
        .select()
        .from(orders)
        .where(where)
        .orderBy(...newest);
  if (rows.length === 0) return [];
  const which = page
    ? inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      )
    : inArray(orderItems.orderId, q.select({ id: orders.id }).from(orders).where(where));
  const items = await q.select().from(orderItems).where(which).orderBy(asc(orderItems.orderId), asc(orderItems.position));

  const itemsByOrder = new Map<string, OrderItemRow[]>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId);
    if (list) list.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  return rows.map((row) => toOrder(row, itemsByOrder.get(row.id) ?? []));
}
