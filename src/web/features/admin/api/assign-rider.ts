import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/**
 * PUT /api/admin/orders/:id/rider { riderId } (Admin): a Processing or Shipped order's rider, or
 * none (null). Setting one again, the same or another, unlocks a delivery locked by wrong codes.
 * Refused: 409 for a Delivered or Cancelled order, 400 for an account that is not a Rider.
 */
export function assignRider({ id, riderId }: { id: string; riderId: string | null }): Promise<{ success: boolean; order: Order }> {
  return api.put<{ success: boolean; order: Order }>(`/api/admin/orders/${encodeURIComponent(id)}/rider`, { riderId });
}

/** One order's rider, from its own page: the answer is the order as it is now. */
export function useAssignRider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRider,
    onSuccess: async (answer) => {
      queryClient.setQueryData<Order>(queryKeys.orders.one(answer.order._id), answer.order);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.adminLists });
    },
    // Refused (another admin delivered or cancelled it meanwhile): show the order as it is now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: queryKeys.orders.one(id) }),
  });
}
