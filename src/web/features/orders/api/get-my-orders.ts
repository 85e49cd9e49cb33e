import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/user/my/orders: the shopper's own orders, newest first. */
export async function getMyOrders(signal?: AbortSignal): Promise<Order[]> {
  const answer = await api.get<{ myOrders: Order[] }>('/api/user/my/orders', { signal });
  return answer.myOrders;
}

export const myOrdersQueryOptions = () => queryOptions({ queryKey: queryKeys.orders.mine, queryFn: ({ signal }) => getMyOrders(signal) });

export function useMyOrders() {
  return useQuery(myOrdersQueryOptions());
}
