import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput, User } from '#common/schemas/auth.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** POST /api/user/login: answers the user and sets the session cookie. */
export async function login(input: LoginInput): Promise<User> {
  const answer = await api.post<{ user: User }>('/api/user/login', input);
  return answer.user;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session.all, user);
      // Orders and other per-user answers belong to whoever was signed in before.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0] });
    },
  });
}
