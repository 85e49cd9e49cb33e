import { useParams } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { useOrder } from '../features/orders/api/get-order.js';
import { OrderDetailsView } from '../features/orders/components/order-details-view.js';
import { texts } from '../i18n/texts.js';
import { ApiError } from '../lib/api-client.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.7 Order Details (/Order/OrderDetails/:orderId, signed in). A `status` query parameter is accepted and unused. */
export default function OrderDetailsPage() {
  useDocumentTitle(texts.orders.detailsTitle);
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);

  return (
    <div className="page">
      {order.isPending && <LoadingOverlay label={texts.orders.orderLoading} />}
      <h1>{texts.orders.detailsTitle}</h1>
      {order.isError && <p className="notice notice--error">{missing ? texts.orders.notFound : texts.orders.loadFailed}</p>}
      {order.data && <OrderDetailsView order={order.data} />}
    </div>
  );
}
