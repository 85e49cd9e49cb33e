import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hasSessionHint } from '#web/features/auth/api/get-logged-user.js';
import {
  appliedFilterOf,
  listAddressOf,
  nextWindowOf,
  type PageWindow,
  type ProductsPage,
  pagesOf,
  pagesShownOf,
  productsFilterFor,
  searchWithFilter,
  searchWithSort,
  sortOf,
} from '#web/features/catalog/api/get-products.js';
import { LoadMore } from '#web/features/catalog/components/load-more.js';

/** The storefront's paged product list (docs/decisions/0020-storefront-pages.md). */
const answer = (count: number, matched: number): ProductsPage => ({
  products: Array.from({ length: count }, (_, i) => ({ _id: `p${i}` }) as ProductsPage['products'][number]),
  productsDocCount: matched,
  maxRate: 120,
  page: 1,
  pages: 1,
  matched,
});

describe('the pages of the product list', () => {
  it('reads on 24 at a time after a first request of several pages, and stops at the last match', () => {
    expect(nextWindowOf(answer(24, 100), { page: 1, limit: 24 })).toEqual({ page: 2, limit: 24 });
    // ?page=3 opened afresh: one request of 72, then page 4 of 24.
    expect(nextWindowOf(answer(72, 100), { page: 1, limit: 72 })).toEqual({ page: 4, limit: 24 });
    expect(nextWindowOf(answer(24, 100), { page: 4, limit: 24 })).toEqual({ page: 5, limit: 24 });
    expect(nextWindowOf(answer(4, 100), { page: 5, limit: 24 })).toBeUndefined();
    expect(nextWindowOf(answer(24, 48), { page: 2, limit: 24 })).toBeUndefined();
    // Products deleted meanwhile: an empty page ends the list rather than asking for ever.
    expect(nextWindowOf(answer(0, 500), { page: 3, limit: 24 })).toBeUndefined();
  });

  it('counts the pages shown as the address names them', () => {
    const data = (pageParams: PageWindow[]) => ({ pages: pageParams.map(() => answer(24, 100)), pageParams });
    expect(pagesOf(undefined)).toBe(1);
    expect(pagesOf(data([{ page: 1, limit: 24 }]))).toBe(1);
    expect(pagesOf(data([{ page: 1, limit: 72 }]))).toBe(3);
    expect(
      pagesOf(
        data([
          { page: 1, limit: 72 },
          { page: 4, limit: 24 },
        ]),
      ),
    ).toBe(4);
    for (const [search, pages] of [
      ['', 1],
      ['page=3', 3],
      ['page=1', 1],
      ['page=0', 1],
      ['page=-2', 1],
      ['page=2.5', 1],
      ['page=many', 1],
    ] as const)
      expect(pagesShownOf(new URLSearchParams(search)), search).toBe(pages);
  });

  it('keeps the filter panel’s choice in the address, and a list’s address without its page and filter', () => {
    const search = new URLSearchParams('categoryId=c1&categoryName=Dairy&page=3');
    const filtered = searchWithFilter(search, { categoryIds: ['a', 'b'], gte: 20, lte: 40 });
    expect(filtered.toString()).toBe('categoryId=c1&categoryName=Dairy&category=a%2Cb&gte=20&lte=40');
    expect(appliedFilterOf(filtered)).toEqual({ categoryIds: ['a', 'b'], gte: 20, lte: 40 });
    expect(appliedFilterOf(search)).toBeNull();
    // Price alone (no category), as the API allows.
    expect(appliedFilterOf(new URLSearchParams('category=&gte=0&lte=20'))).toEqual({ categoryIds: [], gte: 0, lte: 20 });
    expect(appliedFilterOf(new URLSearchParams('category=a&gte=cheap&lte=20'))).toBeNull();
    expect(searchWithFilter(filtered, null).toString()).toBe('categoryId=c1&categoryName=Dairy');
    expect(listAddressOf('/products', new URLSearchParams(`${filtered}&page=2`))).toBe('/products?categoryId=c1&categoryName=Dairy');
  });

  it('keeps the sort in the address, back to the first page, and asks the server for it (decision 0039)', () => {
    const search = new URLSearchParams('category=a&gte=20&lte=40&page=3');
    const sorted = searchWithSort(search, 'price-desc');
    expect(sorted.toString()).toBe('category=a&gte=20&lte=40&sort=price-desc');
    expect(sortOf(sorted)).toBe('price-desc');
    expect(sortOf(new URLSearchParams('sort=cheapest'))).toBeUndefined();
    expect(searchWithSort(sorted, undefined).toString()).toBe('category=a&gte=20&lte=40');
    // Sorting and filtering keep the same screen: the list's address leaves both out.
    expect(listAddressOf('/products/tomato', sorted)).toBe('/products/tomato?');
    // On a search's page the panel's filter narrows the search, in the order chosen.
    expect(productsFilterFor({ keyword: 'tomato', applied: appliedFilterOf(sorted), sort: sortOf(sorted) })).toEqual({
      kind: 'filter',
      categoryIds: ['a'],
      gte: 20,
      lte: 40,
      keyword: 'tomato',
      sort: 'price-desc',
    });
  });
});

describe('Load more', () => {
  it('says how many are shown in a live region and loads the next page when pressed', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore shown={24} matched={100} hasMore loading={false} onLoadMore={onLoadMore} />);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Showing 24 of 100 products');
    const button = screen.getByRole('button', { name: 'Load more' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('shows its progress while the page comes, keeps the focus and asks nothing twice', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore shown={48} matched={100} hasMore loading onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Loading more products…' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('disabled')).toBe(false);
    await userEvent.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it('is gone once every match is shown; the count stays', () => {
    render(<LoadMore shown={1} matched={1} hasMore={false} loading={false} onLoadMore={() => undefined} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Showing 1 of 1 product');
  });
});

describe('the signed-in hint', () => {
  it('is read from the readable cookie the server sets beside the session', () => {
    expect(hasSessionHint('lang=hi; signed_in=1')).toBe(true);
    expect(hasSessionHint('signed_in=1')).toBe(true);
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('lang=hi')).toBe(false);
    expect(hasSessionHint('signed_in=0')).toBe(false);
    expect(hasSessionHint('not_signed_in=1')).toBe(false);
  });
});
