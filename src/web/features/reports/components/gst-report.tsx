import { useId, useState } from 'react';
import { GstReportQuery } from '#common/schemas/gst-report.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { useFormat } from '#web/i18n/format.js';
import { useGstTexts } from '#web/i18n/gst-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { gstCsvUrl, useGstReport } from '../api/get-gst-report.js';
import { lastMonth, monthSoFar, type SalesRange } from '../sales-range.js';
import { GstHsnTable, GstRatesTable } from './gst-tables.js';

interface GstRangePickerProps {
  value: SalesRange;
  onChange: (range: SalesRange) => void;
  now: Date;
  /** What is wrong with the dates (the server's own schema's words), shown under them. */
  problems: readonly string[];
}

/** The report's dates: two date fields, and this month so far or the last month, the one in use marked pressed. */
export function GstRangePicker({ value, onChange, now, problems }: GstRangePickerProps) {
  const t = useGstTexts();
  const id = useId();
  const describedBy = problems.length > 0 ? `${id}-problems` : undefined;
  const presets = [
    { label: t.thisMonth, range: monthSoFar(now) },
    { label: t.lastMonth, range: lastMonth(now) },
  ];
  const field = (key: 'from' | 'to') => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{t[key]}</label>
      <input
        id={`${id}-${key}`}
        type="date"
        value={value[key]}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      />
    </div>
  );
  return (
    <div className="admin-sales__range">
      <fieldset className="admin-sales__dates">
        <legend className="visually-hidden">{t.range}</legend>
        {field('from')}
        {field('to')}
      </fieldset>
      <fieldset className="admin-sales__presets">
        <legend className="visually-hidden">{t.presets}</legend>
        {presets.map(({ label, range }) => (
          <button
            key={label}
            type="button"
            className="button button--small button--outline"
            aria-pressed={range.from === value.from && range.to === value.to}
            onClick={() => onChange(range)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      {problems.length > 0 && (
        <div id={`${id}-problems`} role="alert">
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

/**
 * The owner's GST report (API.md "Tax and labels"; decision 0060): a range of IST days (this month
 * so far unless changed), the tax inside the Delivered orders billed in it per GST rate and per
 * HSN code, each table with its total, and the CSV of both. The dates are checked by the server's
 * own schema before anything is asked; while new figures load the last ones stay.
 */
export function GstReport({ now = new Date() }: { now?: Date }) {
  const t = useGstTexts();
  const { date } = useFormat();
  const [draft, setDraft] = useState<SalesRange>(() => monthSoFar(now));
  const parsed = GstReportQuery.safeParse(draft);
  const range = parsed.success ? parsed.data : undefined;
  const problems = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
  const report = useGstReport(range);
  const answer = range ? report.data : undefined;

  return (
    <>
      <div className="cash-up-head">
        <h1>{t.title}</h1>
        {range && (
          <div className="cash-up-head__links">
            <a className="button button--small button--outline" href={gstCsvUrl(range)} download>
              {t.download}
              <span className="visually-hidden">: {t.downloadLabel(date(range.from), date(range.to))}</span>
            </a>
          </div>
        )}
      </div>
      <p className="cash-up__intro">{t.intro}</p>
      <GstRangePicker value={draft} onChange={setDraft} now={now} problems={problems} />
      {report.isError && <ErrorLines messages={messagesOf(report.error)} />}
      <p className="admin-sales__summary" aria-live="polite" aria-busy={report.isFetching}>
        {answer ? t.summary(date(answer.from), date(answer.to)) : range && t.loading}
      </p>
      {answer &&
        (answer.rates.length === 0 ? (
          <p className="muted">{t.none}</p>
        ) : (
          <div className="gst-report" aria-busy={report.isPlaceholderData}>
            <div className="gst-report__part">
              <h2 id="gst-rates-title" className="admin-report__title">
                {t.ratesTitle}
              </h2>
              <GstRatesTable rows={answer.rates} />
            </div>
            <div className="gst-report__part">
              <h2 id="gst-hsn-title" className="admin-report__title">
                {t.hsnTitle}
              </h2>
              <GstHsnTable rows={answer.hsn} />
            </div>
          </div>
        ))}
    </>
  );
}
