import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '#common/schemas/auth.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** PUT /api/admin/users/:id/credit (Admin): the most the shopper may owe on credit, rupees (0: no credit; 400 below 0). */
export async function setCreditLimit({ id, creditLimit }: { id: string; creditLimit: number }): Promise<User> {
  const answer = await api.put<{ user: User }>(`/api/admin/users/${encodeURIComponent(id)}/credit`, { creditLimit });
  return answer.user;
}

/** The users lists (whose rows carry the limit) and the khata screens read again. */
export function useSetCreditLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCreditLimit,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.khata.all });
    },
  });
}
