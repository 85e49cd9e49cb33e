import { useEffect, useRef } from 'react';
import { useT } from '#web/i18n/i18n.js';

interface LoadMoreProps {
  /** Products on screen, and how many the list's filter matches in all. */
  shown: number;
  matched: number;
  hasMore: boolean;
  /** The next page is on its way. */
  loading: boolean;
  onLoadMore: () => void;
}

/**
 * The end of the list counts as reached from 600 px below the screen's bottom edge up to far
 * above its top: a jump past it (the End key, a scrollbar dragged to the bottom) reaches it too.
 */
const AHEAD = '1000000px 0px 600px 0px';

/**
 * The end of a paged list (docs/decisions/0020-storefront-pages.md): the next page is asked for
 * as the end comes near the screen, and a real "Load more" button does the same for a keyboard,
 * a screen reader or a browser without IntersectionObserver. "Showing 24 of 100 products" is a
 * live region, so a screen reader hears what each page added.
 */
export function LoadMore({ shown, matched, hasMore, loading, onLoadMore }: LoadMoreProps) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  load.current = onLoadMore;

  // biome-ignore lint/correctness/useExhaustiveDependencies: observed afresh after each page (`shown`), so a screen the new page does not fill asks for the next one
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load.current(), {
      rootMargin: AHEAD,
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, loading, shown]);

  return (
    <div className="load-more">
      <div ref={sentinel} className="load-more__sentinel" aria-hidden="true" />
      <p className="load-more__count" role="status">
        {t('products.shownOf', { shown, matched })}
      </p>
      {hasMore && (
        // aria-disabled rather than disabled while loading: the button keeps the keyboard's focus.
        <button
          type="button"
          className="button button--outline load-more__button"
          aria-disabled={loading || undefined}
          onClick={() => !loading && onLoadMore()}
        >
          {loading && <span className="spinner spinner--small" aria-hidden="true" />}
          {loading ? t('products.loadingMore') : t('products.loadMore')}
        </button>
      )}
    </div>
  );
}
