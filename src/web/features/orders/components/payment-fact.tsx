import type { Order } from '#common/schemas/orders.js';
import { OrderFact } from '#web/components/order-facts.js';
import { useT } from '#web/i18n/i18n.js';

export const PAYMENT_STATUS_TEXT = {
  Unpaid: 'payment.status.Unpaid',
  Paid: 'payment.status.Paid',
  OnCredit: 'payment.status.OnCredit',
  RefundDue: 'payment.status.RefundDue',
  Refunded: 'payment.status.Refunded',
} as const;

function PaymentBadge({ order }: { order: Pick<Order, 'payment'> }) {
  const t = useT();
  const status = order.payment.status;
  return <span className={`payment-badge payment-badge--${status}`}>{t(PAYMENT_STATUS_TEXT[status])}</span>;
}

/** Where the order's money stands, in the shopper's language (Unpaid, Paid, Refund due, Refunded): a fact of an order card. */
export function PaymentFact({ order }: { order: Pick<Order, 'payment'> }) {
  const t = useT();
  return (
    <OrderFact label={t('payment.title')}>
      <PaymentBadge order={order} />
    </OrderFact>
  );
}

/** The same on the order's page, a line under the specification's facts. */
export function PaymentLine({ order }: { order: Pick<Order, 'payment'> }) {
  const t = useT();
  return (
    <p className="order-payment">
      {t('payment.title')}: <PaymentBadge order={order} />
    </p>
  );
}
