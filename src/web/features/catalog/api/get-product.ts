import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Product } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/product/getSingleProduct/:id. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const answer = await api.get<{ product: Product }>(`/api/product/getSingleProduct/${encodeURIComponent(id)}`, { signal });
  return answer.product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.products.one(id), queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}

/**
 * A lookup of the product as the shop has it now, past any cached copy, that also refreshes the
 * cache the product page reads: the cart uses it to show today's rate and stock.
 */
export function useFetchCurrentProduct(): (id: string) => Promise<Product> {
  const queryClient = useQueryClient();
  return useCallback((id: string) => queryClient.fetchQuery({ ...productQueryOptions(id), staleTime: 0 }), [queryClient]);
}
