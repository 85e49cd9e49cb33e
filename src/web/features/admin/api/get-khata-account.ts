import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KhataAnswer } from '#common/schemas/khata.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** One shopper's khata as the owner reads it: the same figures and entries the shopper sees. */
export type KhataAccountView = Omit<KhataAnswer, 'success'>;

/** GET /api/admin/khata/:userId (Admin; 404 for no such account). */
export async function getKhataAccount(userId: string, signal?: AbortSignal): Promise<KhataAccountView> {
  const { limit, balance, onOrder, available, entries } = await api.get<KhataAnswer>(`/api/admin/khata/${encodeURIComponent(userId)}`, {
    signal,
  });
  return { limit, balance, onOrder, available, entries };
}

export const khataAccountQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: queryKeys.khata.account(userId),
    queryFn: ({ signal }) => getKhataAccount(userId, signal),
    staleTime: 0,
  });

export function useKhataAccount(userId: string) {
  return useQuery(khataAccountQueryOptions(userId));
}
