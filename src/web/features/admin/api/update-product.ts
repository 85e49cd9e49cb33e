import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';
import { refreshProducts } from './catalog-cache.js';
import { type ProductInput, productFormData } from './product-form-data.js';

/** PUT /api/product/update/:id (Admin, multipart; without an image the current one stays). */
export function updateProduct({ id, input }: { id: string; input: ProductInput }): Promise<{ message: string; product: Product }> {
  return api.put<{ message: string; product: Product }>(`/api/product/update/${encodeURIComponent(id)}`, productFormData(input));
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => refreshProducts(queryClient) });
}
