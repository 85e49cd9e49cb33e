import { formatRupees } from '../../../../common/money.js';
import type { Order } from '../../../../common/schemas/orders.js';
import { texts } from '../../../i18n/texts.js';
import { lineTotal } from '../../../stores/cart-store.js';
import { formatOrderDate } from '../format-order-date.js';
import { StatusBadge } from './status-badge.js';

/** Spec 2.7 Order Details: item count, total; each item's image, name, quantity in KG, rate/Kg, line total; status and date. */
export function OrderDetailsView({ order }: { order: Order }) {
  const t = texts.orders;
  return (
    <div className="order-details">
      <p className="muted">{t.orderId(order._id)}</p>
      <dl className="order-stats">
        <div>
          <dt>{t.items}</dt>
          <dd>{order.orderItems.length}</dd>
        </div>
        <div>
          <dt>{t.totalAmount}</dt>
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
      <ul className="order-items">
        {order.orderItems.map((item) => (
          <li key={item._id} className="card order-item">
            <img src={item.image} alt="" width="80" height="80" loading="lazy" />
            <div>
              <p className="order-item__name">{item.name}</p>
              <p>{t.quantityKg(item.quantity)}</p>
              <p>{t.ratePerKg(formatRupees(item.rate))}</p>
            </div>
            <p className="order-item__total">{formatRupees(lineTotal(item))}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
