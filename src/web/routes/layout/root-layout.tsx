import { lazy, Suspense } from 'react';
import { type Location, Outlet, ScrollRestoration, useMatch } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { useLanguageSync } from '#web/features/auth/use-language-sync.js';
import { putBackLines } from '#web/features/cart/cart-store.js';
import { OfflineBanner } from '#web/features/offline/components/offline-banner.js';
import { useT } from '#web/i18n/i18n.js';
import { Footer } from './footer.js';
import { Header } from './header.js';

// Only a signed-in shopper can have orders waiting: a guest's first load carries none of it.
const WaitingOrdersSender = lazy(() =>
  import('#web/features/offline/components/waiting-orders-sender.js').then((module) => ({ default: module.WaitingOrdersSender })),
);

/**
 * Every fresh page load has the key 'default': keyed by path instead, so a reload keeps its own
 * place rather than taking the last one any page of the tab saved.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? location.pathname : location.key);

/**
 * Every screen: header, the page, footer (spec 2.2, 2.3); under the header, word when the shop
 * shown is the one last seen, and for a signed-in shopper the sender of the orders kept without a
 * network (decision 0066). The admin area has no footer: its blurb, contacts and chat box speak
 * to shoppers, not to the owner at work (decision 0041).
 */
export function RootLayout() {
  useLanguageSync();
  const t = useT();
  const inAdmin = useMatch(webPaths.admin.pattern) !== null;
  // The rider's screen says itself since when its list is (decision 0058).
  const onRiderScreen = useMatch(webPaths.rider.pattern) !== null;
  const { user } = useSession();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <Header />
      {!onRiderScreen && <OfflineBanner />}
      {user && (
        <Suspense fallback={null}>
          <WaitingOrdersSender userId={user._id} restoreLines={putBackLines} />
        </Suspense>
      )}
      <main id="main-content" tabIndex={-1}>
        <Suspense fallback={<LoadingOverlay label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      {!inAdmin && <Footer />}
      <ScrollRestoration getKey={scrollKey} />
    </>
  );
}
