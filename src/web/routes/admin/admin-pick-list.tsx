import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { usePickList } from '#web/features/admin/api/get-pick-list.js';
import { PickListSheet } from '#web/features/admin/components/pick-list-sheet.js';
import { PrintControls } from '#web/features/admin/components/print-controls.js';
import { useNarrowPrint } from '#web/features/admin/use-narrow-print.js';
import { useDeliverySettings } from '#web/features/delivery/api/get-shop-settings.js';
import { useFormat } from '#web/i18n/format.js';
import { useOwnerPackingTexts } from '#web/i18n/owner-packing-texts.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';
import { formatSlotHours, todayInIndia } from '#web/lib/delivery-slot.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-packing.css';

/**
 * The day's pick list (/admin/picklist; API.md "Packing"): a delivery date (today in India unless
 * the address says `?date=`) and optionally one of the shop's windows (`?slot=07:00`); Print
 * gives an A4 sheet, or a narrow one for an 80 mm receipt printer. Titled as the sidebar names it.
 */
export function AdminPickListPage() {
  const t = useOwnerPackingTexts().pickList;
  const title = useOwnerTexts().nav.pickList;
  const { slotDay } = useFormat();
  useDocumentTitle(title);
  const id = useId();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') || todayInIndia();
  const slot = params.get('slot') ?? '';
  const [narrow, setNarrow] = useNarrowPrint();
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
    <section className={`admin-page pick-list print-sheet${narrow ? ' print-sheet--narrow' : ''}`}>
      {list.isPending && <LoadingOverlay label={t.loading} />}
      <h1 className="no-print">{title}</h1>
      <div className="print-controls no-print">
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
        <PrintControls narrow={narrow} onNarrow={setNarrow} />
      </div>
      <h2 className="pick-list__heading">
        {t.heading(slotDay(date))}
        {slot && ` · ${slot}`}
      </h2>
      {list.isError && <p className="notice notice--error">{t.loadFailed}</p>}
      {list.data && <PickListSheet list={list.data} />}
    </section>
  );
}
