import { and, asc, eq, sql } from 'drizzle-orm';
import { milliToDecimal, toMilli, toRupees } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import type { PackingInput } from '#common/schemas/packing.js';
import type { Db, Tx } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';
import { AppError, notFound } from '#server/lib/errors.js';
import type { Actor, AuditService } from '#server/modules/audit/service.js';
import type { StockService } from '#server/modules/catalog/stock-service.js';
import { type Packing, packLines } from '#server/modules/packing/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import { packedDiscountPaise } from './offers.js';
import type { OrderEventHub, PackedEvent } from './order-events.js';
import { loadOrders } from './order-queries.js';

/** The smallest option a product is sold in, in thousandths; undefined for a product without options. */
function smallestOptionMilli(kilogramOptions: readonly number[]): number | undefined {
  const options = kilogramOptions.map(toMilli).filter((milli) => milli > 0);
  return options.length > 0 ? Math.min(...options) : undefined;
}

/** The audit entry's short before and after: the amount due, and the lines packed other than ordered. */
function packingDetail(order: Order, amountDueBefore: number) {
  const differing = order.orderItems.filter((item) => item.packedQuantity !== item.quantity);
  return {
    record: `${order.user.firstName} ${order.user.lastName}`,
    before: { amountDue: amountDueBefore },
    after: {
      amountDue: order.amountDue,
      lines: differing.map((item) => `${item.name}: ${item.quantity} -> ${item.packedQuantity}${item.unit ? ` ${item.unit}` : ''}`),
    },
  };
}

/**
 * The owner's packing of an order (API.md "Packing"; docs/decisions/0051-packing.md): its steps in
 * order, in one transaction, as the checkout's and the status changes' are. Locks in the order a
 * cancel takes them: the order's row (the guarded write of `packed_at`), the products (in id
 * order), so a packing and a cancel of one order at once run one after the other and the stock
 * comes out exact.
 */
export function createPacking({
  db,
  stock,
  audit,
  settings,
  clock,
  events,
}: {
  db: Db;
  stock: StockService;
  audit: Pick<AuditService, 'record'>;
  /** The weight tolerance and the low-stock threshold, read once per packing. */
  settings: Pick<SettingsService, 'getSettings'>;
  clock: () => Date;
  events: OrderEventHub;
}) {
  /** Why an order cannot be packed: there is none, or it is no longer Processing. */
  async function refusal(tx: Tx, orderId: string): Promise<AppError> {
    const [current] = await tx
      .select({ status: orders.status, orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!current) return notFound('Order');
    return new AppError('ORDER_NOT_PACKABLE', `Order ${current.orderNumber} Is ${current.status}, It Can No Longer Be Packed..!!`);
  }

  async function pack(actor: Actor, orderId: string, input: PackingInput): Promise<Order> {
    const shop = await settings.getSettings();
    const event = await db.transaction(async (tx): Promise<PackedEvent> => {
      // 1. The order, held while it is Processing: the guarded write of its packing time is its
      //    row lock (a cancel or a status step of it waits here, and this waits for theirs).
      const [held] = await tx
        .update(orders)
        .set({ packedAt: clock() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'Processing')))
        .returning({
          amountDuePaise: orders.amountDuePaise,
          couponKind: orders.couponKind,
          couponValueHundredths: orders.couponValueHundredths,
          couponMaxDiscountPaise: orders.couponMaxDiscountPaise,
          discountPaise: orders.discountPaise,
          deliveryChargePaise: orders.deliveryChargePaise,
        });
      if (!held) throw await refusal(tx, orderId);

      // 2. Its lines, and their products locked in id order (as a checkout and a cancel lock them).
      const rows = await tx
        .select({
          productId: orderItems.productId,
          name: orderItems.name,
          unit: orderItems.unit,
          ratePaise: orderItems.ratePaise,
          quantity: orderItems.quantity,
          packedQuantity: orderItems.packedQuantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.position));
      const locked = await stock.lockProducts(
        tx,
        rows.map((row) => row.productId),
      );
      const steps = new Map(locked.map((product) => [product.id, smallestOptionMilli(product.kilogramOptions)]));

      // 3. The packed lines, by the packing rule (modules/packing): any refusal is 400, nothing changed.
      const packing: Packing = packLines(
        rows.map((row) => ({
          productId: row.productId,
          name: row.name,
          unit: row.unit,
          ratePaise: row.ratePaise,
          quantityMilli: toMilli(row.quantity),
          packedMilli: row.packedQuantity === null ? null : toMilli(row.packedQuantity),
        })),
        input.items,
        {
          weightTolerancePercent: shop.weightTolerancePercent,
          smallestStepOf: (productId) => steps.get(productId),
          // The charge stays as placed; a percent discount follows the packed items (decision 0062).
          deliveryChargePaise: held.deliveryChargePaise,
          discountOf: (packedItemsPaise) => packedDiscountPaise(held, packedItemsPaise),
        },
      );

      // 4. The stock moved by the difference: less packed goes back on the shelf, more is taken (409 OUT_OF_STOCK).
      const { lowStock } = await stock.adjust(tx, locked, packing.stockChanges, { shopThresholdMilli: toMilli(shop.lowStockThreshold) });

      // 5. The packed quantities, the discount on them and what the shopper now pays.
      const values = sql.join(
        packing.lines.map((line) => sql`(${line.productId}::uuid, ${milliToDecimal(line.packedMilli)}::numeric)`),
        sql`, `,
      );
      await tx.execute(sql`update ${orderItems} set packed_quantity = packed.quantity
            from (values ${values}) as packed(id, quantity)
            where ${orderItems.orderId} = ${orderId} and ${orderItems.productId} = packed.id`);
      await tx
        .update(orders)
        .set({ amountDuePaise: packing.amountDuePaise, discountPaise: packing.discountPaise })
        .where(eq(orders.id, orderId));

      // 6. The audit entry, and what the listeners keep of it (the shopper's mail), in this transaction.
      const [order] = await loadOrders(tx, eq(orders.id, orderId));
      if (!order) throw notFound('Order');
      await audit.record(tx, {
        actor,
        action: 'order.packing',
        target: `order:${orderId}`,
        detail: packingDetail(order, toRupees(held.amountDuePaise)),
      });
      const packed: PackedEvent = { type: 'order.packed', order, changed: packing.changed, lowStock };
      await events.inTransaction(tx, packed);
      return packed;
    });
    await events.afterCommit(event);
    return event.order;
  }

  return { pack };
}
