import { Link } from 'react-router';

/** A day's address on a report page: the page alone for today, `?date=` for another day. */
export const dayHref = (page: string, date: string | undefined, today: string): string =>
  `${page}${date && date !== today ? `?${new URLSearchParams({ date })}` : ''}`;

interface DayReportHeadProps {
  title: string;
  /** The other report of the same day (the cash-up's riders, the riders' cash-up). */
  sibling: { href: string; label: string; hiddenLabel?: string };
  /** The day's CSV; none while the day is being corrected. */
  csv: { url: string; label: string; hiddenLabel: string } | null;
}

/**
 * The head of a report of one day (the cash-up, the riders report; decision 0057): its heading,
 * then a link to the same day's other report and the day's CSV, each said in full to screen readers.
 */
export function DayReportHead({ title, sibling, csv }: DayReportHeadProps) {
  return (
    <div className="cash-up-head">
      <h1>{title}</h1>
      <div className="cash-up-head__links">
        <Link className="button button--small button--outline" to={sibling.href}>
          {sibling.label}
          {sibling.hiddenLabel && <span className="visually-hidden">: {sibling.hiddenLabel}</span>}
        </Link>
        {csv && (
          <a className="button button--small button--outline cash-up-head__csv" href={csv.url} download>
            {csv.label}
            <span className="visually-hidden">: {csv.hiddenLabel}</span>
          </a>
        )}
      </div>
    </div>
  );
}
