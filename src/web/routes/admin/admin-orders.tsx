import { ORDER_STATUSES } from '#common/constants.js';
import { ListPager } from '#web/components/list-pager.js';
import { useAllOrders } from '#web/features/admin/api/get-all-orders.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { DeliveryDateFilter } from '#web/features/admin/components/delivery-date-filter.js';
import { ListSearch } from '#web/features/admin/components/lists/list-search.js';
import { ListSummary } from '#web/features/admin/components/lists/list-summary.js';
import { OrderDateRange } from '#web/features/admin/components/lists/order-date-range.js';
import { OrderStatusTabs } from '#web/features/admin/components/lists/order-status-tabs.js';
import { OrdersTable } from '#web/features/admin/components/orders-table.js';
import { useListAddress } from '#web/features/admin/use-list-address.js';
import { ExportLink } from '#web/features/spreadsheets/components/export-link.js';
import { ordersCsvHref } from '#web/features/spreadsheets/sheet-links.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import '../../styles/admin-lists.css';

const t = adminTexts.orders;
const s = adminTexts.spreadsheets;
const l = adminTexts.lists.orders;
const { pastLast } = adminTexts.lists;
const FILTERS = ['status', 'q', 'from', 'to', 'deliveryDate'] as const;

/**
 * Spec 2.9 All Orders (/admin/view/orders), newest first, 25 a page, with status tabs counting
 * each status, a search (order id, name, e-mail or mobile), the order dates and the delivery date
 * (decision 0011). All of it lives in the address, so a reload, back and forward or a shared link
 * shows the same list. No row actions, so no notice area.
 */
export function AdminOrdersPage() {
  const { filters, page, show, searchWith } = useListAddress(FILTERS);
  const status = ORDER_STATUSES.find((known) => known === filters.status);
  const { q, from, to, deliveryDate } = filters;
  const orders = useAllOrders({ status, q, from, to, deliveryDate, page });
  const answer = orders.data;
  const list = answer?.AllOrders ?? [];
  const narrowed = Boolean(status || q || from || to);

  return (
    <AdminListPage
      title={t.listTitle}
      list={orders}
      rowCount={list.length}
      loadingLabel={t.loadingList}
      emptyText={answer && page > answer.pages ? pastLast(answer.pages) : narrowed ? l.noneMatch : deliveryDate ? t.noneForDate : t.none}
      filters={
        <>
          <OrderStatusTabs current={status} counts={answer?.statusCounts} hrefOf={(tab) => searchWith({ ...filters, status: tab })} />
          <div className="list-tools">
            <ListSearch
              label={l.search}
              hint={l.searchHint}
              value={q}
              onSearch={(text) => show({ ...filters, q: text }, { replace: true })}
            />
            <OrderDateRange from={from} to={to} onChange={(range) => show({ ...filters, ...range })} />
            <DeliveryDateFilter value={deliveryDate} onChange={(date) => show({ ...filters, deliveryDate: date }, { replace: true })} />
            <ExportLink href={ordersCsvHref({ status, from, to })} label={s.exportOrders} description={s.exportOrdersLabel} />
          </div>
          <ListSummary text={answer ? l.found(answer.matched, answer.page, answer.pages) : ''} />
        </>
      }
      table={
        <div className="list-results" aria-busy={orders.isPlaceholderData}>
          <OrdersTable orders={list} />
        </div>
      }
    >
      {answer && (answer.pages > 1 || page > 1) && (
        <ListPager page={page} pages={answer.pages} onPage={(next) => show({ ...filters, page: next })} />
      )}
    </AdminListPage>
  );
}
