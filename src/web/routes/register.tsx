import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Popup } from '../components/popup.js';
import { paths } from '../config/paths.js';
import { RegisterForm } from '../features/auth/components/register-form.js';
import { texts } from '../i18n/texts.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.6 Register: popup 'Register SuccessFully..!!' with Login and close; either leads to /Login. */
export default function RegisterPage() {
  useDocumentTitle(texts.auth.registerTitle);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const toLogin = () => navigate(paths.login);

  return (
    <div className="page page--narrow">
      <RegisterForm loginPath={paths.login} onRegistered={() => setDone(true)} />
      <Popup
        open={done}
        title={texts.auth.registerSuccess}
        onClose={toLogin}
        actions={
          <button type="button" className="button" onClick={toLogin}>
            {texts.auth.loginButton}
          </button>
        }
      />
    </div>
  );
}
