import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import type { DashboardAnswer } from '#common/schemas/dashboard.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';

/**
 * Spec 2.9 Dashboard boxes: Products, Users and Total Amount (Delivered orders only, spec 4), and
 * the cancelled orders counted apart, from the shop's own figures (decision 0011); first of all
 * the orders to pack today, leading to the Processing orders (decision 0041). A dash while they load.
 */
export function DashboardStats({ figures }: { figures: DashboardAnswer | undefined }) {
  const t = useOwnerTexts().dashboard;
  return (
    <div className="admin-stats">
      <Link to={`${adminWebPaths.orders.href()}?status=Processing`} className="admin-stat admin-stat--to-pack">
        <span className="admin-stat__label">{t.toPackToday}</span>
        <span className="admin-stat__value" data-testid="dashboard-to-pack">
          {figures?.toPackToday ?? '–'}
        </span>
      </Link>
      <Link to={adminWebPaths.products.href()} className="admin-stat">
        <span className="admin-stat__label">{t.products}</span>
        <span className="admin-stat__value" data-testid="dashboard-products">
          {figures?.productsDocCount ?? '–'}
        </span>
      </Link>
      <Link to={adminWebPaths.users.href()} className="admin-stat">
        <span className="admin-stat__label">{t.users}</span>
        <span className="admin-stat__value" data-testid="dashboard-users">
          {figures?.userDocCount ?? '–'}
        </span>
      </Link>
      <div className="admin-stat admin-stat--amount">
        <span className="admin-stat__label">{t.totalAmount}</span>
        <span className="admin-stat__value" data-testid="dashboard-amount">
          {figures ? formatRupees(figures.earned) : '–'}
        </span>
      </div>
      <Link to={`${adminWebPaths.orders.href()}?status=Cancelled`} className="admin-stat admin-stat--cancelled">
        <span className="admin-stat__label">{t.cancelledOrders}</span>
        <span className="admin-stat__value" data-testid="dashboard-cancelled">
          {figures ? figures.statusCounts.Cancelled : '–'}
        </span>
      </Link>
    </div>
  );
}
