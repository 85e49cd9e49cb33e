import { useMutation } from '@tanstack/react-query';
import type { SendCodeInput } from '#common/schemas/auth.js';
import { api } from '#web/lib/api-client.js';

/**
 * POST /api/auth/otp/send (API.md "Phone first"): texts a 6-digit code to the number. The answer
 * is the same whether the number has an account or not; a 429 carries `Retry-After`.
 */
export function sendCode(input: SendCodeInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/auth/otp/send', input);
}

export function useSendCode() {
  return useMutation({ mutationFn: sendCode });
}
