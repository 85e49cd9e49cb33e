import type { Order } from '#common/schemas/orders.js';
import { OrderStats } from '#web/components/order-facts.js';
import { OrderItems } from '#web/components/order-items.js';
import { texts } from '#web/i18n/texts.js';

/** Spec 2.7 Order Details: item count, total; each item's image, name, quantity in KG, rate/Kg, line total; status and date. */
export function OrderDetailsView({ order }: { order: Order }) {
  return (
    <div className="order-details">
      <p className="muted">{texts.orders.orderId(order._id)}</p>
      <OrderStats order={order} />
      <OrderItems items={order.orderItems} />
    </div>
  );
}
