import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

export interface AllOrdersAnswer {
  AllOrders: Order[];
  ordersCounts: number;
}

/** GET /api/user/admin/orders (Admin): every order, newest first, and their count. */
export function getAllOrders(signal?: AbortSignal): Promise<AllOrdersAnswer> {
  return api.get<AllOrdersAnswer>('/api/user/admin/orders', { signal });
}

/** Under the orders' key with the shopper's own lists, so one invalidation refreshes them all. */
export const allOrdersQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.orders.all, 'all'], queryFn: ({ signal }) => getAllOrders(signal) });

export function useAllOrders() {
  return useQuery(allOrdersQueryOptions());
}
