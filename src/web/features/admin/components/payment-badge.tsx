import type { Order } from '#common/schemas/orders.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';

/** Where an order's money stands, in the owner's language, and a UTR the customer reported waiting to be checked. */
export function PaymentBadge({ order }: { order: Pick<Order, 'payment'> }) {
  const o = useOwnerTexts().orders;
  const { status, reportedReference } = order.payment;
  return (
    <span className="admin-payment-badge">
      <span className={`payment-badge payment-badge--${status}`}>{o.payment[status]}</span>
      {status === 'Unpaid' && reportedReference && <span className="admin-payment-badge__utr">{o.utrReported}</span>}
    </span>
  );
}
