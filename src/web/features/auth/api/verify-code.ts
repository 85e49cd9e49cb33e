import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, VerifyCodeInput } from '#common/schemas/auth.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/**
 * POST /api/auth/otp/verify: signs in with the code texted to the number (a new number with a
 * first name makes its account); answers the user and sets the same session cookie as the login.
 */
export async function verifyCode(input: VerifyCodeInput): Promise<User> {
  const answer = await api.post<{ user: User }>('/api/auth/otp/verify', input);
  return answer.user;
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session.all, user);
      // As after the e-mail login: per-user answers belong to whoever was signed in before.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0] });
    },
  });
}
