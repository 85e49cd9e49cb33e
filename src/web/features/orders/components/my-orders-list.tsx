import { Link } from 'react-router';
import type { Order } from '#common/schemas/orders.js';
import { webPaths } from '#common/web-paths.js';
import { OrderFact, OrderStatusFacts } from '#web/components/order-facts.js';
import { useFormat } from '#web/i18n/format.js';
import { useT } from '#web/i18n/i18n.js';
import type { OrderAgain } from '../use-order-again.js';
import { CancelOrder } from './cancel-order.js';
import { OrderAgainButton } from './order-again-button.js';
import { PaymentFact } from './payment-fact.js';

/**
 * Spec 2.7 My Orders: counts of Total, Delivered and Shipped (and Cancelled, counted apart), then
 * one card per order, with Cancel Order while it is Processing and Order Again once it is over.
 */
export function MyOrdersList({ orders, orderAgain }: { orders: readonly Order[]; orderAgain: OrderAgain }) {
  const { money } = useFormat();
  const t = useT();
  if (orders.length === 0) return <p className="notice">{t('orders.noOrders')}</p>;
  const count = (status: Order['status']) => orders.filter((o) => o.status === status).length;

  return (
    <>
      <dl className="order-stats order-stats--four">
        <OrderFact label={t('orders.total')}>{orders.length}</OrderFact>
        <OrderFact label={t('orders.delivered')}>{count('Delivered')}</OrderFact>
        <OrderFact label={t('orders.shipped')}>{count('Shipped')}</OrderFact>
        <OrderFact label={t('orders.cancelled')}>{count('Cancelled')}</OrderFact>
      </dl>
      <ul className="order-list">
        {orders.map((order) => (
          <li key={order._id} className="card order-card">
            <h2 className="order-card__number">{t('orders.orderNumber', { number: order.orderNumber })}</h2>
            <Link to={webPaths.orderDetails.href(order._id)} className="order-card__link">
              {t('orders.getOrderDetails')}
            </Link>
            <dl className="order-card__facts">
              <OrderFact label={t('orders.items')}>{order.orderItems.length}</OrderFact>
              <OrderFact label={t('orders.shippingCharge')}>{order.shippingCharge}</OrderFact>
              <OrderFact label={t('orders.total')}>{money(order.total)}</OrderFact>
              <OrderStatusFacts order={order} />
              <PaymentFact order={order} />
            </dl>
            {order.cancelReason && (
              <p className="order-card__reason">
                <strong>{t('orders.reason')}:</strong> {order.cancelReason}
              </p>
            )}
            <div className="order-actions">
              <CancelOrder order={order} />
              <OrderAgainButton order={order} orderAgain={orderAgain} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
