import type { ShopStatusAnswer } from '#common/schemas/status.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { formatOrderTime } from '#web/lib/format-order-date.js';
import { useShopStatus } from '../api/get-status.js';

const t = adminTexts.status;

/**
 * The dashboard's warnings about the shop's own workings (GET /api/admin/status): mail that does
 * not leave (how many wait and since when, what the mail server answered) and a backup that
 * failed (decision 0022), each with what to do. Nothing while all is well.
 */
export function StatusNotice() {
  const { data } = useShopStatus();
  const mail = data?.status.mail;
  const backup = data?.status.backup;
  return (
    <>
      {mail?.stuck && <MailNotice mail={mail} />}
      {backup?.lastError && (
        <div className="notice notice--error admin-status" role="alert">
          <p>
            <strong>{t.backupFailed(formatOrderTime(backup.lastFailedAt ?? ''))}</strong>
          </p>
          <p>
            {t.backupSaid} <code>{backup.lastError}</code>
          </p>
          <p>{t.backupHelp}</p>
        </div>
      )}
    </>
  );
}

function MailNotice({ mail }: { mail: ShopStatusAnswer['status']['mail'] }) {
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
