import type { FastifyBaseLogger } from 'fastify';
import { toMilli } from '#common/money.js';
import type { AdminEvent } from '#common/schemas/admin-events.js';
import type { Order } from '#common/schemas/orders.js';
import type { Settings } from '#common/schemas/settings.js';
import type { Tx } from '#server/db/client.js';
import type { CatalogService } from '#server/modules/catalog/service.js';
import type { createOrdersService } from '#server/modules/orders/service.js';
import type { SettingsService } from '#server/modules/settings/service.js';
import type { EventBus } from './bus.js';

/** The orders module's listener, as its service takes it (modules meet through services). */
export type OrderListener = NonNullable<Parameters<typeof createOrdersService>[0]['listeners']>[number];
type OrderEvent = Parameters<NonNullable<OrderListener['afterCommit']>>[0];

/** A product of an order as its transaction left it, and how much of it the order took. */
interface StockReading {
  _id: string;
  name: string;
  unit: string;
  stocks: number;
  soldMilli: number;
}

/** Readings of orders not yet committed; a rolled-back order never reaches afterCommit, so the oldest go past this. */
const PENDING_LIMIT = 1000;

/**
 * Turns the orders' events into live alerts (docs/decisions/0008-live-events.md): order.placed
 * and order.status once the change has committed, and stock.low for each product an order took
 * to or below the shop's threshold. The stock is read inside the order's transaction, where the
 * product rows are still locked by the sale: "before" is exactly "after" plus what this order
 * took, so only the order that crosses the threshold alerts, however many orders run at once.
 */
export function createOrderAlerts({
  bus,
  catalog,
  settings,
  log,
}: {
  bus: EventBus;
  catalog: CatalogService;
  settings: SettingsService;
  log: FastifyBaseLogger;
}): OrderListener {
  const pending = new Map<string, StockReading[]>();

  async function inTransaction(tx: Tx, event: OrderEvent): Promise<void> {
    if (event.type !== 'order.placed') return;
    const sold = new Map<string, number>();
    for (const item of event.order.orderItems) sold.set(item._id, (sold.get(item._id) ?? 0) + toMilli(item.quantity));
    const levels = await catalog.stockLevels(tx, [...sold.keys()]);
    if (pending.size >= PENDING_LIMIT) pending.delete(pending.keys().next().value as string);
    pending.set(
      event.order._id,
      levels.map((level) => ({ ...level, stocks: Number(level.stocks), soldMilli: sold.get(level._id) ?? 0 })),
    );
  }

  /** The products this order took to or below the threshold: each was above it before the sale. */
  function lowStockOf(readings: readonly StockReading[], thresholdMilli: number): AdminEvent[] {
    return readings
      .filter((reading) => {
        const after = toMilli(reading.stocks);
        return after <= thresholdMilli && after + reading.soldMilli > thresholdMilli;
      })
      .map((reading) => ({
        type: 'stock.low' as const,
        data: { _id: reading._id, name: reading.name, stocks: reading.stocks, unit: reading.unit },
      }));
  }

  /**
   * The threshold is read after the commit, outside the checkout's transaction (which gains only
   * the stock read). The order and its stock alerts are published together, the order first.
   */
  async function publishPlaced(order: Order, readings: readonly StockReading[], shopSettings?: Settings): Promise<void> {
    const placed: AdminEvent = {
      type: 'order.placed',
      data: {
        _id: order._id,
        customerName: `${order.user.firstName} ${order.user.lastName}`.trim(),
        total: order.total,
        itemCount: order.orderItems.length,
      },
    };
    let low: AdminEvent[] = [];
    try {
      const shop = shopSettings ?? (await settings.getSettings());
      if (readings.length > 0) low = lowStockOf(readings, toMilli(shop.lowStockThreshold));
    } catch (error) {
      log.warn({ err: error }, 'live alerts: low stock not checked');
    }
    bus.publish(placed, ...low);
  }

  function afterCommit(event: OrderEvent): void {
    const { order } = event;
    if (event.type === 'order.status') {
      bus.publish({ type: 'order.status', data: { _id: order._id, status: order.status, by: event.by } });
      return;
    }
    const readings = pending.get(order._id) ?? [];
    pending.delete(order._id);
    void publishPlaced(order, readings, event.settings);
  }

  return { inTransaction, afterCommit };
}
