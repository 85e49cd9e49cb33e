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
import type { OrderSelection } from '../use-order-selection.js';
import { canHaveRider } from '../use-order-selection.js';
import { AdminTable } from './admin-table.js';
import { MarkPaidButton } from './mark-paid-button.js';
import { PaymentBadge } from './payment-badge.js';
import { EditLink, RowActions } from './row-actions.js';

const t = adminTexts.orders;

/**
 * Spec 2.9 All Orders: Order Id (link '#id', the order's number), Name, Address, Mobile, Items, Amount, Status, Date,
 * edit; under an unpaid order's status, Mark Paid. The delivery slot, when the order has one,
 * goes under the date: the spec's columns stay. The delivery run adds a box to choose each
 * Processing or Shipped order by, first, and the order's Rider after its status.
 */
export function OrdersTable({ orders, selection }: { orders: readonly Order[]; selection?: OrderSelection }) {
  const o = useOwnerTexts().orders;
  const r = useOwnerRiderTexts();
  const c = o.columns;
  return (
    <AdminTable
      lead={
        selection && (
          <th scope="col" className="admin-select-cell">
            <span className="visually-hidden">{r.list.select}</span>
          </th>
        )
      }
      columns={[c.id, c.name, c.address, c.mobile, c.items, c.amount, c.status, c.date, c.actions]}
    >
      {orders.map((order) => (
        <tr key={order._id} className={selection?.isChosen(order._id) && canHaveRider(order) ? 'is-chosen' : undefined}>
          {selection && (
            <td className="admin-select-cell">
              <OrderBox order={order} selection={selection} />
            </td>
          )}
          {/* The order's number, as people say it; the id stays in the cell's title. */}
          <td className="admin-nowrap admin-order-number" title={order._id}>
            <Link to={adminWebPaths.updateOrder.href(order._id)}>{t.orderLink(order.orderNumber)}</Link>
          </td>
          <th scope="row">
            {order.user.firstName} {order.user.lastName}
          </th>
          <td>
            {order.shippingInfo.address}, {order.shippingInfo.city} - {order.shippingInfo.pinCode}
          </td>
          <td className="admin-nowrap">
            <a href={telHref(order.shippingInfo.mobileNumber)}>{order.shippingInfo.mobileNumber}</a>
          </td>
          <td>{order.orderItems.length}</td>
          <td className="admin-nowrap">
            {formatRupees(order.total)}
            <PaymentBadge order={order} />
          </td>
          {/* The rider under the status rather than a column of its own: the table still fits a tablet held upright. */}
          <td className="admin-order-status">
            <StatusBadge status={order.status} />
            <MarkPaidButton order={order} />
            {order.rider && (
              <span className="admin-rider">
                {r.rider}: <span>{`${order.rider.firstName} ${order.rider.lastName}`}</span>
              </span>
            )}
          </td>
          <td className="admin-nowrap admin-date">
            <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
            {order.deliverySlot && <span className="admin-delivery">{o.deliveryOn(formatDeliveryWindow(order.deliverySlot))}</span>}
          </td>
          <RowActions>
            <EditLink to={adminWebPaths.updateOrder.href(order._id)} />
          </RowActions>
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * The box an order is chosen by, to give it to a rider: only a Processing or Shipped order has
 * one. Its label is a thumb's target around it, named by the order's number.
 */
export function OrderBox({ order, selection }: { order: Order; selection: OrderSelection | undefined }) {
  const r = useOwnerRiderTexts();
  if (!selection || !canHaveRider(order)) return null;
  return (
    <label className="order-box">
      <input
        type="checkbox"
        checked={selection.isChosen(order._id)}
        onChange={() => selection.toggle(order._id)}
        aria-label={r.list.selectOrder(order.orderNumber)}
      />
    </label>
  );
}
