import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/user/my/order/:orderId: one of the shopper's orders (404 for anyone else's). */
export async function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const answer = await api.get<{ order: Order }>(`/api/user/my/order/${encodeURIComponent(orderId)}`, { signal });
  return answer.order;
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: queryKeys.orders.one(orderId), queryFn: ({ signal }) => getOrder(orderId, signal) });

export function useOrder(orderId: string, enabled = true) {
  return useQuery({ ...orderQueryOptions(orderId), enabled });
}
