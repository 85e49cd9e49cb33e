import { useState } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { Popup } from '../components/popup.js';
import { RegisterForm } from '../features/auth/components/register-form.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.6 Register: popup 'Register SuccessFully..!!' with Login and close; either leads to /Login. */
export default function RegisterPage() {
  const t = useT();
  useDocumentTitle(t('auth.registerTitle'));
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const toLogin = () => navigate(webPaths.login.href());

  return (
    <div className="page page--narrow">
      <RegisterForm loginPath={webPaths.login.href()} onRegistered={() => setDone(true)} />
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
