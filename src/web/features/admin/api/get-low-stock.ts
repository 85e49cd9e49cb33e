import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LowStockAnswer } from '#common/schemas/reports.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/admin/products/low-stock (Admin): the products running low, lowest stock first; `limit` of them when given. */
export function getLowStock(limit: number | undefined, signal?: AbortSignal): Promise<LowStockAnswer> {
  return api.get<LowStockAnswer>('/api/admin/products/low-stock', { query: { limit }, signal });
}

/**
 * Under the products' key (catalog-cache.ts): a product saved, and a stock.low alert, refresh it
 * with every other product query. Read afresh each time the dashboard opens: orders move stock.
 */
export const lowStockQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: queryKeys.products.lowStock(limit),
    queryFn: ({ signal }) => getLowStock(limit, signal),
    staleTime: 0,
  });

export function useLowStock(limit?: number) {
  return useQuery(lowStockQueryOptions(limit));
}
