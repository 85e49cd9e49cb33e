/**
 * The service worker's rules for the catalogue (decision 0066), shared with the api client, which
 * notes the answers that came from the cache.
 */

/**
 * The header a catalogue answer carries when it comes from the service worker's cache: when the
 * shop sent it (ISO). A fresh answer from the network has none.
 */
export const SEEN_AT_HEADER = 'x-shop-seen-at';

/**
 * The answers anyone may read that a shopper needs to browse and to confirm an order: products,
 * categories, reviews, the cart's products, the shop's settings, its delivery slots and whether it
 * delivers to a PIN code. Nothing
 * of a signed-in shopper's own (orders, khata, addresses) is kept in the worker's caches.
 */
const CATALOGUE =
  /^\/api\/(product\/(getAllProducts|recent\/products|getSingleProduct\/[^/]+|byIds)|category\/get|user\/get\/reviews|settings|delivery\/(slots|check))$/;

export function isCatalogueRequest(pathname: string): boolean {
  return CATALOGUE.test(pathname);
}

/** The copy of an answer the cache keeps: the same answer, stamped with when it was seen. */
export async function stampSeenAt(response: Response, seenAt: Date): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(SEEN_AT_HEADER, seenAt.toISOString());
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}
