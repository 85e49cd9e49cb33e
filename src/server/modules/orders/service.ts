import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { OrderStatus, Role } from '#common/constants.js';
import { fromMilli } from '#common/money.js';
import type { Order, PlaceOrderInput } from '#common/schemas/orders.js';
import type { Db, Tx } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';
import { conflict, notFound } from '#server/lib/errors.js';
import type { StockService } from '#server/modules/catalog/stock-service.js';
import { findKey, hashOrderRequest, insertOrderRow, orderIdOfKey } from './idempotency.js';
import { createOrderEventHub, type OrderListener } from './order-events.js';
import { loadOrders, toOrder } from './order-queries.js';
import { assertTotalMatches, mergeCartLines, totalPaiseOf, type WantedLine } from './pricing.js';
import { createStatusChanges } from './status-changes.js';

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

/**
 * Orders: placing (priced, stocked and idempotent), reading, the admin's status steps and
 * cancelling (spec 2.7, 2.9; API.md "Order lifecycle").
 */
export function createOrdersService({
  db,
  stock,
  clock,
  listeners = [],
}: {
  db: Db;
  stock: StockService;
  clock: () => Date;
  /** Who else follows orders (mail, live alerts): told of every order placed and every status change. */
  listeners?: readonly OrderListener[];
}) {
  const events = createOrderEventHub(listeners);
  const statusChanges = createStatusChanges({ db, stock, clock, events });

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
      unit: s.unit,
    }));
    const totalPaise = totalPaiseOf(snapshots);
    await tx.execute(sql`
      with taken as (${takeStock}),
           items as (${tx.insert(orderItems).values(items).getSQL()})
      ${tx.update(orders).set({ totalPaise }).where(eq(orders.id, orderId)).getSQL()}`);
    const order = toOrder(
      {
        ...row,
        totalPaise,
        status: 'Processing',
        statusChanges: [],
        cancelReason: null,
        deliveryDate: null,
        deliveryStart: null,
        deliveryEnd: null,
        createdAt,
      },
      items,
    );
    await events.inTransaction(tx, { type: 'order.placed', order });
    return order;
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
      events.afterCommit({ type: 'order.placed', order });
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

  /** The owner's status change: one step forward, or a cancel from Processing or Shipped. */
  async function advanceStatus(orderId: string, next: OrderStatus): Promise<Order> {
    if (next === 'Cancelled') return statusChanges.cancel({ by: 'Admin' }, orderId, undefined);
    return statusChanges.advance(orderId, next);
  }

  /** A shopper cancels their own order while it is still Processing. */
  async function cancelMine(shopperId: string, orderId: string, reason: string | undefined): Promise<Order> {
    return statusChanges.cancel({ id: shopperId, by: 'User' }, orderId, reason);
  }

  return { placeOrder, listMine, getOrder, listAll, advanceStatus, cancelMine };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
