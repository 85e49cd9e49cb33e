import { useSearchParams } from 'react-router';
import { RidersReport } from '#web/features/reports/components/riders-report.js';
import { istToday } from '#web/features/reports/sales-range.js';
import { useOwnerRiderTexts } from '#web/i18n/owner-rider-texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-reports.css';
import '../../styles/admin-cash-up.css';

/**
 * The riders report (/admin/riders; API.md "The delivery run", decision 0057). Its day lives in
 * the address as the cash-up's does (`?date=2026-11-28`; none is today, IST), and stepping through
 * days replaces it rather than filling the back button.
 */
export function AdminRidersPage({ now = new Date() }: { now?: Date }) {
  const t = useOwnerRiderTexts().report;
  useDocumentTitle(t.title);
  const [search, setSearch] = useSearchParams();
  const today = istToday(now);
  const value = search.get('date') ?? today;

  return (
    <section className="admin-page cash-up riders-page">
      <RidersReport value={value} today={today} onDay={(date) => setSearch(date === today ? {} : { date }, { replace: true })} />
    </section>
  );
}
