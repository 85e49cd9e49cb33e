import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '#common/constants.js';
import type { AllOrdersAnswer } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

export type { AllOrdersAnswer };

/**
 * What the list is narrowed to: the IST date the orders are to be delivered on, a status, a
 * search (order id, name, e-mail or mobile), the IST dates they were placed between; and which
 * page of 25. Without a page every matching order comes.
 */
export interface OrdersFilter {
  deliveryDate?: string;
  status?: OrderStatus;
  q?: string;
  from?: string;
  to?: string;
  page?: number;
}

/** GET /api/user/admin/orders (Admin): the matching orders newest first, their count, the status tabs' counts and the page facts. */
export function getAllOrders(filter: OrdersFilter = {}, signal?: AbortSignal): Promise<AllOrdersAnswer> {
  const { deliveryDate, status, q, from, to, page } = filter;
  return api.get<AllOrdersAnswer>('/api/user/admin/orders', {
    query: { deliveryDate: deliveryDate || undefined, status, q: q || undefined, from: from || undefined, to: to || undefined, page },
    signal,
  });
}

/** The start of every admin order list's key; under the orders' key, so one invalidation refreshes them with the shopper's lists. */

export const allOrdersQueryOptions = (filter: OrdersFilter = {}) =>
  queryOptions({ queryKey: queryKeys.orders.adminList(filter), queryFn: ({ signal }) => getAllOrders(filter, signal) });

/** The page shown stays while the next one loads, so the table, the tabs and the pager do not jump. */
export function useAllOrders(filter: OrdersFilter = {}) {
  return useQuery({ ...allOrdersQueryOptions(filter), placeholderData: keepPreviousData });
}
