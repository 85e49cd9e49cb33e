import { useState } from 'react';
import { useNavigate } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { Popup } from '../components/popup.js';
import { useChangePassword } from '../features/auth/api/change-password.js';
import { NewPasswordForm } from '../features/auth/components/new-password-form.js';
import { useServerMessages, useT } from '../i18n/i18n.js';
import { useAutoClear } from '../lib/use-auto-clear.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.6 Update Password (/RestPassword, signed in): popup 'Password Updated..!!' with a Login button. */
export default function UpdatePasswordPage() {
  const t = useT();
  const server = useServerMessages();
  useDocumentTitle(t('auth.updateTitle'));
  const mutation = useChangePassword();
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  useAutoClear(mutation.isError, mutation.reset);

  return (
    <div className="page page--narrow">
      <NewPasswordForm
        title={t('auth.updateTitle')}
        submitLabel={t('auth.updateButton')}
        overlayLabel={t('auth.updating')}
        pending={mutation.isPending}
        serverMessages={mutation.isError ? server.of(mutation.error) : []}
        onSubmit={(body) => mutation.mutate(body, { onSuccess: () => setDone(true) })}
      />
      <Popup
        open={done}
        title={t('auth.passwordUpdated')}
        onClose={() => setDone(false)}
        actions={
          <button type="button" className="button" onClick={() => navigate(webPaths.login.href())}>
            {t('auth.loginButton')}
          </button>
        }
      />
    </div>
  );
}
