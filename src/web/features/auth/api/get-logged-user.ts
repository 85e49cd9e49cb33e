import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_HINT_COOKIE } from '#common/constants.js';
import type { User } from '#common/schemas/auth.js';
import { ApiError, api, isNetworkFailure } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { readKeptUser } from '../kept-user.js';

/**
 * Whether this browser may hold a session: the server sets the readable `signed_in` cookie with
 * the HttpOnly session cookie and clears both together (docs/decisions/0020-storefront-pages.md).
 */
export function hasSessionHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${SESSION_HINT_COOKIE}=1`);
}

/**
 * GET /api/user/getloggeduser: the signed-in user, or null when the server answers 401. Without
 * the hint there is no session to ask about, so a guest's visit makes no refused request; a
 * session that ended answers 401 once, and that answer clears the hint. Without a network, the
 * user last read (kept-user.ts).
 */
export async function getLoggedUser(): Promise<User | null> {
  if (!hasSessionHint()) return null;
  try {
    const answer = await api.get<{ user: User }>('/api/user/getloggeduser');
    return answer.user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    const kept = isNetworkFailure(error) ? readKeptUser() : null;
    if (kept) return kept;
    throw error;
  }
}

export const loggedUserQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.session.all, queryFn: getLoggedUser, staleTime: Number.POSITIVE_INFINITY, retry: 1 });

export interface Session {
  user: User | null;
  /** Spec 4: true only after a successful user fetch. */
  isLoggedIn: boolean;
  isAdmin: boolean;
  /** A delivery rider of the shop (API.md "The delivery run"). */
  isRider: boolean;
  /** The first fetch has not answered yet. */
  isPending: boolean;
}

/** The current session, fetched once at start (spec 2.1) and replaced on login and logout. */
export function useSession(): Session {
  const { data, isPending } = useQuery(loggedUserQueryOptions());
  const user = data ?? null;
  return { user, isLoggedIn: user !== null, isAdmin: user?.role === 'Admin', isRider: user?.role === 'Rider', isPending };
}
