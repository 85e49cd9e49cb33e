import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';
import type { NewPasswordBody } from './change-password.js';

/** POST /api/user/reset-password/:id/:token with the link's id and token. */
export function resetPassword({ id, token, ...body }: NewPasswordBody & { id: string; token: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>(`/api/user/reset-password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
