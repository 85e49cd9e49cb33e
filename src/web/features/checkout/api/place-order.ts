import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.js';
import { placeOrder } from '#web/lib/place-order.js';
import { queryKeys } from '#web/lib/query-keys.js';

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
