import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** DELETE /api/user/admin/user/:id (Admin; the list is fetched again after it, spec 7). */
export function deleteUser(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/user/admin/user/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
