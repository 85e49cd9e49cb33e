import { Link, useParams } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { formatRupees } from '#common/money.js';
import { KhataEntries, KhataSummary } from '#web/components/khata-ledger.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useKhataAccount } from '#web/features/admin/api/get-khata-account.js';
import { useRecordKhataPayment } from '#web/features/admin/api/record-khata-payment.js';
import { useSendKhataReminder } from '#web/features/admin/api/send-khata-reminder.js';
import { KhataPaymentForm } from '#web/features/admin/components/khata-payment-form.js';
import { NoticeLines } from '#web/features/admin/components/notice-lines.js';
import { useKhataHolder } from '#web/features/admin/use-khata-holder.js';
import { useNotice } from '#web/features/admin/use-notice.js';
import { useT } from '#web/i18n/i18n.js';
import { useOwnerKhataTexts } from '#web/i18n/owner-khata-texts.js';
import { ApiError } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-khata.css';
import '../../styles/khata.css';

/**
 * One customer's khata for the owner (/admin/khata/:userId): the figures and entries the customer
 * sees, a payment received against the balance (the server refuses one above it or of nothing:
 * its message shows above), and a reminder mailed in the customer's language. Both appear only
 * while something is owed.
 */
export function AdminKhataAccountPage() {
  const texts = useOwnerKhataTexts();
  const k = texts.account;
  const t = useT();
  const { userId = '' } = useParams();
  const holder = useKhataHolder(userId);
  const title = holder ? k.title(holder.name) : texts.list.title;
  useDocumentTitle(title);
  const khata = useKhataAccount(userId);
  const pay = useRecordKhataPayment();
  const remind = useSendKhataReminder();
  const { notice, done, failed, clear } = useNotice();
  const missing = khata.error instanceof ApiError && (khata.error.status === 404 || khata.error.status === 400);
  const data = khata.data;

  return (
    <section className="admin-page admin-khata">
      {khata.isPending && <LoadingOverlay label={k.loading} />}
      {pay.isPending && <LoadingOverlay label={k.recording} />}
      {remind.isPending && <LoadingOverlay label={k.reminding} />}
      <p className="admin-khata__back">
        <Link to={adminWebPaths.khata.href()}>← {k.back}</Link>
      </p>
      <h1>{title}</h1>
      <NoticeLines notice={notice} />
      {khata.isError && <p className="notice notice--error">{missing ? k.notFound : t('khata.loadFailed')}</p>}
      {data && (
        <>
          <KhataSummary khata={data} />
          {data.balance > 0 ? (
            <div className="admin-order__grid">
              <section className="card admin-order__panel" aria-labelledby="khata-pay-title">
                <h2 id="khata-pay-title" className="admin-order__title">
                  {k.payTitle}
                </h2>
                <KhataPaymentForm
                  key={data.balance}
                  balance={data.balance}
                  busy={pay.isPending}
                  onRecord={(payment) => {
                    clear();
                    pay.mutate(
                      { userId, payment },
                      {
                        onSuccess: (paid) => done(k.recorded(formatRupees(paid.entry.amount), formatRupees(paid.balance))),
                        onError: failed,
                      },
                    );
                  }}
                />
              </section>
              <section className="card admin-order__panel" aria-labelledby="khata-remind-title">
                <h2 id="khata-remind-title" className="admin-order__title">
                  {k.reminderTitle}
                </h2>
                <p className="field__hint admin-khata__remind-hint">{k.reminderHint}</p>
                <button
                  type="button"
                  className="button button--outline"
                  disabled={remind.isPending}
                  onClick={() => {
                    clear();
                    remind.mutate(userId, { onSuccess: () => done(k.reminded), onError: failed });
                  }}
                >
                  {k.remind}
                </button>
              </section>
            </div>
          ) : (
            <p className="muted admin-khata__settled">{k.nothingOwed}</p>
          )}
          <KhataEntries entries={data.entries} orderHref={adminWebPaths.updateOrder.href} />
        </>
      )}
    </section>
  );
}
