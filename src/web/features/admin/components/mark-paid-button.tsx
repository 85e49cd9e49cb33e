import type { Order } from '#common/schemas/orders.js';
import { useOwnerPaymentTexts } from '#web/i18n/owner-payment-texts.js';
import { likelyPayment, useRecordPayment } from '../api/record-payment.js';

/** Whether the orders list offers Mark Paid: unpaid and not cancelled; a Credit order goes on the khata, so only its page records it paid. */
export const payableFromList = (order: Order) =>
  order.payment.status === 'Unpaid' && order.status !== 'Cancelled' && order.paymentMethod !== 'Credit';

/**
 * Mark Paid from the orders list (API.md "Getting paid"), one tap for the money at the counter:
 * by the way the order was most likely paid, said under the button's words ("Mark Paid", "Cash"), with the UTR the
 * customer reported as its reference. Any other way is recorded on the order's page. The lists
 * read again once it is recorded; a refusal (another admin recorded it first) is said beside it.
 * In the owner's language (owner-payment-texts.ts, decision 0047); the button's words say while
 * it is being recorded and once it is.
 */
export function MarkPaidButton({ order }: { order: Order }) {
  const texts = useOwnerPaymentTexts();
  const t = texts.list;
  const record = useRecordPayment();
  if (!payableFromList(order)) return null;
  const payment = likelyPayment(order);
  const words = record.isPending ? t.recording : record.isSuccess ? t.recorded : texts.markPaid;
  return (
    <span className="mark-paid">
      <button
        type="button"
        className="button button--small button--outline"
        disabled={record.isPending || record.isSuccess}
        aria-busy={record.isPending || undefined}
        aria-label={t.markPaidOf(order.orderNumber, payment.method)}
        onClick={() => record.mutate({ id: order._id, payment })}
      >
        {words}
        {/* 'Cash' or 'UPI', short enough for a list's button. */}
        <span className="mark-paid__how">{t.how[payment.method]}</span>
      </button>
      {record.isError && (
        <span role="alert" className="field__error">
          {t.failed}
        </span>
      )}
    </span>
  );
}
