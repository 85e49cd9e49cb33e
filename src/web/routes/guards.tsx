import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import type { Role } from '#common/constants.js';
import { webPaths } from '#common/web-paths.js';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { useSession } from '../features/auth/api/get-logged-user.js';
import { useT } from '../i18n/i18n.js';
import { returnPathOf } from '../lib/return-path.js';
import { NotFoundPage } from './not-found.js';

const LoginPage = lazy(() => import('./login.js'));
const AdminRoutes = lazy(() => import('./admin-routes.js'));
// The rider's screen is its own chunk, like the admin area: shoppers never download it.
const RiderPage = lazy(() => import('./rider.js'));

/** Nothing is decided until the start-up user fetch has answered (spec 2.1). */
function Waiting() {
  const t = useT();
  return <LoadingOverlay label={t('loading')} />;
}

/**
 * Where a guest screen sends someone once signed in: back to the screen that sent them to log in
 * (the checkout's Login button passes `{ from }`, carried through sign-up: lib/return-path.ts;
 * only our own paths), else home (spec 2.1), or for an Admin the dashboard and for a Rider the
 * day's stops: they sign in to work (decisions 0041, 0058).
 */
function returnPath(state: unknown, role: Role | undefined): string {
  const work = role === 'Admin' ? adminWebPaths.home.href() : role === 'Rider' ? webPaths.rider.href() : webPaths.home.href();
  return returnPathOf(state) ?? work;
}

/** /Signup, /Login, /Forget/Password: home when signed in (spec 2.1), the dashboard for an Admin, the stops for a Rider. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { user, isLoggedIn, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <Waiting />;
  return isLoggedIn ? <Navigate to={returnPath(location.state, user?.role)} replace /> : children;
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

/**
 * /rider: the delivery run exists only for a Rider (API.md "The delivery run"; decision 0058); a
 * guest gets the login screen in its place, anyone else the 404 page.
 */
export function RiderArea() {
  const { isLoggedIn, isRider, isPending } = useSession();
  if (isPending) return <Waiting />;
  if (!isLoggedIn) return <LoginPage />;
  if (!isRider) return <NotFoundPage />;
  return (
    <Suspense fallback={<Waiting />}>
      <RiderPage />
    </Suspense>
  );
}
