import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';
import { refreshCategories } from './catalog-cache.js';
import { type CategoryInput, categoryFormData } from './category-form-data.js';

/** PUT /api/category/update/:id (Admin, multipart: name, optional image). */
export function updateCategory({ id, input }: { id: string; input: CategoryInput }): Promise<{ message: string; category: Category }> {
  return api.put<{ message: string; category: Category }>(`/api/category/update/${encodeURIComponent(id)}`, categoryFormData(input));
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCategory, onSuccess: () => refreshCategories(queryClient) });
}
