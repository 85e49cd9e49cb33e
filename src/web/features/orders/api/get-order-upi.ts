import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UpiAnswer } from '#common/schemas/payments.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

export type OrderUpi = Omit<UpiAnswer, 'success'>;

/** GET /api/user/my/order/:id/upi: the order's `upi://pay` link, its QR code (a data URL) and the amount due in rupees. */
export async function getOrderUpi(orderId: string, signal?: AbortSignal): Promise<OrderUpi> {
  const { link, qr, amount } = await api.get<UpiAnswer>(`/api/user/my/order/${encodeURIComponent(orderId)}/upi`, { signal });
  return { link, qr, amount };
}

export const orderUpiQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: queryKeys.orders.upi(orderId), queryFn: ({ signal }) => getOrderUpi(orderId, signal), retry: false });

export function useOrderUpi(orderId: string, enabled: boolean) {
  return useQuery({ ...orderUpiQueryOptions(orderId), enabled });
}
