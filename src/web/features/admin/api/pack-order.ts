import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders.js';
import type { PackingInput } from '#common/schemas/packing.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { refreshProducts } from './catalog-cache.js';

/**
 * PUT /api/admin/orders/:id/packing (Admin; API.md "Packing"): every line as packed, 0 for one
 * not available. 400 names each line's problem, 409 ORDER_NOT_PACKABLE / OUT_OF_STOCK.
 */
export async function packOrder({ id, items }: { id: string; items: PackingInput['items'] }): Promise<Order> {
  const answer = await api.put<{ order: Order }>(`/api/admin/orders/${encodeURIComponent(id)}/packing`, { items });
  return answer.order;
}

/** The packed order on its page at once; the lists, the dashboard and the stock read again. */
export function usePackOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: packOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData<Order>(queryKeys.orders.one(order._id), order);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      await refreshProducts(queryClient);
    },
    // Refused because the order moved on (shipped, cancelled): show it as it is now.
    onError: (_error, { id }) => queryClient.invalidateQueries({ queryKey: queryKeys.orders.one(id) }),
  });
}
