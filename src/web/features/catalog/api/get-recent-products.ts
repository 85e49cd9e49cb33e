import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/product/recent/products: the newest products for the home slider. */
export async function getRecentProducts(signal?: AbortSignal): Promise<Product[]> {
  const answer = await api.get<{ products: Product[] }>('/api/product/recent/products', { signal });
  return answer.products;
}

export const recentProductsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.products.recent, queryFn: ({ signal }) => getRecentProducts(signal) });

export function useRecentProducts() {
  return useQuery(recentProductsQueryOptions());
}
