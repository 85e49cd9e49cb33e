import type { Order } from '#common/schemas/orders.js';
import { texts } from '#web/i18n/texts.js';
import { OrderStats } from './order-facts.js';
import { OrderItems } from './order-items.js';

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
