import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductsAnswer } from '#common/schemas/catalog.js';
import { PAGE_SIZE } from '#common/schemas/paging.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

export type ProductPage = z.infer<typeof ProductsAnswer>;

/** Which products: those the keyword finds (as the storefront's search does), page `page` of 25. */
export interface ProductPageFilter {
  keyword?: string;
  page: number;
}

/** GET /api/product/getAllProducts?keyword=&page=&limit=25: a page of the product list, with the page facts (decision 0011). */
export function getProductPage({ keyword, page }: ProductPageFilter, signal?: AbortSignal): Promise<ProductPage> {
  return api.get<ProductPage>('/api/product/getAllProducts', { query: { keyword: keyword || undefined, page, limit: PAGE_SIZE }, signal });
}

/** Under 'products', so every product write refreshes it with the storefront's lists (catalog-cache.ts). */
export const productPageQueryOptions = (filter: ProductPageFilter) =>
  queryOptions({ queryKey: queryKeys.products.adminPage(filter), queryFn: ({ signal }) => getProductPage(filter, signal) });

/** The page shown stays while the next one loads, so the table and the pager do not jump. */
export function useProductPage(filter: ProductPageFilter) {
  return useQuery({ ...productPageQueryOptions(filter), placeholderData: keepPreviousData });
}
