import { adminTexts } from '#web/i18n/admin-texts.js';
import { formatOrderTime } from '#web/lib/format-order-date.js';
import { useShopStatus } from '../api/get-status.js';

const t = adminTexts.status;

/**
 * The dashboard's warning when the shop's mail does not leave (GET /api/admin/status): how many
 * mails wait and since when, what the mail server answered, and what to do. Nothing while all is well.
 */
export function StatusNotice() {
  const { data } = useShopStatus();
  const mail = data?.status.mail;
  if (!mail?.stuck) return null;
  return (
    <div className="notice notice--error admin-status" role="alert">
      <p>
        <strong>{t.mailStuck(mail.waiting, formatOrderTime(mail.oldestWaitingSince ?? ''))}</strong>
      </p>
      {mail.lastError && (
        <p>
          {t.mailServerSaid} <code>{mail.lastError}</code>
        </p>
      )}
      <p>{t.mailHelp}</p>
    </div>
  );
}
