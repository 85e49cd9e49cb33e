import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { Popup } from '../components/popup.js';
import { RegisterForm } from '../features/auth/components/register-form.js';
import { useT } from '../i18n/i18n.js';
import { returnPathOf, returnState } from '../lib/return-path.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * Spec 2.6 Register: popup 'Register SuccessFully..!!' with Login and close; either leads to
 * /Login, handing on where the shopper came from (`{ from }`: lib/return-path.ts).
 */
export default function RegisterPage() {
  const t = useT();
  useDocumentTitle(t('auth.registerTitle'));
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const from = returnPathOf(useLocation().state);
  const toLogin = () => navigate(webPaths.login.href(), { state: returnState(from) });

  return (
    <div className="page page--narrow">
      <RegisterForm loginPath={webPaths.login.href()} returnTo={from} onRegistered={() => setDone(true)} />
      <Popup
        open={done}
        title={t('auth.registerSuccess')}
        onClose={toLogin}
        actions={
          <button type="button" className="button" onClick={toLogin}>
            {t('auth.loginButton')}
          </button>
        }
      />
    </div>
  );
}
