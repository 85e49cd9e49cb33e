import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** `?page=` as the address gives it: a whole number from 1, else the first page. */
export function pageOf(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

type Change<K extends string> = Partial<Record<K, string | undefined>> & { page?: number };

/**
 * A long list's filters and page as its address keeps them (`?status=Shipped&q=asha&page=2`), so
 * back, forward, a reload and a shared link show the same list (decision 0011). A new filter
 * starts again at the first page; the page is left out of the address while it is the first.
 */
export function useListAddress<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, search.get(key) ?? ''])) as Record<K, string>;
  const page = pageOf(search.get('page'));

  const searchWith = useCallback(
    (change: Change<K>, current: URLSearchParams = search): string => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (key === 'page') continue;
        if (value) next.set(key, String(value));
        else next.delete(key);
      }
      const wanted = change.page ?? 1;
      if (wanted > 1) next.set('page', String(wanted));
      else next.delete('page');
      const text = next.toString();
      return text ? `?${text}` : '';
    },
    [search],
  );

  /** Shows the list with `change` applied; typing replaces the address's entry instead of adding one per pause. */
  const show = useCallback(
    (change: Change<K>, { replace = false }: { replace?: boolean } = {}) =>
      setSearch((current) => new URLSearchParams(searchWith(change, current)), { replace }),
    [setSearch, searchWith],
  );

  return { filters, page, show, searchWith };
}
