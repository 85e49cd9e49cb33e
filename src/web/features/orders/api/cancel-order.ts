import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/**
 * Every product query of the storefront (list, one, recent) has a key starting with 'products'
 * (features/catalog/api): a cancel gives stock back, so they refetch.
 */

/** PUT /api/user/my/order/:id/cancel { reason? }: the shopper's own order, while it is Processing (else 409 ORDER_NOT_CANCELLABLE). */
export function cancelOrder({ id, reason }: { id: string; reason?: string }): Promise<{ message: string; order: Order }> {
  const body = reason?.trim() ? { reason: reason.trim() } : {};
  return api.put<{ message: string; order: Order }>(`/api/user/my/order/${encodeURIComponent(id)}/cancel`, body);
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: ({ order }) => {
      // Shown as Cancelled at once, on the order's page and in My Orders; the refetches that
      // follow are not waited for, so the dialog closes as soon as the shop has answered.
      queryClient.setQueryData<Order>(queryKeys.orders.one(order._id), order);
      queryClient.setQueryData<Order[]>(queryKeys.orders.mine, (list) => list?.map((o) => (o._id === order._id ? order : o)));
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.products.all });
    },
    // Refused (the shop shipped it meanwhile): show the order as it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
