import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders.js';
import { orderQueryOptions } from '#web/features/orders/api/get-order.js';
import { api } from '#web/lib/api-client.js';

export type NextStatus = 'Shipped' | 'Delivered';

/** PUT /api/user/update/order/:id { oStatus } (Admin; only the next step, else 409). */
export function updateOrderStatus({ id, status }: { id: string; status: NextStatus }): Promise<{ message: string; Order: Order }> {
  return api.put<{ message: string; Order: Order }>(`/api/user/update/order/${encodeURIComponent(id)}`, { oStatus: status });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async (answer) => {
      queryClient.setQueryData(orderQueryOptions(answer.Order._id).queryKey, answer.Order);
      // Every order list (the admin's, the shopper's) starts with 'orders'.
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    // Refused (409: another admin moved it first): show the order as it is now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: orderQueryOptions(id).queryKey }),
  });
}
