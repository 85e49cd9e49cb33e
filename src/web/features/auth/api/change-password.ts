import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';

export interface NewPasswordBody {
  password: string;
  confirm_password: string;
}

/** PUT /api/user/changePassword (signed in). */
export function changePassword(body: NewPasswordBody): Promise<{ message: string }> {
  return api.put<{ message: string }>('/api/user/changePassword', { ...body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
