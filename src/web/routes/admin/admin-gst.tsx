import { GstReport } from '#web/features/reports/components/gst-report.js';
import { useGstTexts } from '#web/i18n/gst-texts.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-reports.css';
import '../../styles/admin-cash-up.css';

/** The GST report (/admin/gst; API.md "Tax and labels", decision 0060), beside the dashboard's sales report. */
export function AdminGstPage({ now }: { now?: Date }) {
  const t = useGstTexts();
  useDocumentTitle(t.title);
  return (
    <section className="admin-page cash-up gst-page">
      <GstReport {...(now ? { now } : {})} />
    </section>
  );
}
