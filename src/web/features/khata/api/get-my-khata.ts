import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KhataAnswer } from '#common/schemas/khata.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** A khata as the screens read it: limit, balance, open Credit orders, credit still free (rupees), entries newest first. */
export type Khata = Omit<KhataAnswer, 'success'>;

/** GET /api/user/my/khata (signed in): the shopper's own khata. */
export async function getMyKhata(signal?: AbortSignal): Promise<Khata> {
  const { limit, balance, onOrder, available, entries } = await api.get<KhataAnswer>('/api/user/my/khata', { signal });
  return { limit, balance, onOrder, available, entries };
}

/** Read afresh whenever a screen opens it: a delivery or the owner's payment changes it from elsewhere. */
export const myKhataQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.khata.mine, queryFn: ({ signal }) => getMyKhata(signal), staleTime: 0 });

export function useMyKhata(enabled = true) {
  return useQuery({ ...myKhataQueryOptions(), enabled });
}
