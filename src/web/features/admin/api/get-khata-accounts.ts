import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KhataAccount } from '#common/schemas/khata.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/admin/khata (Admin): everyone who owes on credit, oldest debt first, with the days since it. */
export async function getKhataAccounts(signal?: AbortSignal): Promise<KhataAccount[]> {
  const answer = await api.get<{ accounts: KhataAccount[] }>('/api/admin/khata', { signal });
  return answer.accounts;
}

/** Read afresh whenever the list opens: deliveries and payments change it from other screens. */
export const khataAccountsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.khata.accounts, queryFn: ({ signal }) => getKhataAccounts(signal), staleTime: 0 });

export function useKhataAccounts() {
  return useQuery(khataAccountsQueryOptions());
}
