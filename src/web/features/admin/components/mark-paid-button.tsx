import type { Order } from '#common/schemas/orders.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { likelyPayment, useRecordPayment } from '../api/record-payment.js';

const t = adminTexts.payment;

/** Whether the orders list offers Mark Paid: unpaid and not cancelled; a Credit order goes on the khata, so only its page records it paid. */
export const payableFromList = (order: Order) =>
  order.payment.status === 'Unpaid' && order.status !== 'Cancelled' && order.paymentMethod !== 'Credit';

/**
 * Mark Paid from the orders list (API.md "Getting paid"), one tap for the money at the counter:
 * by the way the order was most likely paid, said under the button's words ("Mark Paid", "Cash"), with the UTR the
 * customer reported as its reference. Any other way is recorded on the order's page. The lists
 * read again once it is recorded; a refusal (another admin recorded it first) is said beside it.
 */
export function MarkPaidButton({ order }: { order: Order }) {
  const record = useRecordPayment();
  if (!payableFromList(order)) return null;
  const payment = likelyPayment(order);
  // 'Cash' or 'UPI', short enough for a list's button.
  const method = payment.method;
  return (
    <span className="mark-paid">
      <button
        type="button"
        className="button button--small button--outline"
        disabled={record.isPending || record.isSuccess}
        aria-label={t.markPaidOf(order.orderNumber, method)}
        onClick={() => record.mutate({ id: order._id, payment })}
      >
        {t.markPaid}
        <span className="mark-paid__how">{method}</span>
      </button>
      {record.isError && (
        <span role="alert" className="field__error">
          {t.markPaidFailed}
        </span>
      )}
    </span>
  );
}
