import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaidMethod } from '#common/constants.js';
import type { Order } from '#common/schemas/orders.js';
import { api } from '#web/lib/api-client.js';
import { queryKeys } from '#web/lib/query-keys.js';

/** The money the owner received: how, and an optional reference (a UTR, a receipt number); blank is none. */
export type ReceivedPayment = {
  method: PaidMethod;
  reference?: string;
};

/**
 * How an unpaid order was most likely paid: by UPI when it was a UPI order or the customer
 * reported a UTR (that UTR its reference), else in cash. The owner changes it on the order's page.
 */
export function likelyPayment(order: Order): ReceivedPayment {
  const reported = order.payment.reportedReference ?? undefined;
  return { method: reported || order.paymentMethod === 'UPI' ? 'UPI' : 'Cash', reference: reported };
}

/** A blank reference is left out, as the server reads it. */
export function paymentBody({ method, reference }: ReceivedPayment): ReceivedPayment {
  const trimmed = reference?.trim();
  return trimmed ? { method, reference: trimmed } : { method };
}

/** PUT /api/admin/orders/:id/payment (Admin): the order Paid (409 ALREADY_PAID / NOT_PAYABLE otherwise). */
export async function recordPayment({ id, payment }: { id: string; payment: ReceivedPayment }): Promise<Order> {
  const answer = await api.put<{ order: Order }>(`/api/admin/orders/${encodeURIComponent(id)}/payment`, paymentBody(payment));
  return answer.order;
}

/** PUT /api/admin/orders/:id/refund (Admin): a RefundDue order Refunded, with an optional reference (409 CONFLICT otherwise). */
export async function refundOrder({ id, reference }: { id: string; reference?: string }): Promise<Order> {
  const trimmed = reference?.trim();
  const answer = await api.put<{ order: Order }>(
    `/api/admin/orders/${encodeURIComponent(id)}/refund`,
    trimmed ? { reference: trimmed } : {},
  );
  return answer.order;
}

/** The order as the server now has it, on its page at once; every list (and the dashboard) reads again. */
function useOrderChange<Input>(change: (input: Input) => Promise<Order>, id: (input: Input) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (order) => {
      queryClient.setQueryData<Order>(queryKeys.orders.one(order._id), order);
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.adminLists });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.dashboard });
    },
    // Refused (another admin recorded it first): show the order as it is now.
    onError: (_error, input) => queryClient.invalidateQueries({ queryKey: queryKeys.orders.one(id(input)) }),
  });
}

export const useRecordPayment = () => useOrderChange(recordPayment, (input) => input.id);
export const useRefundOrder = () => useOrderChange(refundOrder, (input) => input.id);
