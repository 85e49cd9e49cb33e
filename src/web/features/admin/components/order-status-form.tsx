import { type FormEvent, useState } from 'react';
import { NEXT_ORDER_STATUS } from '#common/constants.js';
import type { Order } from '#common/schemas/orders.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import type { NextStatus } from '../api/update-order-status.js';

const t = adminTexts.orders;

/**
 * Spec 4: the status select offers only the next step (Processing → Shipped, Shipped →
 * Delivered); a delivered order has no control. Nothing chosen: alert 'Select Order Status..!!'.
 */
export function OrderStatusForm({ order, busy, onSubmit }: { order: Order; busy: boolean; onSubmit: (status: NextStatus) => void }) {
  const next = NEXT_ORDER_STATUS[order.status];
  const [chosen, setChosen] = useState('');

  if (!next) return <p className="muted admin-status-done">{t.delivered}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen !== next) {
      window.alert(t.selectStatus);
      return;
    }
    onSubmit(next as NextStatus);
    setChosen('');
  };

  return (
    <form className="admin-status-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor="order-status">{t.orderStatus}</label>
        <select id="order-status" value={chosen} onChange={(e) => setChosen(e.target.value)}>
          <option value="">{t.chooseStatus}</option>
          <option value={next}>{next}</option>
        </select>
      </div>
      <button type="submit" className="button" disabled={busy}>
        {t.updateStatus}
      </button>
    </form>
  );
}
