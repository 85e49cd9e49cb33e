import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import { refreshProducts } from './catalog-cache.js';

/** DELETE /api/product/delete/:id (Admin). */
export function deleteProduct(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/product/delete/${encodeURIComponent(id)}`);
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => refreshProducts(queryClient) });
}
