import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachMobileInput, User } from '#common/schemas/auth.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** PUT /api/user/mobile: sets the signed-in account's mobile with the code texted to it (409 when another account holds it). */
export async function attachMobile(input: AttachMobileInput): Promise<User> {
  const answer = await api.put<{ user: User }>('/api/user/mobile', input);
  return answer.user;
}

export function useAttachMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachMobile,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.session.all, user),
  });
}
