import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/category/get: every category. */
export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const answer = await api.get<{ Categories: Category[] }>('/api/category/get', { signal });
  return answer.Categories;
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.categories.all, queryFn: ({ signal }) => getCategories(signal), staleTime: 5 * 60_000 });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
