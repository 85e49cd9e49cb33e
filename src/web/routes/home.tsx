import { usePrefetchQuery } from '@tanstack/react-query';
import { type ComponentType, startTransition, useDeferredValue, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.js';
import { categoriesQueryOptions, useCategories } from '../features/catalog/api/get-categories.js';
import { recentProductsQueryOptions, useRecentProducts } from '../features/catalog/api/get-recent-products.js';
import { SearchForm } from '../features/catalog/components/search-form.js';
import { CategoryGrid } from '../features/home/components/category-grid.js';
import { FeaturesSection } from '../features/home/components/features-section.js';
import { Hero } from '../features/home/components/hero.js';
import { productSlides, reviewSlides } from '../features/home/components/home-slides.js';
import { type Slide, SlideFrame } from '../features/home/components/slide-frame.js';
import { reviewsQueryOptions, useReviews } from '../features/reviews/api/get-reviews.js';
import { useT } from '../i18n/i18n.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { useNearViewport } from '../lib/use-near-viewport.js';

type SliderComponent = ComponentType<{ slides: Slide[]; label: string }>;

/**
 * The slides sit still, in the slider's own row, until the section nears the screen; then the
 * slider's chunk (Embla) loads and moves that row (SlideFrame: no layout jump). The sliders are
 * below the first screen, so their code stays out of the first load's busy time. The slider takes
 * over as a transition, once its chunk is in: its first render yields to the browser, and Embla
 * starts in a task of its own after it. Should the chunk not come (offline), the row stays still.
 */
function SliderSection({ id, title, slides }: { id: string; title: string; slides: Slide[] }) {
  const [ref, near] = useNearViewport<HTMLElement>();
  const [Slider, setSlider] = useState<SliderComponent | null>(null);
  useEffect(() => {
    if (!near) return;
    let current = true;
    import('../features/home/components/slider.js').then(
      (module) => {
        if (current) startTransition(() => setSlider(() => module.default));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [near]);
  if (slides.length === 0) return null;
  return (
    <section className="section" aria-labelledby={id} ref={ref}>
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {Slider ? <Slider slides={slides} label={title} /> : <SlideFrame slides={slides} label={title} />}
    </section>
  );
}

/**
 * A link to a section of home ("/#features", the menu's Features) is followed once the sections
 * are drawn: the router looks for the section as the page first renders, when the sections below
 * the hero may still be waiting for the lists, and the sliders settle after it.
 */
function useScrollToSection(waiting: boolean) {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: following the same link again is a new navigation (its key), scrolled again.
  useEffect(() => {
    if (waiting || !hash) return;
    const section = () => document.getElementById(decodeURIComponent(hash.slice(1)));
    const timer = window.setTimeout(() => section()?.scrollIntoView(), 100);
    return () => window.clearTimeout(timer);
  }, [waiting, hash, key]);
}

/**
 * Spec 2.4 Home. A failed product load only sets the query's error flag; nothing is shown for it.
 * The order is a grocer's (decision 0039): a short hero with the search box, the categories, the
 * new products; then the features and the reviews further down.
 *
 * Below the hero nothing is drawn until the three lists have answered (or failed), and the page
 * holds a screen's height meanwhile: a section drawn earlier (the features) would be pushed down
 * the phone's screen under the shopper's thumb as the categories and new products arrive.
 */
export function HomePage() {
  const t = useT();
  useDocumentTitle('');
  // Asked for while the page renders rather than once it is on screen (when queries start).
  usePrefetchQuery(recentProductsQueryOptions());
  usePrefetchQuery(categoriesQueryOptions());
  usePrefetchQuery(reviewsQueryOptions());
  const products = useRecentProducts();
  const categories = useCategories();
  const reviews = useReviews();

  // The lists' answers re-render the page at once (a query's update cannot wait); the sections
  // they fill are drawn in a following render that yields to the browser every few milliseconds,
  // like the first render (main.tsx), instead of in one long task as the last answer arrives.
  const waiting = useDeferredValue(products.isPending || categories.isPending || reviews.isPending);
  const productsPending = useDeferredValue(products.isPending);
  useScrollToSection(waiting);

  return (
    <div className={waiting ? 'home home--waiting' : 'home'}>
      {productsPending && <LoadingOverlay label={t('home.loading')} />}
      <Hero
        search={
          <SearchForm id="home-search" className="hero__search" label={t('home.searchLabel')} placeholder={t('home.searchPlaceholder')} />
        }
      />
      {!waiting && (
        <>
          {categories.data && categories.data.length > 0 && (
            <section className="section section--categories" aria-labelledby="categories-title">
              <h2 id="categories-title" className="section__title">
                {t('home.categories')}
              </h2>
              <CategoryGrid categories={categories.data} />
            </section>
          )}
          <SliderSection id="new-products" title={t('home.newProducts')} slides={productSlides(products.data ?? [])} />
          <FeaturesSection />
          <SliderSection id="customer-reviews" title={t('home.customerReviews')} slides={reviewSlides(reviews.data ?? [])} />
        </>
      )}
    </div>
  );
}
