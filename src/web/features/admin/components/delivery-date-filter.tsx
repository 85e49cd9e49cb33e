import { useId } from 'react';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';

/** The orders list's delivery-date filter: a native date input (keyboard and screen-reader ready) and a way back to every date. */
export function DeliveryDateFilter({ value, onChange }: { value: string; onChange: (date: string) => void }) {
  const t = useOwnerTexts().orders;
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
