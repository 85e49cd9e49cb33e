import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartLine, Order, ShippingInfo } from '#common/schemas/orders.js';
import { ApiError, api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

export interface PlaceOrderRequest {
  /** The cart's lines as stored (the server reads id and quantity; name and rate name a conflict's lines). */
  cartItems: readonly CartLine[];
  shippingInfo: ShippingInfo;
  total: number;
  /** The chosen slot's `_id`, when the shop delivers in slots; left out otherwise. */
  deliverySlot?: string;
  /** How the shopper pays, when not cash on delivery (the server's default). */
  paymentMethod?: 'UPI' | 'Credit';
  /** The shopper's word for the packer (trimmed, at most 200 characters). */
  note?: string;
  /** "call" when the shopper wants a call about a missing product; "remove", the default, is not sent. */
  ifUnavailable?: 'call';
  /** The applied coupon's code (API.md "Offers and the delivery charge"); left out without one. */
  coupon?: string;
  /** One key per confirm attempt: a retried or double-clicked order returns the first order. */
  idempotencyKey: string;
}

/** POST /api/user/new/order. The server prices the order itself and answers 409 when a price or stock changed. */
export async function placeOrder({ idempotencyKey, ...body }: PlaceOrderRequest): Promise<Order> {
  const answer = await api.post<{ order: Order }>('/api/user/new/order', { ...body }, { headers: { 'Idempotency-Key': idempotencyKey } });
  return answer.order;
}

export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
      // A Credit order takes its part of the credit still free.
      void queryClient.invalidateQueries({ queryKey: queryKeys.khata.all });
    },
    onError: (error) => {
      // A coupon refused as the order went in (used up meanwhile): its check asks again, so the totals drop it.
      if (error instanceof ApiError && error.code === 'COUPON_INVALID')
        void queryClient.invalidateQueries({ queryKey: queryKeys.coupons.all });
    },
  });
}
