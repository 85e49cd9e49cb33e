import { desc, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { DELIVERY_CODE_TRIES, gstRateOf } from '#common/constants.js';
import { toRupees } from '#common/money.js';
import { slotIdOf } from '#common/schemas/delivery.js';
import type { Order, RiderName } from '#common/schemas/orders.js';
import type { Queryable } from '#server/db/client.js';
import { orderItems, orders, users } from '#server/db/schema.js';
import { paymentOf } from '#server/modules/payments/service.js';

type OrderRow = typeof orders.$inferSelect;
/** What an order shows of each of its items. */
type OrderItemRow = Pick<
  typeof orderItems.$inferSelect,
  'productId' | 'name' | 'imageUrl' | 'ratePaise' | 'quantity' | 'unit' | 'packedQuantity' | 'hsn' | 'gstRate' | 'mrpPaise'
>;

/** The API shape of an order (API.md "Shapes"): rupees as numbers, the snapshot of what was bought, and its rider's name. */
export function toOrder(row: OrderRow, items: readonly OrderItemRow[], rider: RiderName | null): Order {
  // The checkout numbers every order before it commits (a deferred trigger refuses one without).
  if (row.orderNumber === null) throw new Error(`order ${row.id} has no order number`);
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    user: { _id: row.userId, firstName: row.firstName, lastName: row.lastName },
    shippingInfo: { address: row.address, city: row.city, mobileNumber: row.mobileNumber, pinCode: row.pinCode },
    orderItems: items.map((item) => ({
      _id: item.productId,
      name: item.name,
      image: item.imageUrl,
      quantity: item.quantity,
      rate: toRupees(item.ratePaise),
      unit: item.unit,
      packedQuantity: item.packedQuantity,
      hsn: item.hsn,
      gstRate: gstRateOf(item.gstRate),
      mrp: item.mrpPaise === null ? null : toRupees(item.mrpPaise),
    })),
    total: toRupees(row.totalPaise),
    shippingCharge: toRupees(row.deliveryChargePaise),
    discount: toRupees(row.discountPaise),
    coupon: row.couponCode,
    status: row.status,
    // Placing is the history's first entry: it is the order's creation, not a stored change.
    statusHistory: [{ status: 'Processing', at: row.createdAt.toISOString(), by: 'User' }, ...row.statusChanges],
    cancelReason: row.cancelReason,
    orderDate: row.createdAt.toISOString(),
    deliverySlot: deliverySlotOf(row),
    paymentMethod: row.paymentMethod,
    payment: paymentOf(row),
    amountDue: toRupees(row.amountDuePaise),
    packedAt: row.packedAt?.toISOString() ?? null,
    note: row.note,
    ifUnavailable: row.ifUnavailable,
    rider,
    deliveryCode: row.deliveryCode,
    deliveryLocked: row.deliveryCodeMisses >= DELIVERY_CODE_TRIES,
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
 * LIMIT and OFFSET as numbers in the statement's text (checked to be whole and not negative), so
 * PostgreSQL plans each page for its own window whichever way a client sends the statement
 * (decision 0011).
 */
function windowOf({ limit, offset }: OrdersPage): SQL {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) {
    throw new Error(`not a page window: limit ${limit}, offset ${offset}`);
  }
  return sql.raw(`limit ${limit} offset ${offset}`);
}

// Named with its table: a query of one table leaves its columns unqualified, and a bare "id" in
// the subquery would be the item's.
const orderIdOutside = sql`${orders}.${sql.identifier(orders.id.name)}`;

/**
 * An order's items in their order, as one JSON array beside its row: PostgreSQL builds it through
 * order_items_order_id_idx, and the driver reads one JSON text per order instead of a row per item.
 * The keys are OrderItemRow's; a numeric quantity travels as a JSON number.
 */
const itemsOfOrder = sql<OrderItemRow[]>`(
  select coalesce(json_agg(json_build_object(
    'productId', ${orderItems.productId}, 'name', ${orderItems.name}, 'imageUrl', ${orderItems.imageUrl},
    'ratePaise', ${orderItems.ratePaise}, 'quantity', ${orderItems.quantity}, 'unit', ${orderItems.unit},
    'packedQuantity', ${orderItems.packedQuantity}, 'hsn', ${orderItems.hsn}, 'gstRate', ${orderItems.gstRate},
    'mrpPaise', ${orderItems.mrpPaise})
    order by ${orderItems.position}), '[]')
  from ${orderItems} where ${orderItems.orderId} = ${orderIdOutside})`;

/** The name of an order's rider beside its row, or null. */
const riderOfOrder = sql<RiderName | null>`(
  select json_build_object('_id', ${users.id}, 'firstName', ${users.firstName}, 'lastName', ${users.lastName})
  from ${users} where ${users.id} = ${orders}.${sql.identifier(orders.riderId.name)})`;

/**
 * The orders matching `where`, newest first (the id breaking ties, so pages never overlap), each
 * with its items: one statement whatever the number of orders (no query per order). A page
 * (`limit` rows after `offset`) takes its ids from the index first, then reads their rows: a deep
 * page skips its offset in the index (orders_status_created_idx holds status, date and id)
 * instead of reading every row it skips.
 */
export async function loadOrders(q: Queryable, where: SQL | undefined, page?: OrdersPage): Promise<Order[]> {
  const newest = [desc(orders.createdAt), desc(orders.id)];
  const idsNewestFirst = q
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...newest);
  const which = page ? sql`${orders.id} in (${idsNewestFirst.getSQL()} ${windowOf(page)})` : where;
  const rows = await q
    .select({ ...getTableColumns(orders), items: itemsOfOrder, rider: riderOfOrder })
    .from(orders)
    .where(which)
    .orderBy(...newest);
  return rows.map(({ items, rider, ...row }) => toOrder(row, items, rider));
}
