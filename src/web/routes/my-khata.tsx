import { webPaths } from '#common/web-paths.js';
import { KhataEntries, KhataSummary } from '#web/components/khata-ledger.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useMyKhata } from '#web/features/khata/api/get-my-khata.js';
import { useT } from '#web/i18n/i18n.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../styles/khata.css';

/**
 * My Khata (/my/khata, signed in; API.md "Getting paid"): what the shopper owes the shop on
 * credit, their limit and the credit still free, and every entry with the balance after it. A
 * shopper the shop gave no credit and who owes nothing reads why the page is empty.
 */
export default function MyKhataPage() {
  const t = useT();
  useDocumentTitle(t('khata.title'));
  const khata = useMyKhata();
  const data = khata.data;
  const unused = data && data.limit === 0 && data.entries.length === 0 && data.onOrder === 0;

  return (
    <div className="page page--khata">
      {khata.isPending && <LoadingOverlay label={t('khata.loading')} />}
      <h1>{t('khata.title')}</h1>
      {khata.isError && <p className="notice notice--error">{t('khata.loadFailed')}</p>}
      {unused && <p className="notice">{t('khata.noCredit')}</p>}
      {data && !unused && (
        <>
          <KhataSummary khata={data} />
          {data.balance > 0 && <p className="khata-how">{t('khata.howToPay')}</p>}
          <KhataEntries entries={data.entries} orderHref={webPaths.orderDetails.href} />
        </>
      )}
    </div>
  );
}
