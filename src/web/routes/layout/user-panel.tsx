import { Link } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { webPaths } from '#common/web-paths.js';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { useLogout } from '#web/features/auth/api/logout.js';
import { clearShippingDetails } from '#web/features/checkout/shipping-store.js';
import { useServerMessages, useT } from '#web/i18n/i18n.js';

/** Spec 2.2: Login / Sign Up for guests; My Orders, My Khata (with credit), My Account (name, e-mail, mobile), My Addresses, Change Password, Add Reviews, Log Out (and Dashboard for Admin, Deliveries for a Rider). */
export function UserPanel() {
  const t = useT();
  const server = useServerMessages();
  const { user, isAdmin, isRider } = useSession();
  const logout = useLogout();

  const logOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        clearShippingDetails();
        window.alert(t('user.logoutSuccess'));
        window.location.reload();
      },
      onError: (error) => window.alert(server.of(error).join('\n')),
    });

  return (
    <nav id="user-panel" className="header-panel user-panel" aria-label={t('header.account')}>
      {user ? (
        <>
          <p className="user-panel__greeting">{t('user.greeting', { firstName: user.firstName })}</p>
          {isAdmin && (
            <Link to={adminWebPaths.home.href()} className="user-panel__link">
              {t('user.dashboard')}
            </Link>
          )}
          {isRider && (
            <Link to={webPaths.rider.href()} className="user-panel__link">
              {t('header.deliveries')}
            </Link>
          )}
          <Link to={webPaths.myOrders.href()} className="user-panel__link">
            {t('user.myOrders')}
          </Link>
          {/* Only a shopper the shop gives credit has a khata to read (it stays reachable from My Orders). */}
          {user.creditLimit > 0 && (
            <Link to={webPaths.myKhata.href()} className="user-panel__link">
              {t('user.myKhata')}
            </Link>
          )}
          <Link to={webPaths.myAccount.href()} className="user-panel__link">
            {t('user.myAccount')}
          </Link>
          <Link to={webPaths.myAddresses.href()} className="user-panel__link">
            {t('user.myAddresses')}
          </Link>
          <Link to={webPaths.changePassword.href()} className="user-panel__link">
            {t('user.changePassword')}
          </Link>
          <Link to={webPaths.addReview.href()} className="user-panel__link">
            {t('user.addReviews')}
          </Link>
          <button type="button" className="button button--block" onClick={logOut} disabled={logout.isPending}>
            {t('user.logOut')}
          </button>
        </>
      ) : (
        <>
          <Link to={webPaths.login.href()} className="button button--block">
            {t('user.login')}
          </Link>
          <Link to={webPaths.signup.href()} className="button button--block button--outline">
            {t('user.signUp')}
          </Link>
        </>
      )}
    </nav>
  );
}
