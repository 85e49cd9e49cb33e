import { Link } from 'react-router';
import { formatRupees } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { OrderFact, OrderStatusFacts } from '#web/components/order-facts.js';
import { paths } from '#web/config/paths.js';
import { texts } from '#web/i18n/texts.js';

/** Spec 2.7 My Orders: counts of Total, Delivered and Shipped, then one card per order. */
export function MyOrdersList({ orders }: { orders: readonly Order[] }) {
  const t = texts.orders;
  if (orders.length === 0) return <p className="notice">{t.noOrders}</p>;
  const count = (status: string) => orders.filter((o) => o.status === status).length;

  return (
    <>
      <dl className="order-stats order-stats--three">
        <OrderFact label={t.total}>{orders.length}</OrderFact>
        <OrderFact label={t.delivered}>{count('Delivered')}</OrderFact>
        <OrderFact label={t.shipped}>{count('Shipped')}</OrderFact>
      </dl>
      <ul className="order-list">
        {orders.map((order) => (
          <li key={order._id} className="card order-card">
            <Link to={paths.orderDetails(order._id)} className="order-card__link">
              {t.getOrderDetails}
            </Link>
            <dl className="order-card__facts">
              <OrderFact label={t.items}>{order.orderItems.length}</OrderFact>
              <OrderFact label={t.shippingCharge}>{order.shippingCharge}</OrderFact>
              <OrderFact label={t.total}>{formatRupees(order.total)}</OrderFact>
              <OrderStatusFacts order={order} />
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
