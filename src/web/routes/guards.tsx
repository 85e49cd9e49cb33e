import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { webPaths } from '#common/web-paths.js';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { useSession } from '../features/auth/api/get-logged-user.js';
import { useT } from '../i18n/i18n.js';
import { returnPathOf } from '../lib/return-path.js';
import { NotFoundPage } from './not-found.js';

const LoginPage = lazy(() => import('./login.js'));
const AdminRoutes = lazy(() => import('./admin-routes.js'));

/** Nothing is decided until the start-up user fetch has answered (spec 2.1). */
function Waiting() {
  const t = useT();
  return <LoadingOverlay label={t('loading')} />;
}

/**
 * Where a guest screen sends someone once signed in: back to the screen that sent them to log in
 * (the checkout's Login button passes `{ from }`, carried through sign-up: lib/return-path.ts;
 * only our own paths), else home (spec 2.1), or for an Admin the dashboard: the owner signs in to
 * work (decision 0041).
 */
function returnPath(state: unknown, isAdmin: boolean): string {
  return returnPathOf(state) ?? (isAdmin ? adminWebPaths.home.href() : webPaths.home.href());
}

/** /Signup, /Login, /Forget/Password: home when signed in (spec 2.1), the dashboard for an Admin. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn, isAdmin, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Waiting />;
  return isLoggedIn ? <Navigate to={returnPath(location.state, isAdmin)} replace /> : children;
}

/**
 * Screens that need a signed-in user show the login screen in their place (spec 2.1); after
 * logging in, the asked-for screen appears at the same address.
 */
export function RequireUser({ children }: { children: ReactNode }) {
  const { isLoggedIn, isPending } = useSession();
  if (isPending) return <Waiting />;
  return isLoggedIn ? children : <LoginPage />;
}

/** /reset-password/:id/:token: the login screen when signed in, otherwise the reset form (spec 2.1). */
export function GuestOrLogin({ children }: { children: ReactNode }) {
  const { isLoggedIn, isPending } = useSession();
  if (isPending) return <Waiting />;
  return isLoggedIn ? <LoginPage /> : children;
}

/** /admin/*: admin screens exist only for the Admin role (spec 2.1, 6); anyone else gets the 404 page. */
export function AdminArea() {
  const { isAdmin, isPending } = useSession();
  if (isPending) return <Waiting />;
  if (!isAdmin) return <NotFoundPage />;
  return (
    <Suspense fallback={<Waiting />}>
      <AdminRoutes />
    </Suspense>
  );
}
