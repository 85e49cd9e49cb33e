import { useId } from 'react';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';

/**
 * The order dates (IST) the list is narrowed to, both ends included: native date inputs, each
 * bounded by the other so the range cannot be turned inside out, and a way back to every date.
 */
export function OrderDateRange({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const t = useOwnerTexts().orders;
  const fromId = useId();
  const toId = useId();
  return (
    <fieldset className="admin-filter date-range">
      <legend className="visually-hidden">{t.dates}</legend>
      <span className="date-range__field">
        <label htmlFor={fromId}>{t.from}</label>
        <input id={fromId} type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value, to })} />
      </span>
      <span className="date-range__field">
        <label htmlFor={toId}>{t.to}</label>
        <input id={toId} type="date" value={to} min={from || undefined} onChange={(e) => onChange({ from, to: e.target.value })} />
      </span>
      {(from || to) && (
        <button type="button" className="button button--small button--outline" onClick={() => onChange({ from: '', to: '' })}>
          {t.clearDates}
        </button>
      )}
    </fieldset>
  );
}
