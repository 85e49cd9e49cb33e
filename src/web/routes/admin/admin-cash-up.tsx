import { useSearchParams } from 'react-router';
import { CashUpReport } from '#web/features/reports/components/cash-up-report.js';
import { istToday } from '#web/features/reports/sales-range.js';
import { useCashUpTexts } from '#web/i18n/cash-up-texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-reports.css';
import '../../styles/admin-cash-up.css';

/**
 * The day's cash-up (/admin/cash-up; API.md "Getting paid", decision 0050). The day lives in the
 * address (`?date=2026-11-28`; none is today, IST), so a reload or a shared link shows the same
 * day; stepping through days replaces it rather than filling the back button.
 */
export function AdminCashUpPage({ now = new Date() }: { now?: Date }) {
  const t = useCashUpTexts();
  useDocumentTitle(t.title);
  const [search, setSearch] = useSearchParams();
  const today = istToday(now);
  const value = search.get('date') ?? today;

  return (
    <section className="admin-page cash-up">
      <CashUpReport value={value} today={today} onDay={(date) => setSearch(date === today ? {} : { date }, { replace: true })} />
    </section>
  );
}
