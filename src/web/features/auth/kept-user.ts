import type { QueryClient } from '@tanstack/react-query';
import type { User } from '#common/schemas/auth.js';
import { queryKeys } from '#web/lib/query-keys.js';

/**
 * The signed-in shopper as last read, kept in the browser (decision 0066) so a visit without a
 * network still knows who is signed in: their cart, checkout and waiting orders stay theirs.
 * It follows the session's query: whoever signs in is kept, and the kept user is forgotten as
 * soon as the session says nobody is signed in (sign-out, an ended session).
 */
const KEY = 'signedInUser';

function keepUser(user: User): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(user));
  } catch {
    // Storage full or closed: an offline visit shows the shop signed out, nothing worse.
  }
}

export function readKeptUser(): User | null {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return typeof kept === 'object' && kept !== null && typeof (kept as User)._id === 'string' ? (kept as User) : null;
  } catch {
    return null;
  }
}

function forgetUser(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing kept to forget.
  }
}

/** Keeps the session's user whenever the session's query changes (called once, at start). */
export function keepSessionUser(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryKey[0] !== queryKeys.session.all[0]) return;
    const user = event.query.state.data as User | null | undefined;
    if (user) keepUser(user);
    else if (user === null) forgetUser();
  });
}
