import type { ShopStatusAnswer } from '#common/schemas/status.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { formatOrderTime } from '#web/lib/format-order-date.js';
import { useShopStatus } from '../api/get-status.js';

const t = adminTexts.status;

/**
 * The dashboard's warnings about the shop's own workings (GET /api/admin/status): mail or texts
 * that do not leave (how many wait and since when, what the mail server or the gateway answered;
 * decision 0054) and a backup that failed (decision 0022), each with what to do. Nothing while
 * all is well.
 */
export function StatusNotice() {
  const { data } = useShopStatus();
  const mail = data?.status.mail;
  const texts = data?.status.texts;
  const backup = data?.status.backup;
  return (
    <>
      {mail?.stuck && <OutboxNotice waiting={mail} stuck={t.mailStuck} said={t.mailServerSaid} help={t.mailHelp} />}
      {texts?.stuck && <OutboxNotice waiting={texts} stuck={t.textsStuck} said={t.gatewaySaid} help={t.textsHelp} />}
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

/** An outbox that does not empty (mail, texts): what waits and since when, the last refusal, what to do. */
function OutboxNotice({
  waiting,
  stuck,
  said,
  help,
}: {
  waiting: ShopStatusAnswer['status']['mail'];
  stuck: (waiting: number, since: string) => string;
  said: string;
  help: string;
}) {
  return (
    <div className="notice notice--error admin-status" role="alert">
      <p>
        <strong>{stuck(waiting.waiting, formatOrderTime(waiting.oldestWaitingSince ?? ''))}</strong>
      </p>
      {waiting.lastError && (
        <p>
          {said} <code>{waiting.lastError}</code>
        </p>
      )}
      <p>{help}</p>
    </div>
  );
}
