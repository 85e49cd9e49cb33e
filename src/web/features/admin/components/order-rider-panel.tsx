import { type FormEvent, useId, useState } from 'react';
import type { Order } from '#common/schemas/orders.js';
import { useOwnerRiderTexts } from '#web/i18n/owner-rider-texts.js';
import { riderName, useRiders } from '../api/get-riders.js';
import { canHaveRider } from '../use-order-selection.js';
import { NoRidersYet, RiderOptions } from './rider-choices.js';

/** What the owner asked of the order's rider: the answer's line depends on it. */
export type RiderChange = 'set' | 'remove' | 'unlock';

interface OrderRiderPanelProps {
  order: Order;
  busy: boolean;
  onChange: (riderId: string | null, change: RiderChange) => void;
}

/**
 * An order's Rider section on the owner's order view (API.md "The delivery run"): the delivery
 * code the shopper tells at the door, the rider taking it out, and while the order is on its way a
 * select to set or change the rider and Remove rider. A delivery locked by 5 wrong codes says so
 * and offers Unlock, which sets the same rider again (decision 0056). A Delivered or Cancelled
 * order shows its rider only.
 */
export function OrderRiderPanel({ order, busy, onChange }: OrderRiderPanelProps) {
  const t = useOwnerRiderTexts();
  const open = canHaveRider(order);
  const id = useId();
  const current = order.rider;
  return (
    <section className="card admin-order__panel order-rider" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-order__title">
        {t.rider}
      </h2>
      {open && order.deliveryLocked && (
        <div className="order-rider__locked" role="alert">
          <p className="order-rider__locked-title">{t.view.locked}</p>
          <p>{t.view.lockedHint}</p>
          {current && (
            <button type="button" className="button button--small" disabled={busy} onClick={() => onChange(current._id, 'unlock')}>
              {t.view.unlock}
            </button>
          )}
        </div>
      )}
      {open && (
        <p className="order-rider__code">
          <span className="order-rider__code-label">{t.view.code}</span>{' '}
          <strong className="order-rider__digits">{order.deliveryCode}</strong>
          <span className="field__hint">{t.view.codeHint}</span>
        </p>
      )}
      <div className="order-rider__who">
        <p>
          <span className="order-rider__current-label">{t.view.current}: </span>
          <strong>{current ? riderName(current) : open ? t.view.noneYet : t.list.noRider}</strong>
        </p>
        {open ? (
          <RiderForm key={current?._id ?? ''} order={order} busy={busy} onChange={onChange} />
        ) : (
          <p className="field__hint">{t.view.readOnly}</p>
        )}
      </div>
    </section>
  );
}

function RiderForm({ order, busy, onChange }: OrderRiderPanelProps) {
  const t = useOwnerRiderTexts();
  const riders = useRiders();
  const list = riders.data?.riders ?? [];
  const current = order.rider;
  const [choice, setChoice] = useState(current?._id ?? '');
  const [problem, setProblem] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!list.some((rider) => rider._id === choice)) return setProblem(t.view.notARider);
    setProblem('');
    onChange(choice, 'set');
  };

  return (
    <form className="order-rider__form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={`${id}-rider`}>{t.rider}</label>
        <select
          id={`${id}-rider`}
          value={choice}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setChoice(event.target.value)}
        >
          <RiderOptions riders={list} />
        </select>
        {problem && (
          <p id={`${id}-problem`} className="field__error" role="alert">
            {problem}
          </p>
        )}
        {riders.isSuccess && list.length === 0 && (
          <p className="field__hint">
            <NoRidersYet />
          </p>
        )}
      </div>
      <div className="button-row">
        <button type="submit" className="button button--small" disabled={busy}>
          {current ? t.view.change : t.view.save}
        </button>
        {current && (
          <button type="button" className="button button--small button--outline" disabled={busy} onClick={() => onChange(null, 'remove')}>
            {t.view.remove}
          </button>
        )}
      </div>
    </form>
  );
}
