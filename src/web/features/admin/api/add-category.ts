import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';
import { refreshCategories } from './catalog-cache.js';
import { type CategoryInput, categoryFormData } from './category-form-data.js';

/** POST /api/category/add (Admin, multipart with the image as a file part). */
export function addCategory(input: CategoryInput): Promise<{ message: string; category: Category }> {
  return api.post<{ message: string; category: Category }>('/api/category/add', categoryFormData(input));
}

export function useAddCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addCategory, onSuccess: () => refreshCategories(queryClient) });
}
