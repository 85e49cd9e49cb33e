import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { usePickList } from '#web/features/admin/api/get-pick-list.js';
import { PickListSheet } from '#web/features/admin/components/pick-list-sheet.js';
import { useDeliverySettings } from '#web/features/delivery/api/get-shop-settings.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { formatSlotDay, formatSlotHours, todayInIndia } from '#web/lib/delivery-slot.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-packing.css';

const t = adminTexts.pickList;

/**
 * The day's pick list (/admin/picklist; API.md "Packing"): a delivery date (today in India unless
 * the address says `?date=`) and optionally one of the shop's windows (`?slot=07:00`); Print
 * gives an A4 sheet, or a narrow one for an 80 mm receipt printer.
 */
export function AdminPickListPage() {
  useDocumentTitle(t.title);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || todayInIndia();
  const slot = params.get('slot') ?? '';
  const [narrow, setNarrow] = useState(false);
  const settings = useDeliverySettings();
  const list = usePickList(date, slot);
  const choose = (key: 'date' | 'slot', value: string) =>
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <section className={`admin-page pick-list${narrow ? ' pick-list--narrow' : ''}`}>
      {list.isPending && <LoadingOverlay label={t.loading} />}
      <h1 className="no-print">{t.title}</h1>
      <div className="pick-list__filters no-print">
        <div className="field">
          <label htmlFor={`${id}-date`}>{t.date}</label>
          <input id={`${id}-date`} type="date" value={date} required onChange={(e) => choose('date', e.target.value)} />
        </div>
        {(settings.data?.slots.length ?? 0) > 0 && (
          <div className="field">
            <label htmlFor={`${id}-slot`}>{t.slot}</label>
            <select id={`${id}-slot`} value={slot} onChange={(e) => choose('slot', e.target.value)}>
              <option value="">{t.allSlots}</option>
              {settings.data?.slots.map((window) => (
                <option key={window.start} value={window.start}>
                  {formatSlotHours(window)}
                </option>
              ))}
            </select>
          </div>
        )}
        <label className="pick-list__narrow">
          <input type="checkbox" checked={narrow} onChange={(e) => setNarrow(e.target.checked)} />
          {t.narrow}
        </label>
        <button type="button" className="button" onClick={() => window.print()}>
          {t.print}
        </button>
      </div>
      <h2 className="pick-list__heading">
        {t.heading(formatSlotDay(date))}
        {slot && ` · ${slot}`}
      </h2>
      {list.isError && <p className="notice notice--error">{t.loadFailed}</p>}
      {list.data && <PickListSheet list={list.data} />}
    </section>
  );
}
