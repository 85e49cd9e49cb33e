import { useMutation } from '@tanstack/react-query';
import type { Language } from '#web/i18n/languages.js';
import { api } from '#web/lib/api-client.js';

/**
 * POST /api/user/send-reset-password-email: the same answer whether or not the e-mail exists.
 * The mail is written in the language the shopper is reading the shop in.
 */
export function sendResetEmail({ email, language }: { email: string; language: Language }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/user/send-reset-password-email', { email, language });
}

export function useSendResetEmail() {
  return useMutation({ mutationFn: sendResetEmail });
}
