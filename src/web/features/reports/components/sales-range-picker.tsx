import { adminTexts } from '#web/i18n/admin-texts.js';
import { lastDays, type SalesRange } from '../sales-range.js';

const t = adminTexts.sales;
/** The quick ranges, in days ending today (IST). */
export const PRESET_DAYS = [7, 30, 90, 365] as const;

interface SalesRangePickerProps {
  /** The dates as typed, possibly not yet a valid range. */
  value: SalesRange;
  onChange: (range: SalesRange) => void;
  now: Date;
  /** What is wrong with the dates (the server's words), shown under them. */
  problems: readonly string[];
}

/** The report's dates: two date fields and the quick ranges, the one in use marked pressed. */
export function SalesRangePicker({ value, onChange, now, problems }: SalesRangePickerProps) {
  const describedBy = problems.length > 0 ? 'sales-range-problems' : undefined;
  return (
    <div className="admin-sales__range">
      <fieldset className="admin-sales__dates">
        <legend className="visually-hidden">{t.range}</legend>
        <div className="field">
          <label htmlFor="sales-from">{t.from}</label>
          <input
            id="sales-from"
            type="date"
            value={value.from}
            aria-invalid={problems.length > 0 || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor="sales-to">{t.to}</label>
          <input
            id="sales-to"
            type="date"
            value={value.to}
            aria-invalid={problems.length > 0 || undefined}
            aria-describedby={describedBy}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        </div>
      </fieldset>
      <fieldset className="admin-sales__presets">
        <legend className="visually-hidden">{t.presets}</legend>
        {PRESET_DAYS.map((days) => {
          const preset = lastDays(days, now);
          const pressed = preset.from === value.from && preset.to === value.to;
          return (
            <button
              key={days}
              type="button"
              className="button button--small button--outline"
              aria-pressed={pressed}
              onClick={() => onChange(preset)}
            >
              {t.lastDays(days)}
            </button>
          );
        })}
      </fieldset>
      {problems.length > 0 && (
        <div id="sales-range-problems" role="alert">
          {problems.map((problem) => (
            <p key={problem} className="field__error">
              {problem}
            </p>
          ))}
        </div>
      )}
    </div>
  );
}
