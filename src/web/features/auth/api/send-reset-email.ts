import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';

/** POST /api/user/send-reset-password-email: the same answer whether or not the e-mail exists. */
export function sendResetEmail(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/user/send-reset-password-email', { email });
}

export function useSendResetEmail() {
  return useMutation({ mutationFn: sendResetEmail });
}
