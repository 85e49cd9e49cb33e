import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

export interface AllOrdersAnswer {
  AllOrders: Order[];
  ordersCounts: number;
}

/** What the list is narrowed to: the IST date (YYYY-MM-DD) the orders are to be delivered on. */
export interface OrdersFilter {
  deliveryDate?: string;
}

/** GET /api/user/admin/orders (Admin): every order (or those for one delivery date), newest first, and their count. */
export function getAllOrders(filter: OrdersFilter = {}, signal?: AbortSignal): Promise<AllOrdersAnswer> {
  return api.get<AllOrdersAnswer>('/api/user/admin/orders', { query: { deliveryDate: filter.deliveryDate || undefined }, signal });
}

/**
 * Under the orders' key with the shopper's own lists, so one invalidation refreshes them all;
 * the unfiltered list's key starts every filtered one's, so refreshing it refreshes them too.
 */
export const allOrdersQueryOptions = (filter: OrdersFilter = {}) =>
  queryOptions({
    queryKey: [...queryKeys.orders.all, 'all', ...(filter.deliveryDate ? [filter.deliveryDate] : [])],
    queryFn: ({ signal }) => getAllOrders(filter, signal),
  });

export function useAllOrders(filter: OrdersFilter = {}) {
  return useQuery(allOrdersQueryOptions(filter));
}
