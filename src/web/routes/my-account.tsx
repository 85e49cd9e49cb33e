import { useEffect, useRef, useState } from 'react';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { MobileNumberForm } from '#web/features/auth/components/mobile-number-form.js';
import { spacedMobile } from '#web/features/auth/use-code-sender.js';
import { useT } from '#web/i18n/i18n.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

/**
 * My Account (signed in): the shopper's name, e-mail and mobile number, which they add or change
 * with a code texted to it (API.md "Phone first"). An account opened by phone has no e-mail: its
 * mobile stands in its place.
 */
export default function MyAccountPage() {
  const t = useT();
  useDocumentTitle(t('account.pageTitle'));
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back from the form, the keyboard returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  if (!user) return null;

  return (
    <div className="page page--narrow">
      <section className="form-card" aria-labelledby="account-title">
        <h1 id="account-title">{t('account.pageTitle')}</h1>
        <dl className="account-facts">
          <dt>{t('auth.firstName')}</dt>
          <dd>{`${user.firstName} ${user.lastName}`.trim()}</dd>
          {user.email && (
            <>
              <dt>{t('auth.email')}</dt>
              <dd>{user.email}</dd>
            </>
          )}
          <dt>{t('account.title')}</dt>
          <dd>{user.mobile ? spacedMobile(user.mobile) : t('account.noMobile')}</dd>
        </dl>
        <p className="notice" role="status">
          {saved && !editing ? t('account.saved') : ''}
        </p>
        {editing ? (
          <MobileNumberForm
            onDone={() => {
              setSaved(true);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <button
            ref={editButton}
            type="button"
            className="button button--block"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
            aria-label={`${user.mobile ? t('account.change') : t('account.add')}: ${t('account.title')}`}
          >
            {user.mobile ? t('account.change') : t('account.add')}
          </button>
        )}
      </section>
    </div>
  );
}
