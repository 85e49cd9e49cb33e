import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';

/** GET /api/product/getSingleProduct/:id. */
export async function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const answer = await api.get<{ product: Product }>(`/api/product/getSingleProduct/${encodeURIComponent(id)}`, { signal });
  return answer.product;
}

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['products', 'one', id], queryFn: ({ signal }) => getProduct(id, signal) });

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
