import { Fragment } from 'react';
import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { toPaise, toRupees } from '#common/money.js';
import type { RiderTally } from '#common/schemas/riders.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useCashUpTexts } from '#web/i18n/cash-up-texts.js';
import { useFormat } from '#web/i18n/format.js';
import { useLanguage } from '#web/i18n/i18n.js';
import { useOwnerRiderTexts } from '#web/i18n/owner-rider-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { ridersReportCsvUrl, useRidersReport } from '../api/get-riders-report.js';
import { CashUpDayPicker } from './cash-up-day-picker.js';
import { cashUpDayOf, longDay } from './cash-up-report.js';
import { DayReportHead, dayHref } from './day-report-head.js';

type Amount = 'cash' | 'upi' | 'onCredit' | 'unpaid';
const AMOUNTS: readonly Amount[] = ['cash', 'upi', 'onCredit', 'unpaid'];

/** Below this width each rider is a card of labelled figures, so nothing scrolls sideways at 360 px. */
const WIDE_REPORT = '(min-width: 40rem)';

/** The day's totals, summed in paise as the server sums. */
function totalsOf(riders: readonly RiderTally[]): { delivered: number } & Record<Amount, number> {
  const paise = (key: Amount) => riders.reduce((sum, tally) => sum + toPaise(tally[key]), 0);
  return {
    delivered: riders.reduce((sum, tally) => sum + tally.delivered, 0),
    cash: toRupees(paise('cash')),
    upi: toRupees(paise('upi')),
    onCredit: toRupees(paise('onCredit')),
    unpaid: toRupees(paise('unpaid')),
  };
}

interface RidersReportProps {
  /** The day asked for, as typed or in the address ('' or not a day: nothing is asked). */
  value: string;
  /** Today in India. */
  today: string;
  onDay: (date: string) => void;
}

/**
 * The riders report of an IST day (API.md "The delivery run", decision 0057), beside the cash-up
 * and picked the same way: per rider, the orders delivered and the money of them (cash and UPI
 * collected at the door, on credit, and Cash or UPI orders left unpaid), with the day's totals and
 * its CSV. Every Rider is listed, with zeros; a shop without riders is told how to make one.
 */
export function RidersReport({ value, today, onDay }: RidersReportProps) {
  const t = useOwnerRiderTexts().report;
  const language = useLanguage();
  const { badDay } = useCashUpTexts();
  const wide = useMediaQuery(WIDE_REPORT);
  const date = cashUpDayOf(value);
  const report = useRidersReport(date);
  const answer = date ? report.data : undefined;
  const shown = answer ? longDay(answer.date, language) : '';

  return (
    <>
      {report.isPending && date && <LoadingOverlay label={t.loading} />}
      <DayReportHead
        title={t.title}
        sibling={{ href: dayHref(adminWebPaths.cashUp.href(), date, today), label: t.cashUp }}
        csv={date ? { url: ridersReportCsvUrl(date), label: t.download, hiddenLabel: t.downloadLabel(longDay(date, language)) } : null}
      />
      <p className="cash-up__intro">{t.intro}</p>
      <CashUpDayPicker value={date ?? ''} today={today} onChange={onDay} problem={date ? undefined : badDay} />
      {report.isError && <ErrorLines messages={messagesOf(report.error)} />}
      <div aria-live="polite">
        {answer && answer.riders.length === 0 && (
          <p className="riders-report__empty">
            {t.empty} <Link to={adminWebPaths.users.href()}>{t.toUsers}</Link>
          </p>
        )}
      </div>
      {answer && answer.riders.length > 0 && (
        <div className="riders-report" aria-busy={report.isPlaceholderData}>
          {wide ? (
            <RidersTable riders={answer.riders} caption={t.caption(shown)} />
          ) : (
            <RidersCards riders={answer.riders} caption={t.caption(shown)} />
          )}
        </div>
      )}
    </>
  );
}

/** From 40rem: one row a rider, the day's totals at the foot. */
function RidersTable({ riders, caption }: { riders: readonly RiderTally[]; caption: string }) {
  const { report: t, rider } = useOwnerRiderTexts();
  const { money } = useFormat();
  const totals = totalsOf(riders);
  return (
    <div className="table-wrap">
      <table className="table riders-report__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rider}</th>
            <th scope="col" className="riders-report__number">
              {t.delivered}
            </th>
            {AMOUNTS.map((key) => (
              <th key={key} scope="col" className="riders-report__number">
                {t[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {riders.map((tally) => (
            <tr key={tally.rider._id}>
              <th scope="row">{riderNameOf(tally)}</th>
              <td className="riders-report__number">{tally.delivered}</td>
              {AMOUNTS.map((key) => (
                <td key={key} className="riders-report__number">
                  {money(tally[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="riders-report__totals">
            <th scope="row">{t.total}</th>
            <td className="riders-report__number">{totals.delivered}</td>
            {AMOUNTS.map((key) => (
              <td key={key} className="riders-report__number">
                {money(totals[key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** On a phone: a card a rider, then the totals' card. */
function RidersCards({ riders, caption }: { riders: readonly RiderTally[]; caption: string }) {
  const t = useOwnerRiderTexts().report;
  const { money } = useFormat();
  const figures = (tally: { delivered: number } & Record<Amount, number>) => (
    <dl>
      <dt>{t.delivered}</dt>
      <dd>{tally.delivered}</dd>
      {AMOUNTS.map((key) => (
        <Fragment key={key}>
          <dt>{t[key]}</dt>
          <dd>{money(tally[key])}</dd>
        </Fragment>
      ))}
    </dl>
  );
  return (
    <section aria-label={caption}>
      <h2 className="cash-up-day__heading">{caption}</h2>
      <ul className="riders-cards">
        {riders.map((tally) => (
          <li key={tally.rider._id} className="riders-card">
            <h3>{riderNameOf(tally)}</h3>
            {figures(tally)}
          </li>
        ))}
        <li className="riders-card riders-card--totals">
          <h3>{t.total}</h3>
          {figures(totalsOf(riders))}
        </li>
      </ul>
    </section>
  );
}

const riderNameOf = (tally: RiderTally) => `${tally.rider.firstName} ${tally.rider.lastName}`.trim();
