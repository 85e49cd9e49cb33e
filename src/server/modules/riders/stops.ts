import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { DELIVERY_CODE_TRIES } from '#common/constants.js';
import { toRupees } from '#common/money.js';
import { slotIdOf } from '#common/schemas/delivery.js';
import type { RiderOrder } from '#common/schemas/riders.js';
import type { Db } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';

/**
 * A rider's stops (GET /api/rider/orders; decision 0056): the orders given to them, in slot
 * order (orders without a slot after, by when they were placed), each with what the rider needs
 * at the door and never the delivery code, which is not even read.
 */
async function loadStops(db: Db, where: SQL | undefined): Promise<RiderOrder[]> {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      deliveryDate: orders.deliveryDate,
      deliveryStart: orders.deliveryStart,
      deliveryEnd: orders.deliveryEnd,
      address: orders.address,
      city: orders.city,
      mobileNumber: orders.mobileNumber,
      pinCode: orders.pinCode,
      firstName: orders.firstName,
      lastName: orders.lastName,
      amountDuePaise: orders.amountDuePaise,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      paidMethod: orders.paidMethod,
      note: orders.note,
      ifUnavailable: orders.ifUnavailable,
      deliveryCodeMisses: orders.deliveryCodeMisses,
    })
    .from(orders)
    .where(where)
    .orderBy(
      sql`${orders.deliveryDate} asc nulls last`,
      sql`${orders.deliveryStart} asc nulls last`,
      asc(orders.createdAt),
      asc(orders.id),
    );
  if (rows.length === 0) return [];
  const items = await db
    .select({
      orderId: orderItems.orderId,
      _id: orderItems.productId,
      name: orderItems.name,
      unit: orderItems.unit,
      quantity: orderItems.quantity,
      packedQuantity: orderItems.packedQuantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return rows.map((row) => {
    const { deliveryDate: date, deliveryStart: start, deliveryEnd: end } = row;
    return {
      _id: row.id,
      orderNumber: row.orderNumber ?? 0,
      status: row.status,
      deliverySlot: date && start && end ? { _id: slotIdOf({ date, start, end }), date, start, end } : null,
      shippingInfo: { address: row.address, city: row.city, mobileNumber: row.mobileNumber, pinCode: row.pinCode },
      customer: `${row.firstName} ${row.lastName}`.trim(),
      items: items.filter((item) => item.orderId === row.id).map(({ orderId: _order, ...item }) => item),
      amountDue: toRupees(row.amountDuePaise),
      paymentMethod: row.paymentMethod,
      payment: { status: row.paymentStatus, method: row.paidMethod },
      note: row.note,
      ifUnavailable: row.ifUnavailable,
      locked: row.deliveryCodeMisses >= DELIVERY_CODE_TRIES,
    };
  });
}

/** The rider's run: their orders not yet Delivered or Cancelled (Processing ones show as being packed). */
export const stopsOf = (db: Db, riderId: string) =>
  loadStops(db, and(eq(orders.riderId, riderId), inArray(orders.status, ['Processing', 'Shipped'])));

/** One order as its rider sees it, whatever its status (the answer to a delivery); none when it is not theirs. */
export async function stopOf(db: Db, riderId: string, orderId: string): Promise<RiderOrder | undefined> {
  const [stop] = await loadStops(db, and(eq(orders.id, orderId), eq(orders.riderId, riderId)));
  return stop;
}
