import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import { SalesQuery } from '#common/schemas/reports.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useGstTexts } from '#web/i18n/gst-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { salesCsvUrl, useSalesReport } from '../api/get-sales-report.js';
import { formatDay, lastDays, type SalesRange } from '../sales-range.js';
import { SalesRangePicker } from './sales-range-picker.js';
import { SalesDaysTable, TopProductsTable } from './sales-tables.js';

const AdminSalesChart = lazy(() => import('./admin-sales-chart.js'));

const t = adminTexts.sales;
/** The report opens on the last 30 IST days. */
const DEFAULT_DAYS = 30;

/**
 * The dashboard's sales report (API.md "The owner's admin at scale"; docs/decisions/0014-low-stock-and-sales.md):
 * a range of IST days (the last 30 unless changed), its revenue and orders per day as a chart with
 * the same figures as a table behind a disclosure, the top products, and the CSV of it all.
 * The dates are checked by the server's own schema before anything is asked.
 */
export function SalesReport({ now = new Date() }: { now?: Date }) {
  const [draft, setDraft] = useState<SalesRange>(() => lastDays(DEFAULT_DAYS, now));
  const parsed = SalesQuery.safeParse(draft);
  const range = parsed.success ? parsed.data : undefined;
  const problems = parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
  const report = useSalesReport(range);
  const answer = report.data;
  const gst = useGstTexts();

  return (
    <section className="card admin-sales" aria-labelledby="sales-title">
      <div className="admin-sales__head">
        <h2 id="sales-title" className="admin-report__title">
          {t.title}
        </h2>
        <div className="admin-sales__links">
          {/* The tax inside the same sales (decision 0060). */}
          <Link className="button button--small button--outline" to={adminWebPaths.gst.href()}>
            {gst.fromSales}
          </Link>
          {range && (
            <a
              className="button button--small button--outline"
              href={salesCsvUrl(range)}
              download
              aria-label={t.downloadLabel(formatDay(range.from), formatDay(range.to))}
            >
              {t.download}
            </a>
          )}
        </div>
      </div>
      <SalesRangePicker value={draft} onChange={setDraft} now={now} problems={problems} />
      <p className="admin-sales__summary" aria-live="polite" aria-busy={report.isFetching}>
        {report.isError
          ? messagesOf(report.error).join(' ')
          : answer
            ? t.summary(formatRupees(answer.total.revenue), answer.total.orders, formatDay(answer.from), formatDay(answer.to))
            : range && t.loading}
      </p>
      {answer && (
        <>
          <h3 className="admin-sales__subtitle">{t.chartTitle}</h3>
          <Suspense fallback={<p className="muted">{t.loadingChart}</p>}>
            <AdminSalesChart days={answer.days} />
          </Suspense>
          <details className="admin-sales__days">
            <summary>{t.daysTable}</summary>
            <SalesDaysTable days={answer.days} />
          </details>
          <h3 id="sales-top-title" className="admin-sales__subtitle">
            {t.topTitle}
          </h3>
          <TopProductsTable products={answer.topProducts} />
        </>
      )}
    </section>
  );
}
