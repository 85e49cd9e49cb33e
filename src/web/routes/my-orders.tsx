import { Link } from 'react-router';
import { webPaths } from '#common/web-paths.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useSession } from '#web/features/auth/api/get-logged-user.js';
import { useCartForOrderAgain } from '#web/features/cart/use-cart-for-order-again.js';
import { useFetchCurrentProduct } from '#web/features/catalog/api/get-product.js';
import { WaitingOrdersList } from '#web/features/offline/components/waiting-orders-list.js';
import { useMyOrders } from '#web/features/orders/api/get-my-orders.js';
import { MyOrdersList } from '#web/features/orders/components/my-orders-list.js';
import { useOrderAgain } from '#web/features/orders/use-order-again.js';
import { useT } from '#web/i18n/i18n.js';
import { isNetworkFailure } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

/**
 * Spec 2.7 My Orders (/Order/MyOrder, signed in); title: first name plus Orders. Order Again fills
 * the cart from the catalogue. A shopper with credit, or with Credit orders, finds My Khata here.
 * Orders confirmed without a network come first, waiting or refused (decision 0066).
 */
export default function MyOrdersPage() {
  const t = useT();
  const { user } = useSession();
  const title = t('orders.myOrdersTitle', { firstName: user?.firstName ?? '' });
  useDocumentTitle(title);
  const orders = useMyOrders();
  const orderAgain = useOrderAgain({ fetchProduct: useFetchCurrentProduct(), ...useCartForOrderAgain() });

  return (
    <div className="page">
      {orders.isPending && <LoadingOverlay label={t('orders.loading')} />}
      <h1>{title}</h1>
      {(Boolean(user && user.creditLimit > 0) || orders.data?.some((order) => order.paymentMethod === 'Credit')) && (
        <p className="my-orders__khata">
          <Link to={webPaths.myKhata.href()} className="button button--small button--outline">
            {t('user.myKhata')}
          </Link>
        </p>
      )}
      <WaitingOrdersList />
      {orders.isError &&
        (isNetworkFailure(orders.error) ? (
          <p className="notice">{t('offline.ordersWhenOnline')}</p>
        ) : (
          <p className="notice notice--error">{t('orders.loadFailed')}</p>
        ))}
      {orders.data && <MyOrdersList orders={orders.data} orderAgain={orderAgain} />}
    </div>
  );
}
