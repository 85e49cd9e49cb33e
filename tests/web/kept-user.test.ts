import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '#common/constants.js';
import type { User } from '#common/schemas/auth.js';
import { getLoggedUser } from '#web/features/auth/api/get-logged-user.js';
import { keepSessionUser, readKeptUser } from '#web/features/auth/kept-user.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { setPageOrigin } from './support/serve-shop.js';

/**
 * The signed-in shopper kept for visits without a network (decision 0066): it follows the
 * session's query, and answers for the session only when the shop cannot be reached.
 */
const asha = { _id: 'a5c94aa3-ff5f-4f14-9baf-cb3900dca1af', firstName: 'Asha', lastName: 'Patil', role: 'user' } as unknown as User;

afterEach(() => {
  localStorage.clear();
  document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`;
});

describe('the kept user', () => {
  it('is whoever the session says is signed in, and nobody once it says nobody is', () => {
    const queryClient = new QueryClient();
    keepSessionUser(queryClient);
    expect(readKeptUser()).toBeNull();
    queryClient.setQueryData(queryKeys.session.all, asha);
    expect(readKeptUser()).toEqual(asha);
    queryClient.setQueryData(queryKeys.session.all, null);
    expect(readKeptUser()).toBeNull();
  });

  it('answers for the session when the shop cannot be reached, and never for a guest', async () => {
    const queryClient = new QueryClient();
    keepSessionUser(queryClient);
    queryClient.setQueryData(queryKeys.session.all, asha);
    setPageOrigin('http://127.0.0.1:9'); // nothing listens: no network
    expect(await getLoggedUser()).toBeNull(); // no session hint: a guest asks nothing
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    expect(await getLoggedUser()).toEqual(asha);
    localStorage.clear();
    await expect(getLoggedUser()).rejects.toMatchObject({ code: 'NETWORK' });
  });
});
