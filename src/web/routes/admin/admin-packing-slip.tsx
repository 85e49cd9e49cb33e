import { Link, useParams } from 'react-router';
import { adminWebPaths } from '#common/admin-web-paths.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { PackingSlip } from '#web/features/admin/components/packing-slip.js';
import { PrintControls } from '#web/features/admin/components/print-controls.js';
import { useNarrowPrint } from '#web/features/admin/use-narrow-print.js';
import { useOrder } from '#web/features/orders/api/get-order.js';
import { useOwnerPackingTexts } from '#web/i18n/owner-packing-texts.js';
import { ApiError } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';
import '../../styles/admin-packing.css';

/**
 * One order's packing slip (/admin/orders/:orderId/slip; API.md "Packing"), opened from the
 * order's view and from the pick list: the way back to the order and Print (A4, or the narrow
 * 80 mm printer, as the pick list prints), then the slip.
 */
export function AdminPackingSlipPage() {
  const t = useOwnerPackingTexts().slip;
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const [narrow, setNarrow] = useNarrowPrint();
  useDocumentTitle(order.data ? `${t.title} ${order.data.orderNumber}` : t.title);
  const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);

  return (
    <section className={`admin-page print-sheet${narrow ? ' print-sheet--narrow' : ''}`}>
      {order.isPending && <LoadingOverlay label={t.loading} />}
      <div className="print-controls no-print">
        {order.data && (
          <Link className="print-controls__back" to={adminWebPaths.updateOrder.href(order.data._id)}>
            {t.back(order.data.orderNumber)}
          </Link>
        )}
        <PrintControls narrow={narrow} onNarrow={setNarrow} />
      </div>
      {order.isError && <p className="notice notice--error">{missing ? t.notFound : t.loadFailed}</p>}
      {order.data && <PackingSlip order={order.data} />}
    </section>
  );
}
