/**
 * Where a shopper goes back to once signed in (docs/decisions/0040-checkout-details.md): the
 * checkout's Login button, and a screen that shows the login in its place, hand their own path on
 * as `{ from }` (history state); "Not A User ? Sign Up" and the register screen pass it along, so
 * sign-up, then login, lands where the shopper was. Only a path of this site is ever followed:
 * anything that could leave it ("//evil.example", "/\evil.example", "https://…") is dropped.
 */

/** Any base will do: a path that keeps it is one of ours. */
const HERE = 'https://shop.invalid';

/** `value` as a path of this site (path, query, hash), or null when it is not one. */
export function sameSitePath(value: unknown): string | null {
  // A single leading slash; no backslash (browsers read "/\x" as "//x"), no spaces or control characters.
  if (typeof value !== 'string' || value.length > 2048 || !/^\/(?![/\\])/.test(value) || /[\\\s\p{Cc}]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The `{ from }` a screen was opened with, when it is a path of this site. */
export function returnPathOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'from' in state ? sameSitePath(state.from) : null;
}

/** The history state that carries a return path on to the next screen (none when there is none). */
export const returnState = (from: string | null): { from: string } | undefined => (from ? { from } : undefined);
