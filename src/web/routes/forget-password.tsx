import { useState } from 'react';
import { Popup } from '../components/popup.js';
import { ForgetPasswordForm } from '../features/auth/components/forget-password-form.js';
import { webmailLink } from '../features/auth/webmail-link.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.6 Forget Password: popup with the server's message and a Check Email button opening a web mail inbox. */
export default function ForgetPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.forgetTitle'));
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);

  return (
    <div className="page page--narrow">
      <ForgetPasswordForm onSent={(message, email) => setSent({ message, email })} />
      <Popup
        open={sent !== null}
        title={t('auth.forgetTitle')}
        onClose={() => setSent(null)}
        actions={
          <a className="button" href={webmailLink(sent?.email ?? '')} target="_blank" rel="noopener noreferrer">
            {t('auth.checkEmail')}
          </a>
        }
      >
        <p>{sent?.message}</p>
      </Popup>
    </div>
  );
}
