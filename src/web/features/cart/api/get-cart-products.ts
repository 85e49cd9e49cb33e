import { queryOptions } from '@tanstack/react-query';
import type { Product } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/product/byIds?ids=a,b,c: the cart's products in one request; a product gone is absent. */
export async function getCartProducts(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  const answer = await api.get<{ products: Product[] }>('/api/product/byIds', { query: { ids: ids.join(',') }, signal });
  return answer.products;
}

/**
 * The products of the cart's lines, keyed by their sorted ids (the same cart is one key and one
 * URL whatever its order), under the products' key: a catalogue write or an order refreshes it.
 * Read afresh whenever a cart screen opens: every price the cart shows or sends comes from here.
 */
export const cartProductsQueryOptions = (ids: readonly string[]) => {
  const queryKey = queryKeys.products.byIds(ids);
  return queryOptions({ queryKey, queryFn: ({ signal }) => getCartProducts(queryKey[2], signal), staleTime: 0 });
};
