import { useSearchParams } from 'react-router';
import { useAllOrders } from '#web/features/admin/api/get-all-orders.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { DeliveryDateFilter } from '#web/features/admin/components/delivery-date-filter.js';
import { OrdersTable } from '#web/features/admin/components/orders-table.js';
import { adminTexts } from '#web/i18n/admin-texts.js';

const t = adminTexts.orders;

/**
 * Spec 2.9 All Orders (/admin/view/orders), newest first; no row actions, so no notice area. The
 * delivery date (in the address, `?deliveryDate=`) narrows it to one day's round: a reload or a
 * shared link keeps it.
 */
export function AdminOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const deliveryDate = search.get('deliveryDate') ?? '';
  const orders = useAllOrders({ deliveryDate });
  const list = orders.data?.AllOrders ?? [];
  return (
    <AdminListPage
      title={t.listTitle}
      list={orders}
      rowCount={list.length}
      loadingLabel={t.loadingList}
      emptyText={deliveryDate ? t.noneForDate : t.none}
      filters={
        <DeliveryDateFilter value={deliveryDate} onChange={(date) => setSearch(date ? { deliveryDate: date } : {}, { replace: true })} />
      }
      table={<OrdersTable orders={list} />}
    />
  );
}
