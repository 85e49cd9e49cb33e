import { paths } from '../config/paths.js';
import { LoginForm } from '../features/auth/components/login-form.js';
import { texts } from '../i18n/texts.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * Spec 2.6 Login. Also shown in place of a screen that needs a signed-in user: once the login
 * succeeds the session changes and that screen appears, so this page navigates nowhere itself.
 */
export default function LoginPage() {
  useDocumentTitle(texts.auth.loginTitle);
  return (
    <div className="page page--narrow">
      <LoginForm forgetPath={paths.forgetPassword} signupPath={paths.signup} />
    </div>
  );
}
