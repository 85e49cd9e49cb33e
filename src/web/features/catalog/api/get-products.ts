import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PRICE_RANGE } from '#common/constants.js';
import type { Product } from '#common/schemas/catalog.js';
import { api } from '#web/lib/api-client.js';

/** What the products page asks for: everything, a keyword, or categories within a price range. */
export type ProductsFilter =
  | { kind: 'all' }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'filter'; categoryIds: string[]; gte: number; lte: number };

/** The list an address asks for (spec 2.1): a keyword search, one category at the default price range, or everything. */
export function productsFilterFor({ keyword, categoryId }: { keyword?: string; categoryId?: string }): ProductsFilter {
  if (keyword !== undefined) return { kind: 'keyword', keyword };
  if (categoryId) return { kind: 'filter', categoryIds: [categoryId], gte: DEFAULT_PRICE_RANGE[0], lte: DEFAULT_PRICE_RANGE[1] };
  return { kind: 'all' };
}

export interface ProductsAnswer {
  products: Product[];
  productsDocCount: number;
}

function queryOf(filter: ProductsFilter): Record<string, string | number | undefined> | undefined {
  if (filter.kind === 'keyword') return { keyword: filter.keyword };
  if (filter.kind === 'filter') return { category: filter.categoryIds.join(','), gte: filter.gte, lte: filter.lte };
  return undefined;
}

/** GET /api/product/getAllProducts with ?keyword= or ?category=ids&gte=&lte= (API.md). */
export function getProducts(filter: ProductsFilter, signal?: AbortSignal): Promise<ProductsAnswer> {
  return api.get<ProductsAnswer>('/api/product/getAllProducts', { query: queryOf(filter), signal });
}

export const productsQueryOptions = (filter: ProductsFilter) =>
  queryOptions({ queryKey: ['products', 'list', filter], queryFn: ({ signal }) => getProducts(filter, signal) });

export function useProducts(filter: ProductsFilter) {
  return useQuery({ ...productsQueryOptions(filter), placeholderData: keepPreviousData });
}
