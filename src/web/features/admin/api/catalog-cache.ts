import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.js';

/**
 * Every product query of the storefront (list, one, recent) has a key starting with 'products'
 * (features/catalog/api): after an admin's write they all refetch, so shoppers see the change.
 */
const productsPrefix = ['products'] as const;

/** After a product write: every product list and page. */
export function refreshProducts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: productsPrefix });
}

/** After a category write: the categories, and the products that show a category's name. */
export async function refreshCategories(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.categories }),
    queryClient.invalidateQueries({ queryKey: productsPrefix }),
  ]);
}
