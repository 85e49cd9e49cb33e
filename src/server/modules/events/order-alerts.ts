import type { AdminEvent } from '#common/schemas/admin-events.js';
import type { OrderEvent, OrderListener } from '#server/modules/orders/service.js';
import type { EventBus } from './bus.js';

/**
 * Turns the orders' events into live alerts (docs/decisions/0008-live-events.md): order.placed,
 * order.status and order.packed once the change has committed, and stock.low for each product the order (or its packing) took
 * across its threshold. The catalogue found those while the products were locked by the sale
 * (StockCrossing), so only the order that crosses alerts, however many orders run at once, and
 * nothing is read here.
 */
export function createOrderAlerts({ bus }: { bus: EventBus }): OrderListener {
  function afterCommit(event: OrderEvent): void {
    const { order } = event;
    const riderId = order.rider?._id ?? null;
    if (event.type === 'order.status') {
      bus.publish({
        type: 'order.status',
        data: { _id: order._id, orderNumber: order.orderNumber, status: order.status, by: event.by, riderId },
      });
      return;
    }
    const low = event.lowStock.map(
      (product): AdminEvent => ({
        type: 'stock.low',
        data: { _id: product._id, name: product.name, stocks: product.stocks, unit: product.unit },
      }),
    );
    if (event.type === 'order.packed') {
      bus.publish(
        { type: 'order.packed', data: { _id: order._id, orderNumber: order.orderNumber, amountDue: order.amountDue, riderId } },
        ...low,
      );
      return;
    }
    const placed: AdminEvent = {
      type: 'order.placed',
      data: {
        _id: order._id,
        orderNumber: order.orderNumber,
        customerName: `${order.user.firstName} ${order.user.lastName}`.trim(),
        total: order.total,
        itemCount: order.orderItems.length,
      },
    };
    // The order and its stock alerts are published together, the order first.
    bus.publish(placed, ...low);
  }

  return { afterCommit };
}
