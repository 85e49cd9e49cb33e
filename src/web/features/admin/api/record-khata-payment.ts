import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KhataEntry } from '#common/schemas/khata.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { paymentBody, type ReceivedPayment } from './record-payment.js';

export interface KhataPayment extends ReceivedPayment {
  /** Rupees received: more than 0, at most the balance. */
  amount: number;
}

/** POST /api/admin/khata/:userId/payments (Admin): money received against the balance; 400 above it or at 0. */
export async function recordKhataPayment({
  userId,
  payment: { amount, ...received },
}: {
  userId: string;
  payment: KhataPayment;
}): Promise<{ entry: KhataEntry; balance: number }> {
  const { entry, balance } = await api.post<{ entry: KhataEntry; balance: number }>(
    `/api/admin/khata/${encodeURIComponent(userId)}/payments`,
    { amount, ...paymentBody(received) },
  );
  return { entry, balance };
}

/** Every khata screen reads again (the list, the account, the day's cash-up on the dashboard), refused or not. */
export function useRecordKhataPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordKhataPayment,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.khata.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.dashboard });
    },
  });
}
