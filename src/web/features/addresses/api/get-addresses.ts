import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Address } from '#common/schemas/addresses.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** The start of every address key: each change refetches the list through it. */

/** GET /api/user/addresses: the shopper's own, the default first, then the newest. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const answer = await api.get<{ addresses: Address[] }>('/api/user/addresses', { signal });
  return answer.addresses;
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.addresses.all, queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
