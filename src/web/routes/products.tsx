import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_PRICE_RANGE, type ProductSort } from '#common/constants.js';
import { priceRangesUpTo } from '#common/price-ranges.js';
import { webPaths } from '#common/web-paths.js';
import { FilterIcon } from '../components/icons.js';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { AddToCart } from '../features/cart/components/add-to-cart.js';
import { categoriesQueryOptions, useCategories } from '../features/catalog/api/get-categories.js';
import {
  type AppliedFilter,
  appliedFilterOf,
  listAddressOf,
  pagesOf,
  pagesShownOf,
  productsFilterFor,
  productsOf,
  searchWithFilter,
  searchWithSort,
  sortOf,
  useProductPages,
} from '../features/catalog/api/get-products.js';
import { ActiveFilters, type FilterChip } from '../features/catalog/components/active-filters.js';
import { FilterPanel } from '../features/catalog/components/filter-panel.js';
import { LoadMore } from '../features/catalog/components/load-more.js';
import { NoProducts } from '../features/catalog/components/no-products.js';
import { ProductCard } from '../features/catalog/components/product-card.js';
import { SortSelect } from '../features/catalog/components/sort-select.js';
import { useFormat } from '../i18n/format.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { useKeptPlace } from '../lib/use-kept-place.js';

/**
 * Set by Clear Filter on the address it leads to: spec 2.5 calls that list 'Products'. `removed`:
 * the chip just taken away, said to screen readers (decision 0039).
 */
interface ListState {
  cleared?: boolean;
  removed?: string;
}

const isDefaultRange = (gte: number, lte: number) => gte === DEFAULT_PRICE_RANGE[0] && lte === DEFAULT_PRICE_RANGE[1];

/**
 * Spec 2.5, for /products, /products/:keyword, /products/category/:categoryId and
 * /products?categoryId=…&categoryName=…. A new address starts a fresh list (filters reset); the
 * panel's filter (`category`, `gte`, `lte`) and the pages read (`page`) are kept in the address,
 * so Back from a product and a reload show the same list.
 */
export default function ProductsPage() {
  const t = useT();
  const { keyword, categoryId: pathCategoryId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const categoryId = pathCategoryId ?? search.get('categoryId') ?? undefined;
  const categories = useCategories();

  let heading: string = t('products.freshProducts');
  if (keyword !== undefined) {
    heading = t('products.keywordHeading');
  } else if (categoryId) {
    heading = search.get('categoryName') ?? categories.data?.find((c) => c._id === categoryId)?.categoryName ?? t('products.freshProducts');
  }

  const categoryName = categoryId
    ? (search.get('categoryName') ?? categories.data?.find((c) => c._id === categoryId)?.categoryName ?? '')
    : '';
  return (
    <ProductsView
      key={listAddressOf(location.pathname, search)}
      keyword={keyword}
      categoryId={categoryId}
      categoryName={categoryName}
      heading={heading}
    />
  );
}

/**
 * Cards that fill a first screen: two rows of a laptop's six columns, two rows of a phone's two
 * (products.css's breakpoint). On a phone the first rows are drawn before the rest of the page
 * of 24: measured in Lighthouse on the 10,000-product list, four cards first instead of ten took
 * the median total blocking time from 282 to 113 ms (docs/performance.md).
 */
const firstScreenCards = () => (window.matchMedia?.('(max-width: 35.99rem)').matches ? 4 : 12);

function ProductsView({
  keyword,
  categoryId,
  categoryName,
  heading,
}: {
  keyword?: string;
  categoryId?: string;
  categoryName: string;
  heading: string;
}) {
  const t = useT();
  const { money } = useFormat();
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [panelOpen, setPanelOpen] = useState(false);
  const queryClient = useQueryClient();
  const categories = useCategories();

  const applied = appliedFilterOf(search);
  const sort = sortOf(search);
  const state = (location.state ?? {}) as ListState;
  const filter = productsFilterFor({ keyword, categoryId, applied, sort });
  // The pages the address asked for when the list opened; read once, as later the list writes them.
  const [pagesWanted] = useState(() => pagesShownOf(search));
  const products = useProductPages(filter, pagesWanted);
  // Spec 2.5: clearing resets the heading to 'Products'.
  const title = state.cleared && !applied ? t('products.products') : heading;
  useDocumentTitle(title);

  // Filters are answered by the server, a page at a time: the address says which.
  const apply = (next: AppliedFilter) => {
    setPanelOpen(false);
    setSearch(searchWithFilter(search, next), { replace: true });
  };
  const clear = () => {
    setPanelOpen(false);
    void queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey });
    navigate(webPaths.products.href(), { replace: true, state: { cleared: true } satisfies ListState });
  };
  // The order is the server's, a page at a time, and kept in the address like the filter (decision 0039).
  const changeSort = (next?: ProductSort) => setSearch(searchWithSort(search, next), { replace: true, state: location.state });

  // The filters shown, each a chip that takes itself away (decision 0039). A search term or a
  // category of the address leads to the whole list, keeping the panel's filter and the sort.
  const filterButton = useRef<HTMLButtonElement>(null);
  const chipList = useRef<HTMLUListElement>(null);
  const removed = (label: string) => ({ removed: label }) satisfies ListState;
  const withoutPath = (label: string) => () => {
    const next = searchWithFilter(search, applied);
    for (const key of ['categoryId', 'categoryName', 'page']) next.delete(key);
    if (!applied) for (const key of ['category', 'gte', 'lte']) next.delete(key);
    const query = next.toString();
    navigate(`${webPaths.products.href()}${query ? `?${query}` : ''}`, { replace: true, state: removed(label) });
  };
  const withApplied = (label: string, next: typeof applied) => () => {
    const emptied = next && next.categoryIds.length === 0 && isDefaultRange(next.gte, next.lte);
    setSearch(searchWithFilter(search, emptied ? null : next), { replace: true, state: removed(label) });
  };
  const chips: FilterChip[] = [];
  if (keyword) {
    const label = t('products.searchChip', { keyword });
    chips.push({ key: 'keyword', label, onRemove: withoutPath(label) });
  }
  if (applied) {
    for (const id of applied.categoryIds) {
      const label = categories.data?.find((c) => c._id === id)?.categoryName;
      if (!label) continue;
      const rest = applied.categoryIds.filter((other) => other !== id);
      chips.push({ key: `category-${id}`, label, onRemove: withApplied(label, { ...applied, categoryIds: rest }) });
    }
    if (!isDefaultRange(applied.gte, applied.lte)) {
      const label = `${money(applied.gte)} - ${money(applied.lte)}`;
      const [gte, lte] = DEFAULT_PRICE_RANGE;
      chips.push({ key: 'price', label, onRemove: withApplied(label, { ...applied, gte, lte }) });
    }
  } else if (categoryId && categoryName) {
    chips.push({ key: `category-${categoryId}`, label: categoryName, onRemove: withoutPath(categoryName) });
  }

  // Once a chip is gone: the focus goes to the next chip (or the Filter button), and a screen
  // reader hears which filter went (said a moment later, so a list opened anew has its live region).
  const [announcement, setAnnouncement] = useState('');
  const removedLabel = state.removed;
  useEffect(() => {
    if (!removedLabel) return;
    (chipList.current?.querySelector('button') ?? filterButton.current)?.focus();
    const timer = setTimeout(() => setAnnouncement(t('products.filterRemoved', { label: removedLabel })), 100);
    return () => clearTimeout(timer);
  }, [removedLabel, t]);

  const list = productsOf(products.data);
  const current = products.isSuccess && !products.isPlaceholderData;
  const busy = products.isPending || (products.isFetching && products.isPlaceholderData);
  const pagesRead = pagesOf(products.data);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = products;
  const loadMore = () => {
    if (hasNextPage && !products.isFetching) void fetchNextPage();
  };

  // A list kept from before with fewer pages than its address names reads on to them.
  useEffect(() => {
    if (current && pagesRead < pagesWanted && hasNextPage && !products.isFetching) void fetchNextPage();
  }, [current, pagesRead, pagesWanted, hasNextPage, products.isFetching, fetchNextPage]);

  // The address follows the pages read (replaced, not added to the history; the place on screen is kept).
  const pageInAddress = search.get('page');
  useEffect(() => {
    if (!current || (pagesRead < pagesWanted && hasNextPage)) return;
    const wanted = pagesRead > 1 ? String(pagesRead) : null;
    if (pageInAddress === wanted) return;
    const next = new URLSearchParams(search);
    if (wanted) next.set('page', wanted);
    else next.delete('page');
    setSearch(next, { replace: true, preventScrollReset: true, state: location.state });
  }, [current, pagesRead, pagesWanted, hasNextPage, pageInAddress, search, setSearch, location.state]);

  // The first screen's cards are drawn at once; the rest of the page follows as a transition that
  // yields to the browser, so the first paint of the products is not held up by all of them. A
  // list kept from before (Back from a product) is drawn whole at once, so its place can be restored.
  const [drawAll, setDrawAll] = useState(current);
  useEffect(() => {
    if (products.isSuccess && !drawAll) startTransition(() => setDrawAll(true));
  }, [products.isSuccess, drawAll]);
  const [firstScreen] = useState(firstScreenCards);
  const shown = drawAll ? list : list.slice(0, firstScreen);
  // Back to a list whose pages had to be fetched again (a reload meanwhile): its place once they are drawn.
  useKeptPlace(current && drawAll && (pagesRead >= pagesWanted || !hasNextPage));
  const matched = products.data?.pages.at(-1)?.matched ?? 0;
  // The specification's price ranges, then more up to the shop's dearest product (decision 0039).
  const ranges = priceRangesUpTo(products.data?.pages[0]?.maxRate ?? 0);

  return (
    <div className="page products-page">
      {busy && <LoadingOverlay label={t('products.loading')} />}
      <div className="page-head">
        <div className="page-head__title">
          <h1>{title}</h1>
          {keyword && <p className="results-for">{t('products.resultsFor', { keyword })}</p>}
        </div>
        <button
          ref={filterButton}
          type="button"
          className="button button--outline"
          aria-expanded={panelOpen}
          aria-controls="filter-panel"
          onClick={() => setPanelOpen((o) => !o)}
        >
          <FilterIcon width="18" height="18" /> {t('products.filter')}
        </button>
      </div>
      <div className="list-tools">
        <p className="list-tools__count">{products.isSuccess && matched > 0 ? t('products.count', { count: matched }) : ''}</p>
        <SortSelect sort={sort} isSearch={keyword !== undefined} onChange={changeSort} />
      </div>
      <ActiveFilters ref={chipList} chips={chips} announcement={announcement} />
      <FilterPanel
        // The panel's choices start again from the address's filter whenever a chip changes it.
        key={JSON.stringify(applied)}
        id="filter-panel"
        open={panelOpen}
        categories={categories.data ?? []}
        ranges={ranges}
        applied={applied}
        onApply={apply}
        onClear={clear}
        onClose={() => setPanelOpen(false)}
      />
      {products.isError && list.length === 0 ? (
        <p className="notice notice--error">{t('products.loadFailed')}</p>
      ) : products.isSuccess && list.length === 0 ? (
        <NoProducts categories={categories.data ?? []} isSearch={keyword !== undefined} />
      ) : (
        <>
          <div className="product-grid" aria-busy={isFetchingNextPage || undefined}>
            {shown.map((product, index) => (
              // Two cards make the first row on a phone; the first is the likely largest paint.
              <ProductCard key={product._id} product={product} imageLoading={index === 0 ? 'lcp' : index < 2 ? 'eager' : 'lazy'}>
                <AddToCart product={product} />
              </ProductCard>
            ))}
          </div>
          {/* Once every card read is drawn: the end of a half-drawn page is no end to reach. */}
          {products.isSuccess && drawAll && (
            <LoadMore shown={list.length} matched={matched} hasMore={hasNextPage} loading={isFetchingNextPage} onLoadMore={loadMore} />
          )}
          {products.isFetchNextPageError && <p className="notice notice--error">{t('products.loadFailed')}</p>}
        </>
      )}
    </div>
  );
}
