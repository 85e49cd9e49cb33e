import { LoadingOverlay } from '../components/loading-overlay.js';
import { useSession } from '../features/auth/api/get-logged-user.js';
import { useMyOrders } from '../features/orders/api/get-my-orders.js';
import { MyOrdersList } from '../features/orders/components/my-orders-list.js';
import { texts } from '../i18n/texts.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/** Spec 2.7 My Orders (/Order/MyOrder, signed in); title: first name plus Orders. */
export default function MyOrdersPage() {
  const { user } = useSession();
  const title = texts.orders.myOrdersTitle(user?.firstName ?? '');
  useDocumentTitle(title);
  const orders = useMyOrders();

  return (
    <div className="page">
      {orders.isPending && <LoadingOverlay label={texts.orders.loading} />}
      <h1>{title}</h1>
      {orders.isError && <p className="notice notice--error">{texts.orders.loadFailed}</p>}
      {orders.data && <MyOrdersList orders={orders.data} />}
    </div>
  );
}
