import { NavLink, useLocation } from 'react-router';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { adminPaths } from '../admin-paths.js';

const t = adminTexts.nav;

/** Which section a path belongs to: the product and category screens sit under Products. */
function sectionOf(pathname: string): string {
  if (/^\/admin\/(products|(add|view|update)\/(products|category))(\/|$)/.test(pathname)) return adminPaths.productsMenu;
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
];

/** Spec 2.9 admin sidebar: Dashboard, Products, Orders, Users, Reviews. A column from 768 px, a scrolling bar below. */
export function AdminSidebar() {
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
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
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
