import { type FormEvent, useState } from 'react';
import { CANCELLABLE_BY, NEXT_ORDER_STATUS } from '#common/constants.js';
import type { Order } from '#common/schemas/orders.js';
import { Popup } from '#web/components/popup.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import type { NextStatus } from '../api/update-order-status.js';

const t = adminTexts.orders;

/** What the owner may move an order to: the next step (spec 4) and, from Processing or Shipped, Cancelled. */
export function statusChoices(status: Order['status']): NextStatus[] {
  const next = NEXT_ORDER_STATUS[status];
  const choices: NextStatus[] = next === 'Shipped' || next === 'Delivered' ? [next] : [];
  if (CANCELLABLE_BY.Admin.includes(status)) choices.push('Cancelled');
  return choices;
}

/**
 * Spec 4: the status select offers only the next step (Processing → Shipped, Shipped →
 * Delivered), plus Cancelled while the order is Processing or Shipped (API.md "Order
 * lifecycle"); a delivered or cancelled order has no control and says which it is. Nothing
 * chosen: alert 'Select Order Status..!!'. Cancelling asks first: it gives the stock back.
 */
export function OrderStatusForm({ order, busy, onSubmit }: { order: Order; busy: boolean; onSubmit: (status: NextStatus) => void }) {
  const choices = statusChoices(order.status);
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);

  if (choices.length === 0) {
    return <p className="muted admin-status-done">{order.status === 'Cancelled' ? t.cancelled : t.delivered}</p>;
  }

  const send = (status: NextStatus) => {
    onSubmit(status);
    setChosen('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const status = choices.find((choice) => choice === chosen);
    if (!status) {
      window.alert(t.selectStatus);
      return;
    }
    if (status === 'Cancelled') setConfirming(true);
    else send(status);
  };

  return (
    <form className="admin-status-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="order-status">{t.orderStatus}</label>
        <select id="order-status" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t.chooseStatus}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t.updateStatus}
      </button>
      <Popup
        open={confirming}
        title={t.confirmCancelTitle}
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button
              type="button"
              className="button admin-danger"
              onClick={() => {
                setConfirming(false);
                send('Cancelled');
              }}
            >
              {t.confirmCancelButton}
            </button>
            <button type="button" className="button button--outline" onClick={() => setConfirming(false)}>
              {t.keepOrder}
            </button>
          </>
        }
      >
        <p>{t.confirmCancelText(`${order.user.firstName} ${order.user.lastName}`)}</p>
      </Popup>
    </form>
  );
}
