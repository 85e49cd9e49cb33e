import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import { telHref } from '#common/phone-links.js';
import type { Order } from '#common/schemas/orders.js';
import { StatusBadge } from '#web/components/status-badge.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useOwnerRiderTexts } from '#web/i18n/owner-rider-texts.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';
import { formatDeliveryWindow } from '#web/lib/delivery-slot.js';
import { formatOrderDate } from '#web/lib/format-order-date.js';
import { canHaveRider, type OrderSelection } from '../use-order-selection.js';
import { MarkPaidButton } from './mark-paid-button.js';
import { OrderBox } from './orders-table.js';
import { PaymentBadge } from './payment-badge.js';

const t = adminTexts.orders;

/**
 * The orders list on a phone (decision 0041): one card an order instead of the table's nine
 * columns, so nothing scrolls sideways at 360 px. The order's number leads to it; name, amount
 * and status first (Mark Paid under an unpaid one's), then the delivery window, the address and a
 * tap-to-call mobile; an order on its way has a box to choose it by, for a rider, and says its rider.
 */
export function OrderCards({ orders, selection }: { orders: readonly Order[]; selection?: OrderSelection }) {
  const o = useOwnerTexts().orders;
  const r = useOwnerRiderTexts();
  return (
    <ul className="order-cards">
      {orders.map((order) => (
        <li key={order._id} className={`order-card${selection?.isChosen(order._id) && canHaveRider(order) ? ' is-chosen' : ''}`}>
          <div className="order-card__head">
            <OrderBox order={order} selection={selection} />
            <Link to={adminWebPaths.updateOrder.href(order._id)} className="order-card__number">
              {t.orderLink(order.orderNumber)}
            </Link>
            <StatusBadge status={order.status} />
          </div>
          <p className="order-card__who">
            <strong>
              {order.user.firstName} {order.user.lastName}
            </strong>
            <span className="order-card__amount">{formatRupees(order.total)}</span>
          </p>
          <PaymentBadge order={order} />
          <MarkPaidButton order={order} />
          <p className="order-card__meta">
            {o.items(order.orderItems.length)} · <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
          </p>
          {(order.rider || canHaveRider(order)) && (
            <p className="order-card__rider">
              {r.rider}: {order.rider ? `${order.rider.firstName} ${order.rider.lastName}` : r.none}
            </p>
          )}
          {order.deliverySlot && <p className="order-card__slot">{o.deliveryOn(formatDeliveryWindow(order.deliverySlot))}</p>}
          <p className="order-card__address">
            {order.shippingInfo.address}, {order.shippingInfo.city} - {order.shippingInfo.pinCode}
          </p>
          <a className="order-card__mobile" href={telHref(order.shippingInfo.mobileNumber)}>
            {order.shippingInfo.mobileNumber}
          </a>
        </li>
      ))}
    </ul>
  );
}
