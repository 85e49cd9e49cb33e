import { Link } from 'react-router';
import { paths } from '#web/config/paths.js';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { useLogout } from '#web/features/auth/api/logout.js';
import { clearShippingDetails } from '#web/features/checkout/shipping-store.js';
import { texts } from '#web/i18n/texts.js';
import { messagesOf } from '#web/lib/api-client.js';

/** Spec 2.2: Login / Sign Up for guests; My Orders, My Addresses, Change Password, Add Reviews, Log Out (and Dashboard for Admin). */
export function UserPanel() {
  const { user, isAdmin } = useSession();
  const logout = useLogout();

  const logOut = () =>
    logout.mutate(undefined, {
      onSuccess: () => {
        clearShippingDetails();
        window.alert(texts.user.logoutSuccess);
        window.location.reload();
      },
      onError: (error) => window.alert(messagesOf(error).join('\n')),
    });

  return (
    <nav id="user-panel" className="header-panel user-panel" aria-label={texts.header.account}>
      {user ? (
        <>
          <p className="user-panel__greeting">{texts.user.greeting(user.firstName)}</p>
          {isAdmin && (
            <Link to={paths.adminHome} className="user-panel__link">
              {texts.user.dashboard}
            </Link>
          )}
          <Link to={paths.myOrders} className="user-panel__link">
            {texts.user.myOrders}
          </Link>
          <Link to={paths.myAddresses} className="user-panel__link">
            {texts.user.myAddresses}
          </Link>
          <Link to={paths.changePassword} className="user-panel__link">
            {texts.user.changePassword}
          </Link>
          <Link to={paths.addReview} className="user-panel__link">
            {texts.user.addReviews}
          </Link>
          <button type="button" className="button button--block" onClick={logOut} disabled={logout.isPending}>
            {texts.user.logOut}
          </button>
        </>
      ) : (
        <>
          <Link to={paths.login} className="button button--block">
            {texts.user.login}
          </Link>
          <Link to={paths.signup} className="button button--block button--outline">
            {texts.user.signUp}
          </Link>
        </>
      )}
    </nav>
  );
}
