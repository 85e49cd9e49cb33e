import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** PUT /api/user/my/order/:id/payment { reference }: the UTR the shopper paid with; the order stays Unpaid until the shop checks it. */
export async function reportPayment({ id, reference }: { id: string; reference: string }): Promise<Order> {
  const answer = await api.put<{ order: Order }>(`/api/user/my/order/${encodeURIComponent(id)}/payment`, { reference });
  return answer.order;
}

export function useReportPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPayment,
    onSuccess: (order) => {
      queryClient.setQueryData<Order>(queryKeys.orders.one(order._id), order);
      queryClient.setQueryData<Order[]>(queryKeys.orders.mine, (list) => list?.map((o) => (o._id === order._id ? order : o)));
    },
  });
}
