import { useId, useState } from 'react';
import { ORDER_STATUSES, type OrderStatus } from '#common/constants.js';
import { FilterIcon } from '#web/components/icons.js';
import { ListPager } from '#web/components/list-pager.js';
import { useAllOrders } from '#web/features/admin/api/get-all-orders.js';
import { AdminListPage } from '#web/features/admin/components/admin-list-page.js';
import { AssignRidersBar } from '#web/features/admin/components/assign-riders-bar.js';
import { DeliveryDateFilter } from '#web/features/admin/components/delivery-date-filter.js';
import { ListSearch } from '#web/features/admin/components/lists/list-search.js';
import { ListSummary } from '#web/features/admin/components/lists/list-summary.js';
import { OrderDateRange } from '#web/features/admin/components/lists/order-date-range.js';
import { ALL_ORDERS, OrderStatusTabs } from '#web/features/admin/components/lists/order-status-tabs.js';
import { OrderCards } from '#web/features/admin/components/order-cards.js';
import { OrdersTable } from '#web/features/admin/components/orders-table.js';
import { useAssignRiders } from '#web/features/admin/use-assign-riders.js';
import { useListAddress } from '#web/features/admin/use-list-address.js';
import { useOrderSelection } from '#web/features/admin/use-order-selection.js';
import { ExportLink } from '#web/features/spreadsheets/components/export-link.js';
import { ordersCsvHref } from '#web/features/spreadsheets/sheet-links.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { useOwnerTexts } from '#web/i18n/owner-texts.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import '../../styles/admin-lists.css';

const { pastLast } = adminTexts.lists;
const FILTERS = ['status', 'q', 'from', 'to', 'deliveryDate'] as const;

/** Below this width the orders are cards and the date filters fold away (styles/admin-lists.css says the same). */
const WIDE_LIST = '(min-width: 44rem)';

/**
 * The tab an address shows: the one it names, `?status=All` for every order, and Processing, the
 * owner's work queue, when it names none (decision 0041; before, no status meant All).
 */
export function statusOfAddress(status: string): OrderStatus | undefined {
  if (status === ALL_ORDERS) return undefined;
  return ORDER_STATUSES.find((known) => known === status) ?? 'Processing';
}

/**
 * Spec 2.9 All Orders (/admin/view/orders), newest first, 25 a page, with status tabs counting
 * each status, a search (order id, name, e-mail or mobile), the order dates and the delivery date
 * (decision 0011). All of it lives in the address, so a reload, back and forward or a shared link
 * shows the same list. It opens on Processing; on a phone the orders are cards and the date
 * filters fold under a Filters button (decision 0041). Its one row action, Mark Paid, says a refusal
 * beside itself, so the list has no notice area. Orders on their way can be chosen, several at
 * once, and given to a rider (API.md "The delivery run", decision 0057); the run says its own
 * result above the list.
 */
export function AdminOrdersPage() {
  const o = useOwnerTexts().orders;
  const { filters, page, show, searchWith } = useListAddress(FILTERS);
  const status = statusOfAddress(filters.status);
  const { q, from, to, deliveryDate } = filters;
  const orders = useAllOrders({ status, q, from, to, deliveryDate, page });
  const answer = orders.data;
  const list = answer?.AllOrders ?? [];
  const narrowed = Boolean(status || q || from || to);
  const wide = useMediaQuery(WIDE_LIST);
  const datesSet = Boolean(from || to || deliveryDate);
  const [unfolded, setUnfolded] = useState(datesSet);
  const foldId = useId();
  const selection = useOrderSelection(list);
  const riders = useAssignRiders();
  const assign = async (riderId: string | null) => {
    const failures = await riders.start(selection.selected, riderId);
    // The orders that were not changed stay chosen, to try again or leave.
    selection.choose(failures.map((failure) => failure.id));
  };

  return (
    <AdminListPage
      title={o.listTitle}
      list={orders}
      rowCount={list.length}
      loadingLabel={o.loading}
      emptyText={answer && page > answer.pages ? pastLast(answer.pages) : narrowed ? o.noneMatch : deliveryDate ? o.noneForDate : o.none}
      filters={
        <>
          <OrderStatusTabs
            current={status}
            counts={answer?.statusCounts}
            hrefOf={(tab) => searchWith({ ...filters, status: tab ?? ALL_ORDERS })}
          />
          <div className="list-tools">
            <ListSearch
              label={o.search}
              hint={o.searchHint}
              value={q}
              onSearch={(text) => show({ ...filters, q: text }, { replace: true })}
            />
            <button
              type="button"
              className="button button--small button--outline list-fold__toggle"
              aria-expanded={unfolded}
              aria-controls={foldId}
              onClick={() => setUnfolded((open) => !open)}
            >
              <FilterIcon width="16" height="16" aria-hidden="true" />
              {o.filters}
              {datesSet && <span className="list-fold__dot" aria-hidden="true" />}
            </button>
            <div id={foldId} className={`list-fold${unfolded ? ' is-open' : ''}`}>
              <OrderDateRange from={from} to={to} onChange={(range) => show({ ...filters, ...range })} />
              <DeliveryDateFilter value={deliveryDate} onChange={(date) => show({ ...filters, deliveryDate: date }, { replace: true })} />
            </div>
            <ExportLink href={ordersCsvHref({ status, from, to })} label={o.exportCsv} description={o.exportLabel} />
          </div>
          <ListSummary text={answer ? o.found(answer.matched, answer.page, answer.pages) : ''} />
        </>
      }
      table={
        <>
          <AssignRidersBar selection={selection} run={riders.run} onAssign={(riderId) => void assign(riderId)} />
          <div className="list-results" aria-busy={orders.isPlaceholderData}>
            {wide ? <OrdersTable orders={list} selection={selection} /> : <OrderCards orders={list} selection={selection} />}
          </div>
        </>
      }
    >
      {answer && (answer.pages > 1 || page > 1) && (
        <ListPager page={page} pages={answer.pages} onPage={(next) => show({ ...filters, page: next })} />
      )}
    </AdminListPage>
  );
}
