import { Link } from 'react-router';
import { formatRupees } from '../../../../common/money.js';
import type { Order } from '../../../../common/schemas/orders.js';
import { paths } from '../../../config/paths.js';
import { texts } from '../../../i18n/texts.js';
import { formatOrderDate } from '../format-order-date.js';
import { StatusBadge } from './status-badge.js';

/** Spec 2.7 My Orders: counts of Total, Delivered and Shipped, then one card per order. */
export function MyOrdersList({ orders }: { orders: readonly Order[] }) {
  const t = texts.orders;
  if (orders.length === 0) return <p className="notice">{t.noOrders}</p>;
  const count = (status: string) => orders.filter((o) => o.status === status).length;

  return (
    <>
      <dl className="order-stats order-stats--three">
        <div>
          <dt>{t.total}</dt>
          <dd>{orders.length}</dd>
        </div>
        <div>
          <dt>{t.delivered}</dt>
          <dd>{count('Delivered')}</dd>
        </div>
        <div>
          <dt>{t.shipped}</dt>
          <dd>{count('Shipped')}</dd>
        </div>
      </dl>
      <ul className="order-list">
        {orders.map((order) => (
          <li key={order._id} className="card order-card">
            <Link to={paths.orderDetails(order._id)} className="order-card__link">
              {t.getOrderDetails}
            </Link>
            <dl className="order-card__facts">
              <div>
                <dt>{t.items}</dt>
                <dd>{order.orderItems.length}</dd>
              </div>
              <div>
                <dt>{t.shippingCharge}</dt>
                <dd>{order.shippingCharge}</dd>
              </div>
              <div>
                <dt>{t.total}</dt>
                <dd>{formatRupees(order.total)}</dd>
              </div>
              <div>
                <dt>{t.status}</dt>
                <dd>
                  <StatusBadge status={order.status} />
                </dd>
              </div>
              <div>
                <dt>{t.date}</dt>
                <dd>
                  <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
