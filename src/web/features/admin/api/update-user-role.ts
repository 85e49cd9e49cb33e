import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#common/constants.js';
import type { User } from '#common/schemas/auth.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** PUT /api/user/admin/user/:id { UserRole } (Admin; an admin cannot demote themselves: 409). */
export function updateUserRole({ id, role }: { id: string; role: Role }): Promise<{ message: string; isUserExit: User }> {
  return api.put<{ message: string; isUserExit: User }>(`/api/user/admin/user/${encodeURIComponent(id)}`, { UserRole: role });
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}
