import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import { refreshCategories } from './catalog-cache.js';

/** DELETE /api/category/delete/:id (Admin; 409 while products still use it). */
export function deleteCategory(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/category/delete/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSuccess: () => refreshCategories(queryClient) });
}
