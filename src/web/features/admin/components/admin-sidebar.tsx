import { NavLink, useLocation } from 'react-router';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { adminPaths } from '../admin-paths.js';
import { useProcessingCount } from '../use-processing-count.js';

const t = adminTexts.nav;

/** Which section a path belongs to: the product and category screens sit under Products. */
function sectionOf(pathname: string): string {
  if (/^\/admin\/(products|(add|view|update|import)\/(products|category))(\/|$)/.test(pathname)) return adminPaths.productsMenu;
  if (/^\/admin\/(view\/orders|update\/order\/)/.test(pathname)) return adminPaths.orders;
  if (pathname === adminPaths.users || pathname.startsWith('/admin/update/')) return adminPaths.users;
  return pathname;
}

const links = [
  { to: adminPaths.home, label: t.dashboard },
  { to: adminPaths.productsMenu, label: t.products },
  { to: adminPaths.orders, label: t.orders },
  { to: adminPaths.users, label: t.users },
  { to: adminPaths.reviews, label: t.reviews },
  { to: adminPaths.settings, label: t.settings },
  { to: adminPaths.activity, label: t.activity },
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
              {link.to === adminPaths.orders && <ProcessingBadge count={processing} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
