import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpiAnswer } from '#common/schemas/payments.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** GET /api/rider/orders/:id/upi: the order's UPI QR code (a data URL) for the shopper to scan at the door, and the amount. */
export async function getRiderUpi(orderId: string, signal?: AbortSignal): Promise<Omit<UpiAnswer, 'success'>> {
  const { link, qr, amount } = await api.get<UpiAnswer>(`/api/rider/orders/${encodeURIComponent(orderId)}/upi`, { signal });
  return { link, qr, amount };
}

export function useRiderUpi(orderId: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.rider.upi(orderId),
      queryFn: ({ signal }) => getRiderUpi(orderId, signal),
      retry: false,
      enabled,
    }),
  );
}
