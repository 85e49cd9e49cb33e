import { NavLink, useLocation } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useProcessingCount } from '../use-processing-count.js';

const t = adminTexts.nav;

/** Which section a path belongs to: the product and category screens sit under Products. */
function sectionOf(pathname: string): string {
  if (/^\/admin\/(products|(add|view|update|import)\/(products|category))(\/|$)/.test(pathname)) return adminWebPaths.productsMenu.href();
  if (/^\/admin\/(view\/orders|update\/order\/)/.test(pathname)) return adminWebPaths.orders.href();
  if (pathname === adminWebPaths.users.href() || pathname.startsWith('/admin/update/')) return adminWebPaths.users.href();
  return pathname;
}

const links = [
  { to: adminWebPaths.home.href(), label: t.dashboard },
  { to: adminWebPaths.productsMenu.href(), label: t.products },
  { to: adminWebPaths.orders.href(), label: t.orders },
  { to: adminWebPaths.users.href(), label: t.users },
  { to: adminWebPaths.reviews.href(), label: t.reviews },
  { to: adminWebPaths.settings.href(), label: t.settings },
  { to: adminWebPaths.activity.href(), label: t.activity },
];

/** Orders waiting to be packed, beside the Orders link; kept current by the live alerts (use-live-alerts.ts). */
function ProcessingBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <>
      {' '}
      <span className="admin-badge" data-testid="processing-badge">
        <span aria-hidden="true">{count}</span>
        <span className="visually-hidden">{adminTexts.alerts.processing(count)}</span>
      </span>
    </>
  );
}

/**
 * Spec 2.9 admin sidebar: Dashboard, Products, Orders, Users, Reviews (and the shop's Settings), with the count of
 * Processing orders on Orders. A column from 1024 px, rows of links below.
 */
export function AdminSidebar() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const processing = useProcessingCount();
  return (
    <nav className="admin-sidebar" aria-label={t.label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) => (isActive || section === link.to ? 'admin-sidebar__link is-active' : 'admin-sidebar__link')}
              aria-current={section === link.to ? 'page' : undefined}
            >
              {link.label}
              {link.to === adminWebPaths.orders.href() && <ProcessingBadge count={processing} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
