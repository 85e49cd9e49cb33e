import { QueryClient } from '@tanstack/react-query';
import { ApiError, isNetworkFailure } from './api-client.js';

/**
 * A refused request (4xx) will be refused again: retry only network and server failures, once.
 * Without a network there is no retry: the screen says what it could not read at once, instead
 * of waiting paused for a network that may not come.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (isNetworkFailure(error) && !navigator.onLine) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // Every request is tried even when the browser says it is offline: the service worker may
    // answer from its cache (decision 0066), and a failed order is kept to be sent later.
    queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    mutations: { retry: false, networkMode: 'always' },
  },
});
