import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatRupees, toPaise, toRupees } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { adminPaths } from '#web/features/admin/admin-paths.js';
import { useAllOrders } from '#web/features/admin/api/get-all-orders.js';
import { useUsers } from '#web/features/admin/api/get-users.js';
import { useProducts } from '#web/features/catalog/api/get-products.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const AdminCharts = lazy(() => import('#web/features/admin/components/admin-charts.js'));

const t = adminTexts.dashboard;

/**
 * Spec 4: only Delivered orders count toward the earned amount (summed in paise), so a cancelled
 * order, whose goods went back on the shelf, never does (nor one still on its way).
 */
export function earnedRupees(orders: readonly Pick<Order, 'status' | 'total'>[]): number {
  return toRupees(orders.filter((o) => o.status === 'Delivered').reduce((sum, o) => sum + toPaise(o.total), 0));
}

/**
 * Spec 2.9 Dashboard (/admin/home): Products, Users and Total Amount boxes, and the cancelled
 * orders counted apart; Amount Growth and Products Stock charts.
 */
export function AdminDashboardPage() {
  useDocumentTitle(t.title);
  const products = useProducts({ kind: 'all' });
  const users = useUsers();
  const orders = useAllOrders();

  const loading = products.isPending || users.isPending || orders.isPending;
  const failure = [products.error, users.error, orders.error].find(Boolean);
  const list = products.data?.products ?? [];
  const outOfStock = list.filter((p) => p.stocks <= 0).length;
  const allOrders = orders.data?.AllOrders ?? [];
  const earned = earnedRupees(allOrders);
  const cancelled = allOrders.filter((o) => o.status === 'Cancelled').length;

  return (
    <section className="admin-page">
      {loading && <LoadingOverlay label={t.loading} />}
      <h1>{t.title}</h1>
      {failure && <ErrorLines messages={messagesOf(failure)} />}
      <div className="admin-stats">
        <Link to={adminPaths.products} className="admin-stat">
          <span className="admin-stat__label">{t.products}</span>
          <span className="admin-stat__value" data-testid="dashboard-products">
            {products.data?.productsDocCount ?? '–'}
          </span>
        </Link>
        <Link to={adminPaths.users} className="admin-stat">
          <span className="admin-stat__label">{t.users}</span>
          <span className="admin-stat__value" data-testid="dashboard-users">
            {users.data?.userDocCount ?? '–'}
          </span>
        </Link>
        <div className="admin-stat admin-stat--amount">
          <span className="admin-stat__label">{t.totalAmount}</span>
          <span className="admin-stat__value" data-testid="dashboard-amount">
            {orders.data ? formatRupees(earned) : '–'}
          </span>
        </div>
        <Link to={adminPaths.orders} className="admin-stat admin-stat--cancelled">
          <span className="admin-stat__label">{t.cancelledOrders}</span>
          <span className="admin-stat__value" data-testid="dashboard-cancelled">
            {orders.data ? cancelled : '–'}
          </span>
        </Link>
      </div>
      {!loading && !failure && (
        <Suspense fallback={<p className="muted">{t.loadingCharts}</p>}>
          <AdminCharts earned={earned} outOfStock={outOfStock} inStock={list.length - outOfStock} />
        </Suspense>
      )}
    </section>
  );
}
