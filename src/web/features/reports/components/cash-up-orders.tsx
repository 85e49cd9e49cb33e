import { useId } from 'react';
import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { OrderStatus } from '#common/constants.js';
import { toPaise, toRupees } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { useCashUpTexts } from '#web/i18n/cash-up-texts.js';
import { useFormat } from '#web/i18n/format.js';

/** Which list: delivered orders whose money is still to come in, or paid orders cancelled whose money is to go back. */
export type CashUpListKind = 'unpaid' | 'refunds';

const STEP: Record<CashUpListKind, OrderStatus> = { unpaid: 'Delivered', refunds: 'Cancelled' };

/** When the order took the step that put it on this list: delivered, or cancelled. */
const stepAt = (order: Order, kind: CashUpListKind) => order.statusHistory.findLast((change) => change.status === STEP[kind])?.at;

function CashUpOrder({ order, kind }: { order: Order; kind: CashUpListKind }) {
  const t = useCashUpTexts();
  const f = useFormat();
  const href = adminWebPaths.updateOrder.href(order._id);
  const name = `${order.user.firstName} ${order.user.lastName}`;
  const at = stepAt(order, kind);
  const { payment } = order;
  const how = kind === 'refunds' && payment.method ? t.paidBy[payment.method] : t.chose[order.paymentMethod];
  return (
    <li className="cash-up-order">
      <div className="cash-up-order__head">
        <Link to={href} className="cash-up-order__number">
          {t.orderLink(order.orderNumber)}
        </Link>
        <strong className="cash-up-order__amount">{f.money(order.amountDue)}</strong>
      </div>
      <p className="cash-up-order__who">
        <span>{name}</span>
        <a href={`tel:+91${order.shippingInfo.mobileNumber}`} aria-label={`${t.call(name)}: ${order.shippingInfo.mobileNumber}`}>
          {order.shippingInfo.mobileNumber}
        </a>
      </p>
      <p className="cash-up-order__meta">
        {at ? (kind === 'unpaid' ? t.deliveredOn(f.date(at)) : t.cancelledOn(f.date(at))) : t.placedOn(f.date(order.orderDate))}
        {' · '}
        {how}
      </p>
      {kind === 'unpaid' && payment.reportedReference && <p className="cash-up-order__utr">{t.utrReported(payment.reportedReference)}</p>}
      <Link to={href} className="button button--small cash-up-order__act">
        {kind === 'unpaid' ? t.markPaid : t.refund}
        <span className="visually-hidden">{t.forOrder(order.orderNumber)}</span>
      </Link>
    </li>
  );
}

/**
 * The orders still to settle, whatever their day, oldest first (API.md "Getting paid"): each
 * with its amount, the shopper and a tap-to-call mobile, when it was delivered or cancelled and
 * how it was to be (or was) paid, and a way to its page, where the owner marks it paid or
 * records the refund. The heading says how many and how much.
 */
export function CashUpOrders({ kind, orders }: { kind: CashUpListKind; orders: readonly Order[] }) {
  const t = useCashUpTexts();
  const { money } = useFormat();
  const titleId = useId();
  const total = toRupees(orders.reduce((sum, order) => sum + toPaise(order.amountDue), 0));
  const [title, summary, none] =
    kind === 'unpaid' ? [t.unpaidTitle, t.unpaidSummary, t.unpaidNone] : [t.refundsTitle, t.refundsSummary, t.refundsNone];
  return (
    <section className={`card cash-up-list cash-up-list--${kind}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-report__title">
        {title}
      </h2>
      {orders.length === 0 ? (
        <p className="cash-up-list__none">{none}</p>
      ) : (
        <>
          <p className="cash-up-list__summary">
            <strong>{summary(orders.length, money(total))}</strong> <span className="muted">{t.anyDay}</span>
          </p>
          <ul className="cash-up-orders">
            {orders.map((order) => (
              <CashUpOrder key={order._id} order={order} kind={kind} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
