import { useLocation, useMatch } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { LoginForm } from '../features/auth/components/login-form.js';
import { MobileLoginForm } from '../features/auth/components/mobile-login-form.js';
import { useT } from '../i18n/i18n.js';
import { returnPathOf, sameSitePath } from '../lib/return-path.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * Spec 2.6 Login. Also shown in place of a screen that needs a signed-in user: once the login
 * succeeds the session changes and that screen appears, so this page navigates nowhere itself.
 * "Not A User ? Sign Up" carries on where the shopper came from (the checkout's `{ from }`, or
 * the screen shown in place), so signing up and logging in lands back there. Below it, the
 * login by a code texted to the shopper's mobile (API.md "Phone first"), which lands the same way.
 */
export default function LoginPage() {
  const t = useT();
  useDocumentTitle(t('auth.loginTitle'));
  const location = useLocation();
  const onLoginPage = useMatch(webPaths.login.pattern) !== null;
  const from = onLoginPage ? returnPathOf(location.state) : sameSitePath(`${location.pathname}${location.search}`);
  return (
    <div className="page page--narrow">
      <LoginForm forgetPath={webPaths.forgetPassword.href()} signupPath={webPaths.signup.href()} returnTo={from} />
      <MobileLoginForm />
    </div>
  );
}
