import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardAnswer } from '#common/schemas/dashboard.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

export type { DashboardAnswer };

/** GET /api/admin/dashboard (Admin): the dashboard's counts and the amount earned, counted by the shop. */
export function getDashboard(signal?: AbortSignal): Promise<DashboardAnswer> {
  return api.get<DashboardAnswer>('/api/admin/dashboard', { signal });
}

/**
 * Under the orders' key, so an order placed, stepped or cancelled (here or in a live alert)
 * refreshes the figures and the Orders badge; read afresh whenever the dashboard opens, since
 * product and account changes move them too.
 */

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.orders.dashboard, queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
