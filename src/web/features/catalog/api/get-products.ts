import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { DEFAULT_PRICE_RANGE, PRODUCT_SORTS, type ProductSort, STOREFRONT_PAGE_SIZE } from '#common/constants.js';
import type { Product } from '#common/schemas/catalog.js';
import type { PageInfo } from '#common/schemas/paging.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/**
 * What the products page asks for: everything, a keyword, or categories within a price range (on
 * a search's page, within its keyword); each in the order of `sort` when one was chosen.
 */
export type ProductsFilter = (
  | { kind: 'all' }
  | { kind: 'keyword'; keyword: string }
  | { kind: 'filter'; categoryIds: string[]; gte: number; lte: number; keyword?: string }
) & { sort?: ProductSort };

/** The filter panel's choice as the address keeps it: `?category=a,b&gte=20&lte=40`. */
export interface AppliedFilter {
  categoryIds: string[];
  gte: number;
  lte: number;
}

const FILTER_KEYS = ['category', 'gte', 'lte'] as const;

/** The panel's filter an address names, or null (a price range that is not a number names none). */
export function appliedFilterOf(search: URLSearchParams): AppliedFilter | null {
  if (!FILTER_KEYS.some((key) => search.has(key))) return null;
  const categoryIds = (search.get('category') ?? '').split(',').filter(Boolean);
  const gte = Number(search.get('gte') ?? DEFAULT_PRICE_RANGE[0]);
  const lte = Number(search.get('lte') ?? DEFAULT_PRICE_RANGE[1]);
  if (!Number.isFinite(gte) || !Number.isFinite(lte)) return null;
  return { categoryIds, gte, lte };
}

/** `?sort=` of an address, when it names one the shop knows (decision 0039). */
export function sortOf(search: URLSearchParams): ProductSort | undefined {
  const sort = search.get('sort');
  return PRODUCT_SORTS.find((known) => known === sort);
}

/** The address of a list in the order `sort` (none: the list's own), starting again at its first page. */
export function searchWithSort(search: URLSearchParams, sort: ProductSort | undefined): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (sort) next.set('sort', sort);
  else next.delete('sort');
  return next;
}

/** The address of a list with the panel's filter `applied` (none: taken away), starting again at its first page. */
export function searchWithFilter(search: URLSearchParams, applied: AppliedFilter | null): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of [...FILTER_KEYS, 'page']) next.delete(key);
  if (applied) {
    next.set('category', applied.categoryIds.join(','));
    next.set('gte', String(applied.gte));
    next.set('lte', String(applied.lte));
  }
  return next;
}

/** `?page=N`: pages 1 to N are shown (docs/decisions/0020-storefront-pages.md). */
export function pagesShownOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * The list an address shows, without its page and the filter panel's choice: while a shopper
 * reads on and filters, the screen stays the same (the panel keeps its place, nothing remounts,
 * no loader runs again).
 */
export function listAddressOf(pathname: string, search: URLSearchParams): string {
  return `${pathname}?${searchWithSort(searchWithFilter(search, null), undefined)}`;
}

/**
 * The list an address asks for (spec 2.1): the panel's filter when it names one (within the
 * search's keyword on a search's page), else a keyword search, one category at the default price
 * range, or everything; in the order `sort` names.
 */
export function productsFilterFor({
  keyword,
  categoryId,
  applied = null,
  sort,
}: {
  keyword?: string;
  categoryId?: string;
  applied?: AppliedFilter | null;
  sort?: ProductSort;
}): ProductsFilter {
  const order = sort ? { sort } : {};
  if (applied) return { kind: 'filter', ...applied, ...(keyword !== undefined ? { keyword } : {}), ...order };
  if (keyword !== undefined) return { kind: 'keyword', keyword, ...order };
  if (categoryId) return { kind: 'filter', categoryIds: [categoryId], gte: DEFAULT_PRICE_RANGE[0], lte: DEFAULT_PRICE_RANGE[1], ...order };
  return { kind: 'all', ...order };
}

/** One answer of GET /api/product/getAllProducts?page=&limit= (ProductsAnswer). */
export interface ProductsPage extends PageInfo {
  products: Product[];
  productsDocCount: number;
  /** The shop's highest rate: the panel's price ranges reach up to it (decision 0039). */
  maxRate: number;
}

/** The products one request reads: `limit` of them from page `page` of that size. */
export interface PageWindow {
  page: number;
  limit: number;
}

/** The server answers at most 1,000 products a request (ProductQuery's `limit`). */
const MOST_PAGES_AT_ONCE = Math.floor(1000 / STOREFRONT_PAGE_SIZE);

function queryOf(filter: ProductsFilter): Record<string, string | number | undefined> {
  const sort = filter.sort;
  if (filter.kind === 'keyword') return { keyword: filter.keyword, sort };
  if (filter.kind === 'filter')
    return { keyword: filter.keyword, category: filter.categoryIds.join(','), gte: filter.gte, lte: filter.lte, sort };
  return { sort };
}

/** GET /api/product/getAllProducts with ?keyword= and/or ?category=ids&gte=&lte=, and ?sort=, one page (API.md; decision 0039). */
export function getProducts(filter: ProductsFilter, window: PageWindow, signal?: AbortSignal): Promise<ProductsPage> {
  return api.get<ProductsPage>('/api/product/getAllProducts', { query: { ...queryOf(filter), ...window }, signal });
}

/**
 * After the products read so far, the next page of STOREFRONT_PAGE_SIZE, or none when every
 * match is shown. Pages are counted in offsets, so a first request for several pages at once (an
 * address of `?page=3` opened afresh) is followed by page 4 of 24.
 */
export function nextWindowOf(last: ProductsPage, lastWindow: PageWindow): PageWindow | undefined {
  const end = lastWindow.page * lastWindow.limit;
  if (end >= last.matched || last.products.length === 0) return undefined;
  return { page: Math.floor(end / STOREFRONT_PAGE_SIZE) + 1, limit: STOREFRONT_PAGE_SIZE };
}

/**
 * The list's pages, under one key per filter. `pagesShown` (the address's `?page=`) matters only
 * when nothing is kept yet: the first request then reads that many pages at once, so a reload or
 * a shared address shows the same products in one round trip.
 */
export const productPagesQueryOptions = (filter: ProductsFilter, pagesShown = 1) =>
  infiniteQueryOptions<
    ProductsPage,
    Error,
    InfiniteData<ProductsPage, PageWindow>,
    ReturnType<typeof queryKeys.products.pages<ProductsFilter>>,
    PageWindow
  >({
    queryKey: queryKeys.products.pages(filter),
    queryFn: ({ pageParam, signal }) => getProducts(filter, pageParam, signal),
    initialPageParam: { page: 1, limit: STOREFRONT_PAGE_SIZE * Math.min(Math.max(1, pagesShown), MOST_PAGES_AT_ONCE) },
    getNextPageParam: (last, _all, lastWindow) => nextWindowOf(last, lastWindow),
    // Kept for half an hour: Back from a product finds the pages it left, and the place in them.
    gcTime: 30 * 60_000,
  });

/** The products of the pages read, each once (a product added meanwhile may shift one into the next page). */
export function productsOf(data: InfiniteData<ProductsPage, PageWindow> | undefined): Product[] {
  if (!data) return [];
  const seen = new Set<string>();
  return data.pages.flatMap((page) =>
    page.products.filter((product) => {
      if (seen.has(product._id)) return false;
      seen.add(product._id);
      return true;
    }),
  );
}

/** How many pages of STOREFRONT_PAGE_SIZE the products read fill (what `?page=` says). */
export function pagesOf(data: InfiniteData<ProductsPage, PageWindow> | undefined): number {
  const window = data?.pageParams.at(-1);
  return window ? Math.ceil((window.page * window.limit) / STOREFRONT_PAGE_SIZE) : 1;
}

export function useProductPages(filter: ProductsFilter, pagesShown: number) {
  // Another filter's pages stay on screen (under the loading overlay) until the new first page arrives.
  return useInfiniteQuery({
    ...productPagesQueryOptions(filter, pagesShown),
    placeholderData: (previous: InfiniteData<ProductsPage, PageWindow> | undefined) => previous,
  });
}
