import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until none of the screens' query clients has a read or a change on its way, so no request
 * reaches a shop that has closed or a test that has moved on. The session's query retries a
 * failure once, a second later, and a loaded machine answers slowly: this waits up to 10 s.
 */
export async function settleClients(clients: Iterable<QueryClient | undefined>): Promise<void> {
  for (const client of clients) {
    if (client) await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0), { timeout: 10_000 });
  }
}
