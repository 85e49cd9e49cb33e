import { useId } from 'react';
import { useCashUpTexts } from '#web/i18n/cash-up-texts.js';
import { addDays } from '../sales-range.js';

interface CashUpDayPickerProps {
  /** The day shown (YYYY-MM-DD), '' while none is (a cleared field, an address that names no day). */
  value: string;
  /** Today in India: the next-day button stops there. */
  today: string;
  onChange: (date: string) => void;
  /** Why the day cannot be shown, under the field. */
  problem: string | undefined;
}

/**
 * The cash-up's day: the browser's own date field (a calendar on a phone, typed on a desktop,
 * read out by screen readers), the days before and after, and back to today.
 */
export function CashUpDayPicker({ value, today, onChange, problem }: CashUpDayPickerProps) {
  const t = useCashUpTexts();
  const id = useId();
  const problemId = `${id}-problem`;
  const day = value || today;
  return (
    <div className="cash-up-day">
      <div className="cash-up-day__field">
        <label htmlFor={id}>{t.day}</label>
        <input
          id={id}
          type="date"
          value={value}
          max={today}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div className="cash-up-day__steps">
        <button type="button" className="button button--small button--outline" onClick={() => onChange(addDays(day, -1))}>
          <span aria-hidden="true">‹ </span>
          {t.previousDay}
        </button>
        <button
          type="button"
          className="button button--small button--outline"
          disabled={day >= today}
          onClick={() => onChange(addDays(day, 1))}
        >
          {t.nextDay}
          <span aria-hidden="true"> ›</span>
        </button>
        <button
          type="button"
          className="button button--small button--outline"
          aria-pressed={value === today}
          onClick={() => onChange(today)}
        >
          {t.today}
        </button>
      </div>
      {problem && (
        <p id={problemId} className="field__error cash-up-day__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
