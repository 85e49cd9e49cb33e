import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { FilterIcon } from '../components/icons.js';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { AddToCart } from '../features/cart/components/add-to-cart.js';
import { categoriesQueryOptions, useCategories } from '../features/catalog/api/get-categories.js';
import { type ProductsFilter, productsFilterFor, useProducts } from '../features/catalog/api/get-products.js';
import { type AppliedFilter, FilterPanel } from '../features/catalog/components/filter-panel.js';
import { ProductCard } from '../features/catalog/components/product-card.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';

/**
 * Spec 2.5, for /products, /products/:keyword, /products/category/:categoryId and
 * /products?categoryId=…&categoryName=…. A new address starts a fresh page (filters reset).
 */
export default function ProductsPage() {
  const t = useT();
  const { keyword, categoryId: pathCategoryId } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const categoryId = pathCategoryId ?? search.get('categoryId') ?? undefined;
  const categories = useCategories();

  const base = productsFilterFor({ keyword, categoryId });
  let heading: string = t('products.freshProducts');
  if (keyword !== undefined) {
    heading = t('products.keywordHeading');
  } else if (categoryId) {
    heading = search.get('categoryName') ?? categories.data?.find((c) => c._id === categoryId)?.categoryName ?? t('products.freshProducts');
  }

  return <ProductsView key={location.pathname + location.search} base={base} heading={heading} />;
}

/** Cards that fill a first screen: two rows of a desktop's five columns, four rows of a phone's two. */
const FIRST_SCREEN_CARDS = 10;

function ProductsView({ base, heading }: { base: ProductsFilter; heading: string }) {
  const t = useT();
  const [applied, setApplied] = useState<AppliedFilter | null>(null);
  const [cleared, setCleared] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const queryClient = useQueryClient();
  const categories = useCategories();

  const filter: ProductsFilter = applied ? { kind: 'filter', ...applied } : cleared ? { kind: 'all' } : base;
  const products = useProducts(filter);
  // Spec 2.5: clearing resets the heading to 'Products'.
  const title = cleared && !applied ? t('products.products') : heading;
  useDocumentTitle(title);

  const apply = (next: AppliedFilter) => {
    setApplied(next);
    setPanelOpen(false);
  };
  const clear = () => {
    setApplied(null);
    setCleared(true);
    setPanelOpen(false);
    void queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey });
  };

  const list = products.data?.products ?? [];
  const busy = products.isPending || (products.isFetching && products.isPlaceholderData);
  // The first screen's cards are drawn at once; the rest of a long list follows as a transition
  // that yields to the browser, so the first paint of the products is not held up by all of them.
  const [drawAll, setDrawAll] = useState(false);
  useEffect(() => {
    if (products.isSuccess && !drawAll) startTransition(() => setDrawAll(true));
  }, [products.isSuccess, drawAll]);
  const shown = drawAll ? list : list.slice(0, FIRST_SCREEN_CARDS);

  return (
    <div className="page products-page">
      {busy && <LoadingOverlay label={t('products.loading')} />}
      <div className="page-head">
        <h1>{title}</h1>
        <button
          type="button"
          className="button button--outline"
          aria-expanded={panelOpen}
          aria-controls="filter-panel"
          onClick={() => setPanelOpen((o) => !o)}
        >
          <FilterIcon width="18" height="18" /> {t('products.filter')}
        </button>
      </div>
      <FilterPanel
        id="filter-panel"
        open={panelOpen}
        categories={categories.data ?? []}
        applied={applied !== null}
        onApply={apply}
        onClear={clear}
        onClose={() => setPanelOpen(false)}
      />
      {products.isError ? (
        <p className="notice notice--error">{t('products.loadFailed')}</p>
      ) : products.isSuccess && list.length === 0 ? (
        <p className="notice">{t('products.notFound')}</p>
      ) : (
        <div className="product-grid">
          {shown.map((product, index) => (
            // Two cards make the first row on a phone; the first is the likely largest paint.
            <ProductCard key={product._id} product={product} imageLoading={index === 0 ? 'lcp' : index < 2 ? 'eager' : 'lazy'}>
              <AddToCart product={product} />
            </ProductCard>
          ))}
        </div>
      )}
    </div>
  );
}
