import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { Popup } from '../components/popup.js';
import { useResetPassword } from '../features/auth/api/reset-password.js';
import { NewPasswordForm } from '../features/auth/components/new-password-form.js';
import { useServerMessages, useT } from '../i18n/i18n.js';
import { useAutoClear } from '../lib/use-auto-clear.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.6 Reset Password (/reset-password/:id/:token): popup with the server's message and a Login button. */
export default function ResetPasswordPage() {
  const t = useT();
  const server = useServerMessages();
  useDocumentTitle(t('auth.resetTitle'));
  const { id = '', token = '' } = useParams();
  const mutation = useResetPassword();
  const [message, setMessage] = useState<string | null>(null);
  const navigate = useNavigate();
  useAutoClear(mutation.isError, mutation.reset);
  const toLogin = () => navigate(webPaths.login.href());

  return (
    <div className="page page--narrow">
      <NewPasswordForm
        title={t('auth.resetTitle')}
        submitLabel={t('auth.resetButton')}
        overlayLabel={t('auth.updating')}
        pending={mutation.isPending}
        serverMessages={mutation.isError ? server.of(mutation.error) : []}
        onSubmit={(body) => mutation.mutate({ ...body, id, token }, { onSuccess: (answer) => setMessage(server.answer(answer)) })}
      />
      <Popup
        open={message !== null}
        title={t('auth.resetTitle')}
        onClose={toLogin}
        actions={
          <button type="button" className="button" onClick={toLogin}>
            {t('auth.loginButton')}
          </button>
        }
      >
        <p>{message}</p>
      </Popup>
    </div>
  );
}
