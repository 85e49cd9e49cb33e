import type { ReactNode } from 'react';
import { formatRupees, linePaise, toMilli, toPaise, toRupees } from '../../../../common/money.js';
import type { Order } from '../../../../common/schemas/orders.js';
import { adminTexts } from '../../../i18n/admin-texts.js';
import { StatusBadge } from '../../orders/components/status-badge.js';
import { formatOrderDate } from '../../orders/format-order-date.js';

const t = adminTexts.orders;

const lineAmount = (item: Order['orderItems'][number]) => toRupees(linePaise(toPaise(item.rate), toMilli(item.quantity)));

/**
 * Spec 2.9 Admin Order Details: item count, total, the status control (passed in), the items
 * (image, name, quantity in KG, rate per Kg, amount), status and order date; plus where it goes.
 */
export function AdminOrderView({ order, statusControl }: { order: Order; statusControl: ReactNode }) {
  const ship = order.shippingInfo;
  return (
    <div className="admin-order">
      <p className="muted admin-order__id">{t.orderId(order._id)}</p>
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
      <div className="admin-order__grid">
        <section className="card admin-order__panel">{statusControl}</section>
        <section className="card admin-order__panel">
          <h2 className="admin-order__title">{t.shippingTo}</h2>
          <address>
            <strong>
              {order.user.firstName} {order.user.lastName}
            </strong>
            <br />
            {ship.address}
            <br />
            {ship.city} - {ship.pinCode}
            <br />
            {ship.mobileNumber}
          </address>
        </section>
      </div>
      <ul className="order-items">
        {order.orderItems.map((item) => (
          <li key={item._id} className="card order-item">
            <img src={item.image} alt="" width="80" height="80" loading="lazy" />
            <div>
              <p className="order-item__name">{item.name}</p>
              <p>{t.quantityKg(item.quantity)}</p>
              <p>{t.ratePerKg(formatRupees(item.rate))}</p>
            </div>
            <p className="order-item__total">
              <span className="visually-hidden">{t.lineAmount}: </span>
              {formatRupees(lineAmount(item))}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
