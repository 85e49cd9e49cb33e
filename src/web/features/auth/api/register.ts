import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '#common/schemas/auth.js';
import { api } from '#web/lib/api-client.js';

/** POST /api/user/register: creates the account without signing in. */
export function register(input: RegisterInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/user/register', input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
