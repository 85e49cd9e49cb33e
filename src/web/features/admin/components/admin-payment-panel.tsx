import { type FormEvent, useState } from 'react';
import type { PaidMethod } from '#common/constants.js';
import { formatRupees } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { type OwnerPaymentTexts, useOwnerPaymentTexts } from '#web/i18n/owner-payment-texts.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';
import { formatOrderDate } from '#web/lib/format-order-date.js';
import { likelyPayment, type ReceivedPayment } from '../api/record-payment.js';

interface AdminPaymentPanelProps {
  order: Order;
  busy: boolean;
  onMarkPaid: (payment: ReceivedPayment) => void;
  /** Shipped and unpaid: handed over and paid at the door, one step. */
  onDeliveredAndPaid: (payment: ReceivedPayment) => void;
  onRefund: (reference: string) => void;
}

/**
 * The order's money for the owner (API.md "Getting paid"): the way chosen at checkout, the
 * amount due, where it stands, how and when it was paid, and the UTR the customer reported, to
 * check before marking it paid. Unpaid (not cancelled): Mark Paid, by Cash or UPI with an
 * optional reference, and on a Shipped order Delivered and Paid at once; Refund due: the refund.
 * In the owner's language (owner-payment-texts.ts, decision 0047).
 */
export function AdminPaymentPanel({ order, busy, onMarkPaid, onDeliveredAndPaid, onRefund }: AdminPaymentPanelProps) {
  const texts = useOwnerPaymentTexts();
  const statuses = useOwnerTexts().orders.payment;
  const t = texts.panel;
  const { payment } = order;
  const payable = payment.status === 'Unpaid' && order.status !== 'Cancelled';
  return (
    <section className="card admin-order__panel admin-payment" aria-labelledby="admin-payment-title">
      <h2 id="admin-payment-title" className="admin-order__title">
        {t.title}
      </h2>
      <dl className="admin-payment__facts">
        <Fact label={t.status}>
          <span className={`payment-badge payment-badge--${payment.status}`}>{statuses[payment.status]}</span>
        </Fact>
        <Fact label={t.chosen}>{t.methods[order.paymentMethod]}</Fact>
        <Fact label={t.amountDue}>{formatRupees(order.amountDue)}</Fact>
        {payment.method && <Fact label={t.paidBy}>{t.methods[payment.method]}</Fact>}
        {payment.paidAt && (
          <Fact label={t.paidOn}>
            <time dateTime={payment.paidAt}>{formatOrderDate(payment.paidAt)}</time>
          </Fact>
        )}
        {payment.reference && <Fact label={t.reference}>{payment.reference}</Fact>}
        {payment.reportedReference && (
          <Fact label={t.reportedUtr}>
            <strong className="admin-payment__utr">{payment.reportedReference}</strong>
          </Fact>
        )}
        {payment.refundedAt && (
          <Fact label={t.refundedOn}>
            <time dateTime={payment.refundedAt}>{formatOrderDate(payment.refundedAt)}</time>
          </Fact>
        )}
        {payment.refundReference && <Fact label={t.refundReference}>{payment.refundReference}</Fact>}
      </dl>
      {payable && payment.reportedReference && <p className="field__hint">{t.reportedHint}</p>}
      {payable && (
        <MarkPaidForm
          key={payment.reportedReference ?? ''}
          texts={texts}
          order={order}
          busy={busy}
          onMarkPaid={onMarkPaid}
          onDeliveredAndPaid={order.status === 'Shipped' ? onDeliveredAndPaid : undefined}
        />
      )}
      {payment.status === 'RefundDue' && <RefundForm t={t} busy={busy} onRefund={onRefund} />}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function MarkPaidForm({
  texts,
  order,
  busy,
  onMarkPaid,
  onDeliveredAndPaid,
}: {
  texts: OwnerPaymentTexts;
  order: Order;
  busy: boolean;
  onMarkPaid: (payment: ReceivedPayment) => void;
  onDeliveredAndPaid: ((payment: ReceivedPayment) => void) | undefined;
}) {
  const t = texts.panel;
  const likely = likelyPayment(order);
  const [method, setMethod] = useState<PaidMethod>(likely.method);
  const [reference, setReference] = useState(likely.reference ?? '');
  const payment = { method, reference };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMarkPaid(payment);
  };
  return (
    <form className="admin-payment__form" onSubmit={submit}>
      <fieldset className="admin-payment__methods">
        <legend>{t.received}</legend>
        {(['Cash', 'UPI'] as const).map((option) => (
          <label key={option} className="admin-payment__method">
            <input type="radio" name="paid-method" value={option} checked={method === option} onChange={() => setMethod(option)} />
            {t.methods[option]}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor="paid-reference">{t.referenceOptional}</label>
        <input
          id="paid-reference"
          type="text"
          maxLength={100}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          aria-describedby="paid-reference-hint"
        />
        <p id="paid-reference-hint" className="field__hint">
          {t.referenceHint}
        </p>
      </div>
      <div className="button-row">
        <button type="submit" className="button" disabled={busy}>
          {texts.markPaid}
        </button>
        {onDeliveredAndPaid && (
          <button
            type="button"
            className="button button--outline"
            disabled={busy}
            aria-describedby="delivered-paid-hint"
            onClick={() => onDeliveredAndPaid(payment)}
          >
            {t.deliveredAndPaid}
          </button>
        )}
      </div>
      {onDeliveredAndPaid && (
        <p id="delivered-paid-hint" className="field__hint">
          {t.deliveredAndPaidHint}
        </p>
      )}
    </form>
  );
}

function RefundForm({ t, busy, onRefund }: { t: OwnerPaymentTexts['panel']; busy: boolean; onRefund: (reference: string) => void }) {
  const [reference, setReference] = useState('');
  return (
    <form
      className="admin-payment__form"
      onSubmit={(event) => {
        event.preventDefault();
        onRefund(reference);
      }}
    >
      <h3 className="admin-payment__subtitle">{t.refundTitle}</h3>
      <p className="field__hint">{t.refundHint}</p>
      <div className="field">
        <label htmlFor="refund-reference">{t.referenceOptional}</label>
        <input id="refund-reference" type="text" maxLength={100} value={reference} onChange={(e) => setReference(e.target.value)} />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t.refund}
      </button>
    </form>
  );
}
