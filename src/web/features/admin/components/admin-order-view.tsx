import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { telHref, whatsAppHref } from '#common/phone-links.js';
import type { Order } from '#common/schemas/orders.js';
import { BillLink } from '#web/components/bill-link.js';
import { OrderStats } from '#web/components/order-facts.js';
import { OrderItems } from '#web/components/order-items.js';
import { StatusTimeline } from '#web/components/status-timeline.js';
import { WhatsAppLink } from '#web/components/whats-app-link.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useOwnerPackingTexts } from '#web/i18n/owner-packing-texts.js';
import { PackingWishesFacts } from './packing-wishes-facts.js';

const t = adminTexts.orders;

/**
 * Spec 2.9 Admin Order Details: item count, total, the status control (passed in), the items
 * (image, name, quantity in KG, rate per Kg, amount), status and order date; plus where it goes,
 * the bill and the packing slip, its payment (passed in), the customer's note, the packing (passed in), its rider and delivery code
 * (passed in), and the order's history with who made each change and why it was cancelled.
 */
export function AdminOrderView({
  order,
  statusControl,
  payment,
  packing,
  rider,
}: {
  order: Order;
  statusControl: ReactNode;
  payment?: ReactNode;
  /** The packing form, while the order is Processing (API.md "Packing"). */
  packing?: ReactNode;
  /** Who takes it out, and the code they deliver it by (API.md "The delivery run"). */
  rider?: ReactNode;
}) {
  const ship = order.shippingInfo;
  const packingTexts = useOwnerPackingTexts().packing;
  return (
    <div className="admin-order">
      <p className="muted admin-order__id">{t.orderNumber(order.orderNumber)}</p>
      <OrderStats order={order} />
      {packing}
      <div className="admin-order__grid">
        <section className="card admin-order__panel">
          {statusControl}
          <div className="admin-order__bill">
            <BillLink orderId={order._id} label={t.downloadBill} />
            <BillLink orderId={order._id} label={packingTexts.receipt} paper="receipt" />
            <Link className="button button--outline button--small" to={adminWebPaths.packingSlip.href(order._id)}>
              {packingTexts.printSlip}
            </Link>
          </div>
        </section>
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
            <a href={telHref(ship.mobileNumber)}>{ship.mobileNumber}</a>
          </address>
          <WhatsAppLink className="button--small" href={whatsAppHref(ship.mobileNumber)}>
            {packingTexts.whatsApp}
          </WhatsAppLink>
          {!packing && <PackingWishesFacts order={order} />}
        </section>
        {rider}
        {payment}
      </div>
      <OrderItems items={order.orderItems} amountLabel={t.lineAmount} />
      <StatusTimeline order={order} title={t.history} by={t.by} changedBy={t.changedBy} reasonLabel={t.reason} />
    </div>
  );
}
