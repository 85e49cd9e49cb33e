import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Language, OrderStatus, Role } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import { fromMilli, toMilli, toPaise } from '#common/money.js';
import type { AdminOrdersQuery, Order, PlaceOrderInput } from '#common/schemas/orders.js';
import type { PickListQuery } from '#common/schemas/packing.js';
import type { RecordPaymentInput } from '#common/schemas/payments.js';
import type { Settings } from '#common/schemas/settings.js';
import type { Db, Tx } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';
import { conflict, notFound } from '#server/lib/errors.js';
import type { Actor, AuditService } from '#server/modules/audit/service.js';
import type { ProductSnapshot, StockService } from '#server/modules/catalog/stock-service.js';
import type { CouponsService } from '#server/modules/coupons/service.js';
import type { DeliveryService } from '#server/modules/delivery/service.js';
import { type PaymentsService, UNPAID_COLUMNS } from '#server/modules/payments/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { UsersService } from '#server/modules/users/service.js';
import { countToPackToday, listAdminOrders, orderFigures } from './admin-orders.js';
import { findKey, hashOrderRequest, orderIdOfKey, writeOrderRow } from './idempotency.js';
import { offerColumnsOf, orderMoneyOf } from './offers.js';
import { assertFewerOpenOrders } from './open-orders.js';
import { createOrderEventHub, type OrderListener, type PlacedEvent } from './order-events.js';
import { numberOrder } from './order-numbers.js';

export type { OrderEvent, OrderListener, PackedEvent, PlacedEvent } from './order-events.js';

import { loadOrders, toOrder } from './order-queries.js';
import { createPacking } from './packing.js';
import { pickListOf } from './pick-list.js';
import { assertMinimumMet, assertTotalMatches, assertTotalPositive, mergeCartLines, totalPaiseOf, type WantedLine } from './pricing.js';
import { createStatusChanges } from './status-changes.js';

/** The signed-in shopper: the order is theirs whatever the body says (DESIGN.md "Rules the server enforces"). */
export interface Shopper {
  id: string;
  firstName: string;
  lastName: string;
  /** The address and language of the order's mails, as the session knows them: no read inside the checkout (none: no mail). */
  email: string | null;
  language: Language;
}

export interface Viewer {
  id: string;
  role: Role;
}

/** A new order's delivery columns: no rider, no wrong code, not delivered (decision 0056). */
const NO_RIDER_YET = { riderId: null, deliveryCodeMisses: 0, deliveredAt: null, collected: null } as const;

/** Thrown inside the order transaction to roll it back when another request holds the key. */
class KeyAlreadyClaimed extends Error {}

/**
 * The order's row as the shopper asked for it. It carries the shopper's total: the checkout
 * refuses the order, and so rolls the row back, unless it is the total of the current rates.
 */
function orderRowOf(id: string, shopper: Shopper, input: PlaceOrderInput) {
  const slot = input.deliverySlot;
  const totalPaise = toPaise(input.total);
  return {
    id,
    totalPaise,
    paymentMethod: input.paymentMethod,
    // What the shopper pays: the total (items − discount + charge, checked in step 5) until packing changes it.
    amountDuePaise: totalPaise,
    userId: shopper.id,
    firstName: shopper.firstName,
    lastName: shopper.lastName,
    ...input.shippingInfo,
    deliveryDate: slot?.date ?? null,
    deliveryStart: slot?.start ?? null,
    deliveryEnd: slot?.end ?? null,
    // What the packer should know (API.md "Packing").
    note: input.note ?? null,
    ifUnavailable: input.ifUnavailable,
  };
}

/** The order's items: what it copies of each product at the moment of sale. */
function itemRowsOf(orderId: string, snapshots: readonly ProductSnapshot[]) {
  return snapshots.map((s, position) => ({
    id: randomUUID(),
    orderId,
    position,
    productId: s.productId,
    name: s.name,
    imageUrl: s.imageUrl,
    ratePaise: s.ratePaise,
    quantity: fromMilli(s.quantityMilli),
    unit: s.unit,
    packedQuantity: null,
    hsn: s.hsn,
    gstRate: s.gstRate,
    mrpPaise: s.mrpPaise,
  }));
}

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
  audit,
  payments,
  coupons,
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
  /** The owner's status changes are recorded with the Admin who made them (decision 0013). */
  audit: Pick<AuditService, 'record'>;
  /** The checkout's payment step, and the payment recorded with a delivery or turned into a refund due by a cancel. */
  payments: Pick<PaymentsService, 'checkoutStep' | 'recordInTx' | 'announceRecorded' | 'creditOnDelivery' | 'refundDueOnCancel'>;
  /** The checkout's coupon (held, applied and counted) and a cancel's use given back (decision 0062). */
  coupons: Pick<CouponsService, 'holdForCheckout' | 'applyAtCheckout' | 'giveBack'>;
  clock: () => Date;
  /** Who else follows orders (mail, bills, the cached catalogue, live alerts): told of every order placed and every status change. */
  listeners?: readonly OrderListener[];
}) {
  const events = createOrderEventHub(listeners);
  const statusChanges = createStatusChanges({ db, stock, delivery, audit, payments, coupons, clock, events });
  const packing = createPacking({ db, stock, audit, settings, clock, events });

  async function findOrder(id: string): Promise<Order | undefined> {
    const [order] = await loadOrders(db, eq(orders.id, id));
    return order;
  }

  /**
   * The checkout: its steps in order, in one transaction. Any refusal (area, slot, open orders,
   * quantities, stock, coupon, price, minimum, payment method, unpaid limit, a full slot) rolls all of it back. Locks are
   * taken in one order: the products, the coupon (step 2b, FOR UPDATE, only with a coupon), the shopper (while the shop
   * limits open orders or unpaid amounts), then the slot, as a cancel takes products, the coupon, then the slot, so two
   * transactions never wait on each other in a circle. A new step (tax) goes in its place here.
   */
  async function checkout(
    tx: Tx,
    shopper: Shopper,
    input: PlaceOrderInput,
    shop: Settings,
    lines: readonly WantedLine[],
    claim: { key: string; requestHash: string } | undefined,
  ): Promise<PlacedEvent> {
    // 1. The order row, with its idempotency key: a duplicate of this request waits here, before
    //    it locks or takes anything, and a retry after the slot's cut-off still replays the first.
    const row = orderRowOf(randomUUID(), shopper, input);
    const { createdAt, deliveryCode, claimed } = await writeOrderRow(tx, row, claim);
    if (!claimed) throw new KeyAlreadyClaimed();

    // 2. The products, locked, and the delivery area and slot the order names.
    const locked = await stock.lockProducts(
      tx,
      lines.map((line) => line.productId),
    );
    const window = delivery.windowForOrder(shop, input.shippingInfo.pinCode, input.deliverySlot);

    // 2b. The coupon the shopper names, held: its uses are counted one checkout at a time, after
    //     the products and before the shopper's hold (modules/coupons; decision 0062).
    const heldCoupon = input.coupon === undefined ? undefined : await coupons.holdForCheckout(tx, input.coupon);

    // 3. The shopper's open orders, counted one checkout of theirs at a time.
    if (shop.maxOpenOrders > 0) {
      await users.holdForCheckout(tx, shopper.id);
      await assertFewerOpenOrders(tx, shopper.id, row.id, shop.maxOpenOrders);
    }

    // 4. The lines priced at the current rates, within the per-order limits and the stock.
    const { snapshots, lowStock } = stock.reserve(locked, lines, {
      shopThresholdMilli: toMilli(shop.lowStockThreshold),
      shopMaxPerOrderMilli: toMilli(shop.maxQuantityPerProduct),
    });

    // 5. The total: more than nothing; the coupon applying (409 COUPON_INVALID saying why) and its
    //    use counted; the delivery charge; the items less the discount plus the charge the one the
    //    shopper saw; the items at least the shop's minimum (API.md "Offers and the delivery charge").
    const dueLines = snapshots.map((s) => ({ ratePaise: s.ratePaise, quantityMilli: s.quantityMilli, packedMilli: null }));
    const itemsPaise = totalPaiseOf(snapshots);
    assertTotalPositive(itemsPaise);
    const applied =
      input.coupon === undefined
        ? undefined
        : await coupons.applyAtCheckout(tx, input.coupon, heldCoupon, { userId: shopper.id, orderId: row.id, itemsPaise });
    const money = orderMoneyOf(shop, dueLines, applied);
    assertTotalMatches(input.total, money.amountDuePaise, snapshots, lines);
    assertMinimumMet(itemsPaise, shop.minOrderAmount);
    const offers = offerColumnsOf(money, applied);
    if (applied || money.deliveryChargePaise > 0) await tx.update(orders).set(offers).where(eq(orders.id, row.id));

    // 6. The payment: a method the shop takes, and the shopper's unpaid orders within the shop's
    //    limit, added up under their held row (modules/payments).
    await payments.checkoutStep(tx, {
      shop,
      userId: shopper.id,
      orderId: row.id,
      method: input.paymentMethod,
      amountDuePaise: row.amountDuePaise,
    });

    // 7. The slot's place (its counter row is shared by every order of the window: last of the checks).
    if (window) await delivery.book(tx, window);

    // 8. The stock taken and the order's items written.
    await stock.take(tx, lines);
    const items = itemRowsOf(row.id, snapshots);
    await tx.insert(orderItems).values(items);

    // 9. The order's number, the next of the shop's sequence: after every check that may refuse
    //    the order, so a refusal takes no number (decision 0036).
    const orderNumber = await numberOrder(tx, row.id);

    // 10. What the listeners keep of it (the mails, the bill queue), in the same transaction.
    const placed: PlacedEvent = {
      type: 'order.placed',
      order: toOrder(
        {
          ...row,
          ...offers,
          ...UNPAID_COLUMNS,
          ...NO_RIDER_YET,
          orderNumber,
          deliveryCode,
          status: 'Processing',
          statusChanges: [],
          cancelReason: null,
          createdAt,
          packedAt: null,
        },
        items,
        null,
      ),
      settings: shop,
      shopperEmail: shopper.email,
      shopperLanguage: shopper.language,
      lowStock,
    };
    await events.inTransaction(tx, placed);
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
        : {
            key: idempotencyKey,
            requestHash: hashOrderRequest(lines, input.shippingInfo, input.total, input.deliverySlot?._id, input.paymentMethod, {
              note: input.note,
              ifUnavailable: input.ifUnavailable,
              coupon: input.coupon,
            }),
          };
    // Once per order, outside the transaction: one read by key, and no lock held meanwhile.
    const shop = await settings.getSettings();
    try {
      const placed = await db.transaction((tx) => checkout(tx, shopper, input, shop, lines, claim));
      await events.afterCommit(placed);
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

  /** The dashboard's figures of the orders: the count of each status, the amount earned and the orders to pack today. */
  async function figures() {
    const [figured, toPackToday] = await Promise.all([orderFigures(db), countToPackToday(db, clock())]);
    return { ...figured, toPackToday };
  }

  /**
   * The owner's status change: one step forward, or a cancel from Processing or Shipped. With
   * Delivered, the money taken at the door may be recorded in the same change.
   */
  async function advanceStatus(actor: Actor, orderId: string, next: OrderStatus, payment?: RecordPaymentInput): Promise<Order> {
    if (next === 'Cancelled') return statusChanges.cancel({ by: 'Admin', actor }, orderId, undefined);
    return statusChanges.advance(actor, orderId, next, payment);
  }

  /** A rider delivers an order given to them, the shopper's code checked (modules/riders). */
  const deliverAtDoor = statusChanges.deliverAtDoor;

  /** A shopper cancels their own order while it is still Processing. */
  async function cancelMine(shopperId: string, orderId: string, reason: string | undefined): Promise<Order> {
    return statusChanges.cancel({ id: shopperId, by: 'User' }, orderId, reason);
  }

  /** Orders by id, in the order the ids are given (another module's list, the cash-up's); an unknown id is left out. */
  async function ordersByIds(ids: readonly string[]): Promise<Order[]> {
    if (ids.length === 0) return [];
    const found = new Map((await loadOrders(db, inArray(orders.id, [...ids]))).map((order) => [order._id, order]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  /** The day's pick list: the orders to pack on an IST date (or one window of it) and the products they hold. */
  const pickList = (query: PickListQuery) => pickListOf(db, query);

  // Packing (orders/packing.ts, the rule of a packed line in modules/packing): the owner's packed
  // quantities, the stock, the amount due and the shopper's mail, in one transaction.
  return {
    placeOrder,
    listMine,
    getOrder,
    ordersByIds,
    listAll,
    figures,
    advanceStatus,
    deliverAtDoor,
    cancelMine,
    pack: packing.pack,
    pickList,
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
