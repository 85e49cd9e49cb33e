import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.js';

/**
 * After a product write: every product query (list, one, the cart's, recent, the admin's lists)
 * starts with `queryKeys.products.all`, so they all refetch and shoppers see the change.
 */
export function refreshProducts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
}

/** After a category write: the categories, and the products that show a category's name. */
export async function refreshCategories(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.categories.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
  ]);
}
