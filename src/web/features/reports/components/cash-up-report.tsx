import { adminWebPaths } from '#common/admin-web-paths.js';
import { CashUpQuery } from '#common/schemas/khata.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useCashUpTexts } from '#web/i18n/cash-up-texts.js';
import { useLanguage } from '#web/i18n/i18n.js';
import { formatLocaleOf, type Language } from '#web/i18n/languages.js';
import { messagesOf } from '#web/lib/api-client.js';
import { cashUpCsvUrl, useCashUp } from '../api/get-cash-up.js';
import { CashUpDayPicker } from './cash-up-day-picker.js';
import { CashUpOrders } from './cash-up-orders.js';
import { CashUpTotals } from './cash-up-totals.js';
import { DayReportHead, dayHref } from './day-report-head.js';

const dayFormats = new Map<Language, Intl.DateTimeFormat>();

/** "Sunday, 29 November 2026" in the language shown: a calendar day, read at noon UTC so no zone moves it. */
export function longDay(date: string, language: Language): string {
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocaleOf[language], {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    dayFormats.set(language, format);
  }
  return format.format(new Date(`${date}T12:00:00Z`));
}

/** The day as the address gives it, when it is one: the server's own rule (CashUpQuery) decides. */
export function cashUpDayOf(text: string): string | undefined {
  return text && CashUpQuery.safeParse({ date: text }).success ? text : undefined;
}

interface CashUpReportProps {
  /** The day asked for, as typed or in the address ('' or not a day: nothing is asked). */
  value: string;
  /** Today in India. */
  today: string;
  onDay: (date: string) => void;
}

/**
 * The owner's cash-up of an IST day (API.md "Getting paid"; decision 0050): its heading with the
 * day's sheet, the day's picker, the money of the day, then the delivered orders still unpaid
 * and the refunds due. Beside its CSV, a link to the riders report of the same day.
 * While another day loads, the last one stays, dimmed.
 */
export function CashUpReport({ value, today, onDay }: CashUpReportProps) {
  const t = useCashUpTexts();
  const language = useLanguage();
  const date = cashUpDayOf(value);
  const report = useCashUp(date);
  // A day being corrected shows nothing, rather than the last day's figures under an empty field.
  const answer = date ? report.data : undefined;
  const shown = answer ? longDay(answer.date, language) : '';

  return (
    <>
      {report.isPending && date && <LoadingOverlay label={t.loading} />}
      <DayReportHead
        title={t.title}
        // The riders' side of the same day (decision 0057).
        sibling={{ href: dayHref(adminWebPaths.riders.href(), date, today), label: t.riders, hiddenLabel: t.ridersLabel }}
        csv={date ? { url: cashUpCsvUrl(date), label: t.download, hiddenLabel: t.downloadLabel(longDay(date, language)) } : null}
      />
      <p className="cash-up__intro">{t.intro}</p>
      <CashUpDayPicker value={date ?? ''} today={today} onChange={onDay} problem={date ? undefined : t.badDay} />
      {report.isError && <ErrorLines messages={messagesOf(report.error)} />}
      <div aria-live="polite">{answer && <h2 className="cash-up-day__heading">{t.dayHeading(shown, answer.date === today)}</h2>}</div>
      {answer && (
        <div className="cash-up-body" aria-busy={report.isPlaceholderData}>
          <CashUpTotals answer={answer} />
          <div className="cash-up-lists">
            <CashUpOrders kind="unpaid" orders={answer.unpaidDelivered} />
            <CashUpOrders kind="refunds" orders={answer.refundsDue} />
          </div>
        </div>
      )}
    </>
  );
}
