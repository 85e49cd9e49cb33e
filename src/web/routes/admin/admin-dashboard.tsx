import { lazy, Suspense } from 'react';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useDashboard } from '#web/features/admin/api/get-dashboard.js';
import { DashboardStats } from '#web/features/admin/components/dashboard-stats.js';
import { LowStockList } from '#web/features/admin/components/low-stock-list.js';
import { StatusNotice } from '#web/features/admin/components/status-notice.js';
import { SalesReport } from '#web/features/reports/components/sales-report.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-reports.css';

const AdminCharts = lazy(() => import('#web/features/admin/components/admin-charts.js'));

const t = adminTexts.dashboard;

/**
 * Spec 2.9 Dashboard (/admin/home): Products, Users and Total Amount boxes, and the cancelled
 * orders counted apart; Amount Growth and Products Stock charts. A composition of parts that
 * each read their own call: the figures (GET /api/admin/dashboard, decision 0011) count in the
 * shop, so the dashboard downloads no list to count it.
 */
export function AdminDashboardPage() {
  const { title } = useOwnerTexts().dashboard;
  useDocumentTitle(title);
  const dashboard = useDashboard();
  const figures = dashboard.data;

  return (
    <section className="admin-page">
      {dashboard.isPending && <LoadingOverlay label={t.loading} />}
      <h1>{title}</h1>
      <StatusNotice />
      {dashboard.isError && <ErrorLines messages={messagesOf(dashboard.error)} />}
      <DashboardStats figures={figures} />
      {figures && (
        <Suspense fallback={<p className="muted">{t.loadingCharts}</p>}>
          <AdminCharts earned={figures.earned} outOfStock={figures.outOfStock} inStock={figures.productsDocCount - figures.outOfStock} />
        </Suspense>
      )}
      {/* The owner's reports (decision 0014): each reads its own call, whatever the figures above do. */}
      <div className="admin-reports">
        <SalesReport />
        <LowStockList />
      </div>
    </section>
  );
}
