import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  CANCELLABLE_BY,
  type Collected,
  DELIVERY_CODE_TRIES,
  NEXT_ORDER_STATUS,
  ORDER_STATUSES,
  type OrderStatus,
  type StatusChanger,
} from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import { toMilli } from '#common/money.js';
import type { Order, StatusChange } from '#common/schemas/orders.js';
import type { RecordPaymentInput } from '#common/schemas/payments.js';
import type { Db, Tx } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';
import { AppError, conflict, notFound } from '#server/lib/errors.js';
import type { Actor, AuditService } from '#server/modules/audit/service.js';
import type { StockService } from '#server/modules/catalog/stock-service.js';
import type { CouponsService } from '#server/modules/coupons/service.js';
import type { DeliveryService } from '#server/modules/delivery/service.js';
import type { PaymentsService } from '#server/modules/payments/service.js';
import type { OrderEvent, OrderEventHub } from './order-events.js';
import { loadOrders } from './order-queries.js';

/** The status an order must have to move to `next` (spec 4: Processing -> Shipped -> Delivered). */
function statusBefore(next: OrderStatus): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => NEXT_ORDER_STATUS[status] === next);
}

function refusedStep(current: OrderStatus, wanted: OrderStatus): string {
  const allowed = NEXT_ORDER_STATUS[current];
  if (current === wanted) return `Order Is Already ${current}..!!`;
  if (allowed === null) return `Order Is Already ${current}, Its Status Cannot Change..!!`;
  return `Order Is ${current}, It Can Only Move To ${allowed}..!!`;
}

const notCancellable = (current: OrderStatus) =>
  new AppError(
    'ORDER_NOT_CANCELLABLE',
    current === 'Cancelled' ? shopMessage('alreadyCancelled') : shopMessage('notCancellable', { status: current }),
  );

/** Who asks for a cancel: a shopper may touch only their own orders, an Admin any. */
export type Canceller = { by: 'User'; id: string } | { by: 'Admin'; actor: Actor };

/**
 * An order's status changes (API.md "Order lifecycle"). Each is one guarded UPDATE that names
 * the statuses it may start from and appends to the history in the same statement, so two
 * requests at once can never both succeed, skip a step or give stock back twice.
 */
export function createStatusChanges({
  db,
  stock,
  delivery,
  audit,
  payments,
  coupons,
  clock,
  events,
}: {
  db: Db;
  stock: StockService;
  delivery: Pick<DeliveryService, 'release'>;
  audit: Pick<AuditService, 'record'>;
  payments: Pick<PaymentsService, 'recordInTx' | 'announceRecorded' | 'creditOnDelivery' | 'refundDueOnCancel'>;
  /** A cancel gives the order's coupon use back (decision 0062). */
  coupons: Pick<CouponsService, 'giveBack'>;
  clock: () => Date;
  events: OrderEventHub;
}) {
  const appended = (status: OrderStatus, by: StatusChanger) => {
    const entry: StatusChange = { status, at: clock().toISOString(), by };
    return sql`${orders.statusChanges} || ${JSON.stringify([entry])}::jsonb`;
  };

  async function currentStatus(q: Db | Tx, orderId: string, userId?: string): Promise<OrderStatus> {
    const where = userId ? and(eq(orders.id, orderId), eq(orders.userId, userId)) : eq(orders.id, orderId);
    const [current] = await q.select({ status: orders.status }).from(orders).where(where);
    if (!current) throw notFound('Order');
    return current.status;
  }

  /**
   * The change's last steps, in its transaction: the order as it left it, the Admin's step in the
   * audit log (a shopper's own cancel is no admin write), and what the listeners keep of it.
   */
  async function record(tx: Tx, orderId: string, by: StatusChanger, actor: Actor | undefined): Promise<OrderEvent> {
    const [order] = await loadOrders(tx, eq(orders.id, orderId));
    if (!order) throw notFound('Order');
    if (actor) {
      await audit.record(tx, {
        actor,
        action: 'order.status',
        target: `order:${order._id}`,
        detail: {
          record: `${order.user.firstName} ${order.user.lastName}`,
          before: { status: order.statusHistory.at(-2)?.status ?? 'Processing' },
          after: { status: order.status },
        },
      });
    }
    const event: OrderEvent = { type: 'order.status', order, by };
    await events.inTransaction(tx, event);
    return event;
  }

  /**
   * The owner's step forward: Processing -> Shipped -> Delivered; a delivery may record the money
   * taken at the door in the same transaction (a payment it cannot record refuses the step too).
   */
  async function advance(actor: Actor, orderId: string, next: OrderStatus, payment?: RecordPaymentInput): Promise<Order> {
    const expected = statusBefore(next);
    let recorded: Awaited<ReturnType<typeof payments.recordInTx>> | undefined;
    const event = await db.transaction(async (tx) => {
      const moved = expected
        ? await tx
            .update(orders)
            .set({ status: next, statusChanges: appended(next, 'Admin'), ...(next === 'Delivered' ? { deliveredAt: clock() } : {}) })
            .where(and(eq(orders.id, orderId), eq(orders.status, expected)))
            .returning({ id: orders.id })
        : [];
      if (moved.length === 0) throw conflict(refusedStep(await currentStatus(tx, orderId), next));
      if (payment) recorded = await payments.recordInTx(tx, actor, orderId, payment);
      if (next === 'Delivered') await payments.creditOnDelivery(tx, orderId);
      return record(tx, orderId, 'Admin', actor);
    });
    await events.afterCommit(event);
    if (recorded) payments.announceRecorded(recorded);
    return event.order;
  }

  /**
   * A rider's delivery at the door (API.md "The delivery run"; decision 0056), once the riders
   * module has checked the code: Shipped -> Delivered by one guarded UPDATE that also names the
   * rider and an unlocked delivery, what was collected recorded as the order's payment (the rider
   * its actor), a Credit order put on the khata, in one transaction. Answers undefined when the
   * guard matched nothing (the order moved, changed rider or was locked meanwhile): the caller
   * reads it again to say why.
   */
  async function deliverAtDoor(rider: Actor, orderId: string, collected: Collected, reference?: string): Promise<Order | undefined> {
    let recorded: Awaited<ReturnType<typeof payments.recordInTx>> | undefined;
    const event = await db.transaction(async (tx) => {
      const moved = await tx
        .update(orders)
        .set({ status: 'Delivered', statusChanges: appended('Delivered', 'Rider'), deliveredAt: clock(), collected })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'Shipped'),
            eq(orders.riderId, rider.id),
            lt(orders.deliveryCodeMisses, DELIVERY_CODE_TRIES),
          ),
        )
        .returning({ id: orders.id });
      if (moved.length === 0) return undefined;
      if (collected !== 'None') recorded = await payments.recordInTx(tx, rider, orderId, { method: collected, reference });
      await payments.creditOnDelivery(tx, orderId);
      return record(tx, orderId, 'Rider', rider);
    });
    if (!event) return undefined;
    await events.afterCommit(event);
    if (recorded) payments.announceRecorded(recorded);
    return event.order;
  }

  /**
   * Cancels an order and gives its stock, its coupon's use and its delivery window's place back in the same
   * transaction. The guarded UPDATE takes the order's row lock first: a second cancel waits,
   * then finds the status changed and is refused, so both come back exactly once. A shopper's cancel of another's order
   * is "not found", as reading it is.
   */
  async function cancel(who: Canceller, orderId: string, reason: string | undefined): Promise<Order> {
    const event = await db.transaction(async (tx) => {
      const own = who.by === 'User' ? eq(orders.userId, who.id) : undefined;
      const cancelled = await tx
        .update(orders)
        .set({ status: 'Cancelled', cancelReason: reason ?? null, statusChanges: appended('Cancelled', who.by) })
        .where(and(eq(orders.id, orderId), inArray(orders.status, [...CANCELLABLE_BY[who.by]]), own))
        .returning({ date: orders.deliveryDate, start: orders.deliveryStart, end: orders.deliveryEnd });
      const [slot] = cancelled;
      if (!slot) {
        throw notCancellable(await currentStatus(tx, orderId, who.by === 'User' ? who.id : undefined));
      }
      // What the order holds of the shelves: as packed once it is packed (packing moved the stock
      // by the difference), else as ordered. Read under the order's lock, after any packing committed.
      const items = await tx
        .select({ productId: orderItems.productId, quantity: orderItems.quantity, packedQuantity: orderItems.packedQuantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId));
      await stock.restock(
        tx,
        items
          .map((item) => ({ productId: item.productId, quantityMilli: toMilli(item.packedQuantity ?? item.quantity) }))
          .filter((item) => item.quantityMilli > 0),
      );
      // The coupon's use back, once (the order's guarded update above runs once): after the
      // products and before the slot, as placing an order locks them: the same order everywhere.
      await coupons.giveBack(tx, orderId);
      if (slot.date && slot.start && slot.end) await delivery.release(tx, { date: slot.date, start: slot.start, end: slot.end });
      // A paid order's money is owed back to the shopper now.
      await payments.refundDueOnCancel(tx, orderId);
      return record(tx, orderId, who.by, who.by === 'Admin' ? who.actor : undefined);
    });
    await events.afterCommit(event);
    return event.order;
  }

  return { advance, deliverAtDoor, cancel };
}
