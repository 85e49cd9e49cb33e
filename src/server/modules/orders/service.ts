import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { NEXT_ORDER_STATUS, ORDER_STATUSES, type OrderStatus, type Role } from '#common/constants.js';
import { fromMilli } from '#common/money.js';
import type { Order, PlaceOrderInput } from '#common/schemas/orders.js';
import type { Db, Tx } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';
import { conflict, notFound } from '#server/lib/errors.js';
import type { StockService } from '#server/modules/catalog/stock-service.js';
import { findKey, hashOrderRequest, insertOrderRow, orderIdOfKey } from './idempotency.js';
import { loadOrders, toOrder } from './order-queries.js';
import { assertTotalMatches, mergeCartLines, totalPaiseOf, type WantedLine } from './pricing.js';

/** The signed-in shopper: the order is theirs whatever the body says (DESIGN.md "Rules the server enforces"). */
export interface Shopper {
  id: string;
  firstName: string;
  lastName: string;
}

export interface Viewer {
  id: string;
  role: Role;
}

/** Thrown inside the order transaction to roll it back when another request holds the key. */
class KeyAlreadyClaimed extends Error {}

/** The status an order must have to move to `next` (spec 4: Processing -> Shipped -> Delivered). */
function statusBefore(next: OrderStatus): OrderStatus | undefined {
  return ORDER_STATUSES.find((status) => NEXT_ORDER_STATUS[status] === next);
}

function refusedStep(current: OrderStatus, wanted: OrderStatus): string {
  const allowed = NEXT_ORDER_STATUS[current];
  if (allowed === null) return `Order Is Already ${current}, Its Status Cannot Change..!!`;
  if (current === wanted) return `Order Is Already ${current}..!!`;
  return `Order Is ${current}, It Can Only Move To ${allowed}..!!`;
}

/** Orders: placing (priced, stocked and idempotent), reading and the admin's status steps (spec 2.7, 2.9). */
export function createOrdersService({ db, stock }: { db: Db; stock: StockService }) {
  async function findOrder(id: string): Promise<Order | undefined> {
    const [order] = await loadOrders(db, eq(orders.id, id));
    return order;
  }

  /**
   * Everything an order changes happens in this one short transaction of three statements:
   * the order row with its idempotency key, the lock on the wanted products, then their stock
   * with the order's items and total. The key is claimed before any stock is locked, so a
   * duplicate waits on the key instead of taking stock. Any refusal (stock, price) rolls all
   * of it back.
   */
  async function insertOrder(
    tx: Tx,
    shopper: Shopper,
    input: PlaceOrderInput,
    lines: readonly WantedLine[],
    claim: { key: string; requestHash: string } | undefined,
  ): Promise<Order> {
    const orderId = randomUUID();
    // The total is known only once the rates are read under lock; it is set at the end.
    const row = { id: orderId, userId: shopper.id, firstName: shopper.firstName, lastName: shopper.lastName, ...input.shippingInfo };
    const { createdAt, claimed } = await insertOrderRow(tx, row, claim);
    if (!claimed) throw new KeyAlreadyClaimed();

    const { snapshots, takeStock } = await stock.reserve(
      tx,
      lines.map((line) => ({ productId: line.productId, quantityMilli: line.quantityMilli, clientName: line.clientName })),
    );
    assertTotalMatches(input.total, snapshots, lines);

    const items = snapshots.map((s, position) => ({
      id: randomUUID(),
      orderId,
      position,
      productId: s.productId,
      name: s.name,
      imageUrl: s.imageUrl,
      ratePaise: s.ratePaise,
      quantity: fromMilli(s.quantityMilli),
    }));
    const totalPaise = totalPaiseOf(snapshots);
    await tx.execute(sql`
      with taken as (${takeStock}),
           items as (${tx.insert(orderItems).values(items).getSQL()})
      ${tx.update(orders).set({ totalPaise }).where(eq(orders.id, orderId)).getSQL()}`);
    return toOrder({ ...row, totalPaise, status: 'Processing', createdAt }, items);
  }

  /** The first order of a known key, or undefined when the key is new. */
  async function replayOf(userId: string, key: string, requestHash: string): Promise<Order | undefined> {
    const found = await findKey(db, userId, key);
    if (!found) return undefined;
    const order = await findOrder(orderIdOfKey(found, requestHash));
    if (!order) throw notFound('Order');
    return order;
  }

  /** Places an order; with an Idempotency-Key a repeat of the same request returns the first order. */
  async function placeOrder(
    shopper: Shopper,
    input: PlaceOrderInput,
    idempotencyKey?: string,
  ): Promise<{ order: Order; replayed: boolean }> {
    const lines = mergeCartLines(input.cartItems);
    const claim =
      idempotencyKey === undefined
        ? undefined
        : { key: idempotencyKey, requestHash: hashOrderRequest(lines, input.shippingInfo, input.total) };
    try {
      const order = await db.transaction((tx) => insertOrder(tx, shopper, input, lines, claim));
      return { order, replayed: false };
    } catch (error) {
      if (!(error instanceof KeyAlreadyClaimed) || !claim) throw error;
      // The key was used before (a retry after a success), or the other request committed while
      // this one waited on it: its order is the answer.
      const earlier = await replayOf(shopper.id, claim.key, claim.requestHash);
      if (!earlier) throw conflict('This Order Is Still Being Placed, Please Try Again..!!');
      return { order: earlier, replayed: true };
    }
  }

  async function listMine(userId: string): Promise<Order[]> {
    return loadOrders(db, eq(orders.userId, userId));
  }

  /** A shopper sees only their own orders; another's is "not found", not "forbidden", so ids reveal nothing. */
  async function getOrder(viewer: Viewer, orderId: string): Promise<Order> {
    const where = viewer.role === 'Admin' ? eq(orders.id, orderId) : and(eq(orders.id, orderId), eq(orders.userId, viewer.id));
    const [order] = await loadOrders(db, where);
    if (!order) throw notFound('Order');
    return order;
  }

  async function listAll(): Promise<{ orders: Order[]; count: number }> {
    const all = await loadOrders(db, undefined);
    return { orders: all, count: all.length };
  }

  /**
   * Moves an order one step on. The UPDATE carries the status it expects, so two admins
   * pressing at once cannot both succeed or skip a step.
   */
  async function advanceStatus(orderId: string, next: OrderStatus): Promise<Order> {
    const expected = statusBefore(next);
    const moved = expected
      ? await db
          .update(orders)
          .set({ status: next })
          .where(and(eq(orders.id, orderId), eq(orders.status, expected)))
          .returning({ id: orders.id })
      : [];
    if (moved.length === 0) {
      const [current] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (!current) throw notFound('Order');
      throw conflict(refusedStep(current.status, next));
    }
    const order = await findOrder(orderId);
    if (!order) throw notFound('Order');
    return order;
  }

  return { placeOrder, listMine, getOrder, listAll, advanceStatus };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
