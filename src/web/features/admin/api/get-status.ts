import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopStatusAnswer } from '#common/schemas/status.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/admin/status (Admin): the database, and mail waiting to be sent. */
export function getShopStatus(signal?: AbortSignal): Promise<ShopStatusAnswer> {
  return api.get<ShopStatusAnswer>('/api/admin/status', { signal });
}

/** Looked at again every minute while the dashboard is open: a stuck outbox shows without a reload. */
export const shopStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.admin.status, queryFn: ({ signal }) => getShopStatus(signal), staleTime: 0, refetchInterval: 60_000 });

export function useShopStatus() {
  return useQuery(shopStatusQueryOptions());
}
