import { z } from 'zod';
import { numberLike } from './fields.js';

/**
 * Pages of the owner's long lists (API.md "The owner's admin at scale"; decision 0011): `page`
 * from 1, `limit` rows a page (at most 100, 25 unless asked). Without `page` a list answers every
 * match, as the specification's screens expect.
 */
export const PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Far past any list of this shop: keeps the offset a database can skip to bounded. */
export const MAX_PAGE = 100_000;

/** A whole number from 1 to `max`, given as a number or a numeric string (a query string). */
export function wholeNumberField(label: string, max: number) {
  return numberLike(label)
    .refine((n) => Number.isInteger(n), `${label}: Must be a whole number..!!`)
    .refine((n) => n >= 1, `${label}: Must be 1 or more..!!`)
    .refine((n) => n <= max, `${label}: Must be at most ${max}..!!`);
}

export const PageField = wholeNumberField('Page', MAX_PAGE);
export const LimitField = wholeNumberField('Limit', MAX_PAGE_SIZE);

/** The query keys of a paged list; spread into the list's own query schema. */
export const PageQuery = { page: PageField.optional(), limit: LimitField.optional() };

/**
 * A search box's text: trimmed, bounded (a longer one could match nothing), and none when blank.
 */
export const SearchText = z
  .string({ error: 'Search: Must be text..!!' })
  .trim()
  .max(100, 'Search: At most 100 characters..!!')
  .transform((text) => text || undefined)
  .optional();

/** What a paged answer adds: the page shown, how many there are (at least 1) and how many rows match. */
export const PageInfo = { page: z.number(), pages: z.number(), matched: z.number() };
export type PageInfo = { page: number; pages: number; matched: number };

/** The rows to read for a request, or none when it asked for no page (every match). */
export function pageWindowOf(query: { page?: number; limit?: number }): { page: number; limit: number; offset: number } | undefined {
  if (query.page === undefined) return undefined;
  const limit = query.limit ?? PAGE_SIZE;
  return { page: query.page, limit, offset: (query.page - 1) * limit };
}

/** The page facts of an answer: a request without a page got everything, on one page. */
export function pageInfoOf(window: { page: number; limit: number } | undefined, matched: number): PageInfo {
  if (!window) return { page: 1, pages: 1, matched };
  return { page: window.page, pages: Math.max(1, Math.ceil(matched / window.limit)), matched };
}
