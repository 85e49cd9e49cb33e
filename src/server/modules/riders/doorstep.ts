import { and, eq, lt, sql } from 'drizzle-orm';
import { DELIVERY_CODE_TRIES } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import type { DeliveredInput } from '#common/schemas/riders.js';
import type { Db } from '#server/db/client.js';
import { orders } from '#server/db/schema.js';
import { AppError, notFound } from '#server/lib/errors.js';
import type { Actor } from '#server/modules/audit/service.js';
import type { OrdersService } from '#server/modules/orders/service.js';

/** What the door's checks read of an order given to this rider. */
async function doorStateOf(db: Db, riderId: string, orderId: string) {
  const [order] = await db
    .select({
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      deliveryCode: orders.deliveryCode,
      misses: orders.deliveryCodeMisses,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.riderId, riderId)));
  // Another rider's order, or one taken away: "not found", so ids reveal nothing.
  if (!order) throw notFound('Order');
  return order;
}
type DoorState = Awaited<ReturnType<typeof doorStateOf>>;

const locked = () => new AppError('RATE_LIMITED', shopMessage('deliveryLocked'));

/**
 * Why this delivery cannot be made, whatever the code (decision 0056, in this order): the order
 * is not on its way yet or any more, it is locked by wrong codes, or what was collected cannot be.
 */
function refusalOf(order: DoorState, input: DeliveredInput): AppError | undefined {
  const number = order.orderNumber ?? 0;
  if (order.status === 'Processing') return new AppError('ORDER_NOT_SHIPPED', shopMessage('notShippedYet', { number }));
  if (order.status === 'Delivered') return new AppError('CONFLICT', shopMessage('alreadyDelivered', { number }));
  if (order.status === 'Cancelled') return new AppError('CONFLICT', shopMessage('deliveryCancelled', { number }));
  if (order.misses >= DELIVERY_CODE_TRIES) return locked();
  if (input.collected === 'None') return undefined;
  if (order.paymentMethod === 'Credit') return new AppError('VALIDATION', shopMessage('creditCollectsNothing', { number }));
  if (order.paymentStatus === 'Paid') return new AppError('ALREADY_PAID', `Order ${number} Is Already Paid..!!`);
  return undefined;
}

/**
 * A wrong code, counted in a statement of its own that commits whatever the request answers, and
 * only while the delivery is not locked: guesses at once are each counted, and the fifth locks it.
 */
async function countWrongCode(db: Db, orderId: string): Promise<AppError> {
  const [counted] = await db
    .update(orders)
    .set({ deliveryCodeMisses: sql`${orders.deliveryCodeMisses} + 1` })
    .where(and(eq(orders.id, orderId), lt(orders.deliveryCodeMisses, DELIVERY_CODE_TRIES)))
    .returning({ misses: orders.deliveryCodeMisses });
  if (!counted) return locked();
  return new AppError('WRONG_CODE', shopMessage('wrongDeliveryCode', { left: DELIVERY_CODE_TRIES - counted.misses }));
}

/**
 * The rider hands over an order (PUT /api/rider/orders/:id/delivered): the checks, the code, then
 * the orders module's delivery (one guarded transaction). Nothing changes on a refusal but the
 * count of wrong codes. A delivery the guard refused (the order changed meanwhile) is read again
 * and refused for what it now is.
 */
export async function deliverAtDoor(
  db: Db,
  orders: Pick<OrdersService, 'deliverAtDoor'>,
  rider: Actor,
  orderId: string,
  input: DeliveredInput,
): Promise<void> {
  const order = await doorStateOf(db, rider.id, orderId);
  const refusal = refusalOf(order, input);
  if (refusal) throw refusal;
  if (input.code !== order.deliveryCode) throw await countWrongCode(db, orderId);
  const delivered = await orders.deliverAtDoor(rider, orderId, input.collected, input.reference);
  if (!delivered) throw refusalOf(await doorStateOf(db, rider.id, orderId), input) ?? locked();
}
