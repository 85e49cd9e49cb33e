import { randomUUID } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Language, OrderStatus, Role } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import { fromMilli, toMilli, toPaise } from '#common/money.js';
import type { AdminOrdersQuery, Order, PlaceOrderInput } from '#common/schemas/orders.js';
import type { Settings } from '#common/schemas/settings.js';
import type { Db, Tx } from '#server/db/client.js';
import { lastStatement } from '#server/db/pg-pipelined-transactions.js';
import { orderItems, orders } from '#server/db/schema.js';
import { conflict, notFound } from '#server/lib/errors.js';
import type { StockService } from '#server/modules/catalog/stock-service.js';
import type { DeliveryService } from '#server/modules/delivery/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { listAdminOrders, orderFigures } from './admin-orders.js';
import { findKey, hashOrderRequest, insertOrderRow, orderIdOfKey } from './idempotency.js';
import { assertFewerOpenOrders } from './open-orders.js';
import { createOrderEventHub, type OrderListener, type PlacedEvent, withWrites } from './order-events.js';
import { loadOrders, toOrder } from './order-queries.js';
import { assertMinimumMet, assertTotalMatches, assertTotalPositive, mergeCartLines, totalPaiseOf, type WantedLine } from './pricing.js';
import { createStatusChanges } from './status-changes.js';

/** The signed-in shopper: the order is theirs whatever the body says (DESIGN.md "Rules the server enforces"). */
export interface Shopper {
  id: string;
  firstName: string;
  lastName: string;
  /** The address and language of the order's mails, as the session knows them: no read inside the checkout. */
  email: string;
  language: Language;
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
  settings,
  delivery,
  users,
  clock,
  listeners = [],
}: {
  db: Db;
  stock: StockService;
  /** The minimum order amount and the delivery rules, read once per order. */
  settings: Pick<SettingsService, 'getSettings'>;
  delivery: Pick<DeliveryService, 'windowForOrder' | 'book' | 'release'>;
  /**
   * The owner's search by e-mail: orders keep the shopper's id, the accounts their e-mail; and
   * the hold on the shopper under which a checkout counts their open orders.
   */
  users: Pick<UsersService, 'findEmailOwners' | 'holdForCheckout'>;
  clock: () => Date;
  /** Who else follows orders (mail, live alerts): told of every order placed and every status change. */
  listeners?: readonly OrderListener[];
}) {
  const events = createOrderEventHub(listeners);
  const statusChanges = createStatusChanges({ db, stock, delivery, clock, events });

  async function findOrder(id: string): Promise<Order | undefined> {
    const [order] = await loadOrders(db, eq(orders.id, id));
    return order;
  }

  /**
   * Everything an order changes happens in this one short transaction: the order row with its
   * idempotency key and the lock on the wanted products (one statement), the booking of its
   * delivery window, then their stock with the order's items and total. The key is claimed
   * before anything is checked or locked, so a duplicate waits on the key instead of taking
   * stock, and a retry after the slot's cut-off still gets its first order. Any refusal (area,
   * slot, open orders, stock, price, minimum) rolls all of it back. Locks are taken in one
   * order, the products, the shopper (while the shop limits open orders), then the window, as a
   * cancel takes products then the window, so two transactions never wait on each other in a
   * circle.
   */
  async function insertOrder(
    tx: Tx,
    shopper: Shopper,
    input: PlaceOrderInput,
    shop: Settings,
    lines: readonly WantedLine[],
    claim: { key: string; requestHash: string } | undefined,
  ): Promise<PlacedEvent> {
    const orderId = randomUUID();
    const wanted = input.deliverySlot;
    // The row carries the shopper's total: the check below refuses the order, and so rolls the
    // row back, unless it is the total of the rates read under lock. Written once, it is counted
    // once in the status totals and leaves one version of the row.
    const row = {
      id: orderId,
      totalPaise: toPaise(input.total),
      userId: shopper.id,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      ...input.shippingInfo,
      deliveryDate: wanted?.date ?? null,
      deliveryStart: wanted?.start ?? null,
      deliveryEnd: wanted?.end ?? null,
    };
    const lock = (gate?: SQL) =>
      stock.lockStatement(
        tx,
        lines.map((line) => line.productId),
        gate,
      );
    const { createdAt, claimed, locked } = await insertOrderRow(tx, row, claim, lock);
    if (!claimed) throw new KeyAlreadyClaimed();
    const window = delivery.windowForOrder(shop, input.shippingInfo.pinCode, wanted);
    // After the key (a retry of a placed order is its replay, never a refusal) and the products:
    // the shopper, counted in a statement of its own, which sees the checkouts it waited for.
    if (shop.maxOpenOrders > 0) {
      await users.holdForCheckout(tx, shopper.id);
      await assertFewerOpenOrders(tx, shopper.id, orderId, shop.maxOpenOrders);
    }

    const { snapshots, takeStock, lowStock } = stock.reserve(
      locked,
      lines.map((line) => ({ productId: line.productId, quantityMilli: line.quantityMilli, clientName: line.clientName })),
      { shopThresholdMilli: toMilli(shop.lowStockThreshold), shopMaxPerOrderMilli: toMilli(shop.maxQuantityPerProduct) },
    );
    assertTotalPositive(totalPaiseOf(snapshots));
    assertTotalMatches(input.total, snapshots, lines);
    assertMinimumMet(totalPaiseOf(snapshots), shop.minOrderAmount);
    // Last of the checks: the window's counter row is shared by every order of that window.
    if (window) await delivery.book(tx, window);

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
    const order = toOrder(
      {
        ...row,
        status: 'Processing',
        statusChanges: [],
        cancelReason: null,
        createdAt,
      },
      items,
    );
    const placed: PlacedEvent = {
      type: 'order.placed',
      order,
      settings: shop,
      shopperEmail: shopper.email,
      shopperLanguage: shopper.language,
      lowStock,
    };
    // The stock, the items and what the listeners write (mails, bill queue): one statement, the
    // transaction's last, so on PostgreSQL its COMMIT goes with it.
    const writes = await events.writesOf(tx, placed);
    await tx.execute(
      lastStatement(sql`
      ${withWrites(writes, [sql`taken as (${takeStock})`])}
      ${tx.insert(orderItems).values(items).getSQL()}`),
    );
    return placed;
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
        : { key: idempotencyKey, requestHash: hashOrderRequest(lines, input.shippingInfo, input.total, input.deliverySlot?._id) };
    // Once per order, outside the transaction: one read by key, and no lock held meanwhile.
    const shop = await settings.getSettings();
    try {
      const placed = await db.transaction((tx) => insertOrder(tx, shopper, input, shop, lines, claim));
      events.afterCommit(placed);
      return { order: placed.order, replayed: false };
    } catch (error) {
      if (!(error instanceof KeyAlreadyClaimed) || !claim) throw error;
      // The key was used before (a retry after a success), or the other request committed while
      // this one waited on it: its order is the answer.
      const earlier = await replayOf(shopper.id, claim.key, claim.requestHash);
      if (!earlier) throw conflict(shopMessage('stillPlacing'));
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

  /**
   * The owner's orders list (admin-orders.ts): every order, or those of a delivery date, a status,
   * a search or a range of order dates, a page of them when asked.
   */
  async function listAll(query: AdminOrdersQuery = {}) {
    const emailOwners = query.q === undefined ? [] : await users.findEmailOwners(query.q);
    return listAdminOrders(db, query, emailOwners);
  }

  /** The dashboard's figures of the orders: the count of each status and the amount earned. */
  async function figures() {
    return orderFigures(db);
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

  return { placeOrder, listMine, getOrder, listAll, figures, advanceStatus, cancelMine };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
