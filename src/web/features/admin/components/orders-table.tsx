import { Link } from 'react-router';
import { formatRupees } from '../../../../common/money.js';
import type { Order } from '../../../../common/schemas/orders.js';
import { adminTexts } from '../../../i18n/admin-texts.js';
import { StatusBadge } from '../../orders/components/status-badge.js';
import { formatOrderDate } from '../../orders/format-order-date.js';
import { adminPaths } from '../admin-paths.js';
import { EditLink } from './row-actions.js';

const t = adminTexts.orders;

/** Spec 2.9 All Orders: Order Id (link '#id'), Name, Address, Mobile, Items, Amount, Status, Date, edit. */
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  const c = t.columns;
  return (
    <div className="table-wrap admin-table-wrap">
      <table className="table admin-table">
        <thead>
          <tr>
            <th scope="col">{c.id}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.address}</th>
            <th scope="col">{c.mobile}</th>
            <th scope="col">{c.items}</th>
            <th scope="col">{c.amount}</th>
            <th scope="col">{c.status}</th>
            <th scope="col">{c.date}</th>
            <th scope="col">{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order._id}>
              <td className="admin-id" title={order._id}>
                <Link to={adminPaths.updateOrder(order._id)}>{t.orderLink(order._id)}</Link>
              </td>
              <th scope="row">
                {order.user.firstName} {order.user.lastName}
              </th>
              <td>
                {order.shippingInfo.address}, {order.shippingInfo.city} - {order.shippingInfo.pinCode}
              </td>
              <td className="admin-nowrap">{order.shippingInfo.mobileNumber}</td>
              <td>{order.orderItems.length}</td>
              <td className="admin-nowrap">{formatRupees(order.total)}</td>
              <td>
                <StatusBadge status={order.status} />
              </td>
              <td className="admin-nowrap admin-date">
                <time dateTime={order.orderDate}>{formatOrderDate(order.orderDate)}</time>
              </td>
              <td>
                <div className="admin-actions">
                  <EditLink to={adminPaths.updateOrder(order._id)} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
