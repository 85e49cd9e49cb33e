import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';
import { refreshProducts } from './catalog-cache.js';
import { type ProductInput, productFormData } from './product-form-data.js';

/** POST /api/product/add (Admin, multipart with the image as a file part). */
export function addProduct(input: ProductInput): Promise<{ message: string; product: Product }> {
  return api.post<{ message: string; product: Product }>('/api/product/add', productFormData(input));
}

export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProduct, onSuccess: () => refreshProducts(queryClient) });
}
