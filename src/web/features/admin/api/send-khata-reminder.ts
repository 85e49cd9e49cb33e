import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.js';

/** POST /api/admin/khata/:userId/reminder (Admin): mails the shopper their balance; 409 when they owe nothing. */
export async function sendKhataReminder(userId: string): Promise<{ balance: number }> {
  const { balance } = await api.post<{ balance: number }>(`/api/admin/khata/${encodeURIComponent(userId)}/reminder`);
  return { balance };
}

export function useSendKhataReminder() {
  return useMutation({ mutationFn: sendKhataReminder });
}
