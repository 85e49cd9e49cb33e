import { useAllOrders } from '#web/features/admin/api/get-all-orders.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { OrdersTable } from '#web/features/admin/components/orders-table.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.orders;

/** Spec 2.9 All Orders (/admin/view/orders), newest first; no row actions, so no notice area. */
export function AdminOrdersPage() {
  const orders = useAllOrders();
  const list = orders.data?.AllOrders ?? [];
  return (
    <AdminListPage
      title={t.listTitle}
      list={orders}
      rowCount={list.length}
      loadingLabel={t.loadingList}
      emptyText={t.none}
      table={<OrdersTable orders={list} />}
    />
  );
}
