import { useParams } from 'react-router';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useCartForOrderAgain } from '#web/features/cart/use-cart-for-order-again.js';
import { useFetchCurrentProduct } from '#web/features/catalog/api/get-product.js';
import { useOrder } from '#web/features/orders/api/get-order.js';
import { OrderDetailsView } from '#web/features/orders/components/order-details-view.js';
import { useOrderAgain } from '#web/features/orders/use-order-again.js';
import { useT } from '#web/i18n/i18n.js';
import { ApiError } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

/**
 * Spec 2.7 Order Details (/Order/OrderDetails/:orderId, signed in). A `status` query parameter is
 * accepted and unused. Order Again fills the cart from the catalogue: the screen joins the three.
 */
export default function OrderDetailsPage() {
  const t = useT();
  useDocumentTitle(t('orders.detailsTitle'));
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
  const orderAgain = useOrderAgain({ fetchProduct: useFetchCurrentProduct(), ...useCartForOrderAgain() });

  return (
    <div className="page">
      {order.isPending && <LoadingOverlay label={t('orders.orderLoading')} />}
      <h1>{t('orders.detailsTitle')}</h1>
      {order.isError && <p className="notice notice--error">{missing ? t('orders.notFound') : t('orders.loadFailed')}</p>}
      {order.data && <OrderDetailsView order={order.data} orderAgain={orderAgain} />}
    </div>
  );
}
