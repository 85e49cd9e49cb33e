import { webPaths } from '#common/web-paths.js';
import { LoginForm } from '../features/auth/components/login-form.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * Spec 2.6 Login. Also shown in place of a screen that needs a signed-in user: once the login
 * succeeds the session changes and that screen appears, so this page navigates nowhere itself.
 */
export default function LoginPage() {
  const t = useT();
  useDocumentTitle(t('auth.loginTitle'));
  return (
    <div className="page page--narrow">
      <LoginForm forgetPath={webPaths.forgetPassword.href()} signupPath={webPaths.signup.href()} />
    </div>
  );
}
