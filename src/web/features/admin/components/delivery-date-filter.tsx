import { useId } from 'react';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.orders;

/** The orders list's delivery-date filter: a native date input (keyboard and screen-reader ready) and a way back to every date. */
export function DeliveryDateFilter({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const id = useId();
  return (
    <div className="admin-filter">
      <label htmlFor={id}>{t.deliveryDate}</label>
      <input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
      {value && (
        <button type="button" className="button button--small button--outline" onClick={() => onChange('')}>
          {t.allDates}
        </button>
      )}
    </div>
  );
}
