import { ErrorLines } from '#web/components/error-lines.js';
import { LoadingOverlay } from '#web/components/loading-overlay.js';
import { useAllOrders } from '#web/features/admin/api/get-all-orders.js';
import { OrdersTable } from '#web/features/admin/components/orders-table.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { messagesOf } from '#web/lib/api-client.js';
import { useDocumentTitle } from '#web/lib/use-document-title.js';

const t = adminTexts.orders;

/** Spec 2.9 All Orders (/admin/view/orders), newest first. */
export function AdminOrdersPage() {
  useDocumentTitle(t.listTitle);
  const orders = useAllOrders();
  const list = orders.data?.AllOrders ?? [];
  return (
    <section className="admin-page">
      {orders.isPending && <LoadingOverlay label={t.loadingList} />}
      <h1>{t.listTitle}</h1>
      {orders.isError && <ErrorLines messages={messagesOf(orders.error)} />}
      {orders.isSuccess && list.length === 0 && <p className="notice">{t.none}</p>}
      {list.length > 0 && <OrdersTable orders={list} />}
    </section>
  );
}
