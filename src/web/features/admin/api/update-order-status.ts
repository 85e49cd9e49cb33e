import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Order, UpdateStatusInput } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { refreshProducts } from './catalog-cache.js';
import { paymentBody, type ReceivedPayment } from './record-payment.js';

/** The next step (Shipped, Delivered) or Cancelled. */
export type NextStatus = z.infer<typeof UpdateStatusInput>['oStatus'];

/**
 * PUT /api/user/update/order/:id { oStatus } (Admin; the next step, or Cancelled from Processing or
 * Shipped; else 409). Delivered may carry the money taken at the door: one change, refused whole
 * when the payment cannot be recorded.
 */
export function updateOrderStatus({
  id,
  status,
  payment,
}: {
  id: string;
  status: NextStatus;
  payment?: ReceivedPayment;
}): Promise<{ message: string; Order: Order }> {
  return api.put<{ message: string; Order: Order }>(`/api/user/update/order/${encodeURIComponent(id)}`, {
    oStatus: status,
    ...(payment ? { payment: paymentBody(payment) } : {}),
  });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async (answer) => {
      queryClient.setQueryData<Order>(queryKeys.orders.one(answer.Order._id), answer.Order);
      // Every order list (the admin's, the shopper's) starts with the orders' key.
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      // A cancel gives the stock back, which the product lists and pages show.
      if (answer.Order.status === 'Cancelled') await refreshProducts(queryClient);
    },
    // Refused (409: another admin moved it first): show the order as it is now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: queryKeys.orders.one(id) }),
  });
}
