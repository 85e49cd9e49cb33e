import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { type OwnerTexts, useOwnerTexts } from '#web/i18n/owner-texts.js';
import { useProcessingCount } from '../use-processing-count.js';

/** Which section a path belongs to: the product and category screens sit under Products. */
function sectionOf(pathname: string): string {
  if (/^\/admin\/(products|(add|view|update|import)\/(products|category))(\/|$)/.test(pathname)) return adminWebPaths.productsMenu.href();
  if (/^\/admin\/(view\/orders|update\/order\/)/.test(pathname)) return adminWebPaths.orders.href();
  if (pathname.startsWith(`${adminWebPaths.khata.href()}/`)) return adminWebPaths.khata.href();
  if (pathname === adminWebPaths.users.href() || pathname.startsWith('/admin/update/')) return adminWebPaths.users.href();
  return pathname;
}

const links: { to: string; label: keyof OwnerTexts['nav'] }[] = [
  { to: adminWebPaths.home.href(), label: 'dashboard' },
  { to: adminWebPaths.productsMenu.href(), label: 'products' },
  { to: adminWebPaths.orders.href(), label: 'orders' },
  { to: adminWebPaths.pickList.href(), label: 'pickList' },
  { to: adminWebPaths.cashUp.href(), label: 'cashUp' },
  { to: adminWebPaths.riders.href(), label: 'riders' },
  { to: adminWebPaths.gst.href(), label: 'gst' },
  { to: adminWebPaths.khata.href(), label: 'khata' },
  { to: adminWebPaths.users.href(), label: 'users' },
  { to: adminWebPaths.reviews.href(), label: 'reviews' },
  { to: adminWebPaths.coupons.href(), label: 'coupons' },
  { to: adminWebPaths.settings.href(), label: 'settings' },
  { to: adminWebPaths.activity.href(), label: 'activity' },
];

/** Orders waiting to be packed, beside the Orders link; kept current by the live alerts (use-live-alerts.ts). */
function ProcessingBadge({ count }: { count: number | undefined }) {
  const t = useOwnerTexts();
  if (!count) return null;
  return (
    <>
      {' '}
      <span className="admin-badge" data-testid="processing-badge">
        <span aria-hidden="true">{count}</span>
        <span className="visually-hidden">{t.alerts.processing(count)}</span>
      </span>
    </>
  );
}

/**
 * Spec 2.9 admin sidebar: Dashboard, Products, Orders, Users, Reviews (and the day's Pick List, Cash-up and Riders, the GST
 * report and the shop's Khata after Orders, its Coupons, Settings and Activity), with the count of Processing orders on Orders, and after them
 * what the area adds (the new-order sound's switch).
 * A column from 1024 px, rows of links below.
 */
export function AdminSidebar({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const processing = useProcessingCount();
  const t = useOwnerTexts().nav;
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
              {t[link.label]}
              {link.to === adminWebPaths.orders.href() && <ProcessingBadge count={processing} />}
            </NavLink>
          </li>
        ))}
        {children && <li className="admin-sidebar__extra">{children}</li>}
      </ul>
    </nav>
  );
}
