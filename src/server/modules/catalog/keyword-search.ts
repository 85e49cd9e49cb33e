import { or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '#server/db/client.js';
import { SEARCH_KEY_FROM, SEARCH_KEY_TO, SEARCH_SEPARATOR } from '#server/db/product-search.js';
import { products } from '#server/db/schema.js';
import { escapeLike } from '#server/lib/like-patterns.js';

/**
 * The keyword search of the storefront, the admin's product list and the search box's
 * suggestions (docs/decisions/0015-languages-and-search.md). A keyword matches a product when
 * it is inside any of its names or aliases (English, Hindi, Marathi, "aloo"), or close to one
 * of their words (pg_trgm's strict word similarity, for typos). The best matches come first:
 * a whole name or alias, then one it starts, then one it is inside, then the close ones, the
 * closest first; newest first within each. Close matches forgive typos, so a keyword that is
 * some product's whole name or alias has none. Keywords of one or two characters match only by
 * what they are inside.
 */

/** How close a word must be to count: 0.3 lets "bhendi" find "bhindi" and keeps "mato" from "potato". */
const FUZZY_THRESHOLD = 0.3;
/**
 * Shorter keywords make too few trigrams to be close to anything in particular: two characters
 * match by their letters only, and three must be closer ("आलु" finds "आलू", "tam" not "ताक").
 */
const FUZZY_MIN_LENGTH = 3;
const SHORT_KEYWORD_LENGTH = 3;
const SHORT_FUZZY_THRESHOLD = 0.5;

/** The key of a typed text (Latin letters for Devanagari), as products.search_key holds their names'. */
const keyOf = (text: SQL) => sql`translate(${text}, ${sql.raw(`'${SEARCH_KEY_FROM}'`)}, ${sql.raw(`'${SEARCH_KEY_TO}'`)})`;
const searchKey = products.searchKey;

/**
 * The spellings a keyword is matched by: itself and its singular ("tomatos", "potatoes" find
 * Tomato, Potato; API.md asks for forgiving search).
 */
function keywordForms(keyword: string): string[] {
  const forms = [keyword];
  if (keyword.length > 4 && /es$/i.test(keyword)) forms.push(keyword.slice(0, -2));
  if (keyword.length > 3 && /s$/i.test(keyword)) forms.push(keyword.slice(0, -1));
  return [...new Set(forms)];
}

export interface KeywordFilter {
  /** Which products match. */
  condition: SQL;
  /** The order of the best matches first (the caller adds newest first to break ties). */
  ranking: SQL[];
  /** Whether the condition compares by similarity: it must then run through `withKeywordSearch`. */
  fuzzy: boolean;
  /** How close a close match must be (pg_trgm's strict word similarity). */
  threshold: number;
}

/**
 * The condition and order of a keyword. Patterns are lower-cased by the database, as the
 * search text is. A match inside a name is found through the key's trigram index and then
 * confirmed on the real text, so "p" never finds a product by the "प" of its Hindi name; a
 * close match is the index's own operator `<<%`.
 */
export function keywordFilter(typed: string): KeywordFilter | undefined {
  // The separator and other control characters never belong to a name.
  const keyword = typed.replace(/\p{Cc}+/gu, ' ').trim();
  if (!keyword) return undefined;
  const forms = keywordForms(keyword).map(escapeLike);
  const text = products.searchText;
  const textLike = (pattern: string) => sql`${text} like lower(${pattern})`;
  const inside = forms.map((form) => `%${form}%`);
  const whole = or(...forms.map((form) => textLike(`%${SEARCH_SEPARATOR}${form}${SEARCH_SEPARATOR}%`))) as SQL;
  const starting = or(...forms.map((form) => textLike(`%${SEARCH_SEPARATOR}${form}%`))) as SQL;
  const within = or(...inside.map(textLike)) as SQL;
  const keyLike = (pattern: string) => sql`${searchKey} like ${keyOf(sql`lower(${pattern})`)}`;
  const found = inside.map((pattern) => sql`(${keyLike(pattern)} and ${textLike(pattern)})`);

  const length = [...keyword].length;
  const fuzzy = length >= FUZZY_MIN_LENGTH;
  const threshold = length <= SHORT_KEYWORD_LENGTH ? SHORT_FUZZY_THRESHOLD : FUZZY_THRESHOLD;
  const typedKey = keyOf(sql`lower(${keyword})`);
  if (!fuzzy) {
    const rank = sql`case when ${whole} then 0 when ${starting} then 1 else 2 end`;
    return { condition: or(...found) as SQL, ranking: [rank], fuzzy, threshold };
  }
  // Of the close matches, one whose Latin letters are a whole name's or start one (आलु for आलू,
  // "alu" for आलू) comes before the others, as close as can be.
  const keyWhole = keyLike(`%${SEARCH_SEPARATOR}${escapeLike(keyword)}${SEARCH_SEPARATOR}%`);
  const keyStarting = keyLike(`%${SEARCH_SEPARATOR}${escapeLike(keyword)}%`);
  const rank = sql`case when ${whole} then 0 when ${starting} then 1 when ${within} then 2 when ${keyWhole} then 3 when ${keyStarting} then 4 else 5 end`;
  // A keyword that is some product's whole name or alias is what the shopper meant ("tamatar"):
  // close matches are for typos, so they are left out then (Green Peas' "matar" is not wanted).
  const wholeElsewhere = or(
    ...forms.map((form) => {
      const pattern = `%${SEARCH_SEPARATOR}${form}${SEARCH_SEPARATOR}%`;
      return sql`(named.search_key like ${keyOf(sql`lower(${pattern})`)} and named.search_text like lower(${pattern}))`;
    }),
  ) as SQL;
  const close = sql`(${typedKey} <<% ${searchKey} and not exists (select 1 from ${products} as named where ${wholeElsewhere}))`;
  return {
    condition: or(...found, close) as SQL,
    // Among the close matches the closest first; every other match is as close as can be.
    ranking: [rank, sql`case when ${within} then 1 else strict_word_similarity(${typedKey}, ${searchKey}) end desc`],
    fuzzy,
    threshold,
  };
}

/**
 * Runs a search's queries with the similarity threshold set for its transaction alone. The
 * operator `<<%` and its index read the threshold from a setting (pg_trgm's default, 0.5, misses
 * a typo in a six-letter word); SET LOCAL keeps the change to this transaction, whichever pooled
 * connection it runs on.
 */
export function withKeywordSearch<T>(db: Queryable, filter: KeywordFilter | undefined, read: (q: Queryable) => Promise<T>): Promise<T> {
  if (!filter?.fuzzy) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${String(filter.threshold)}, true)`);
    return read(tx);
  });
}
