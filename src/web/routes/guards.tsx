import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { useSession } from '../features/auth/api/get-logged-user.js';
import { useT } from '../i18n/i18n.js';
import { NotFoundPage } from './not-found.js';

const LoginPage = lazy(() => import('./login.js'));
const AdminRoutes = lazy(() => import('./admin-routes.js'));

/** Nothing is decided until the start-up user fetch has answered (spec 2.1). */
function Waiting() {
  const t = useT();
  return <LoadingOverlay label={t('loading')} />;
}

/**
 * Where a guest screen sends a shopper once signed in: home (spec 2.1), or back to the screen
 * that sent them to log in (the checkout's Login button passes `{ from }`). Only our own paths.
 */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : webPaths.home.href();
}

/** /Signup, /Login, /Forget/Password: home when signed in (spec 2.1). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isLoggedIn, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Waiting />;
  return isLoggedIn ? <Navigate to={returnPath(location.state)} replace /> : children;
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
