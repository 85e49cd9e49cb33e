import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** DELETE /api/user/addresses/:id: deleting the default passes the mark to the newest one left. */
export async function deleteAddress(id: string): Promise<string> {
  return (await api.delete<{ message: string }>(`/api/user/addresses/${encodeURIComponent(id)}`)).message;
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses.all }) });
}
