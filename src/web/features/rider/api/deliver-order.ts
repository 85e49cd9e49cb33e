import type { Collected } from '#common/constants.js';
import type { RiderOrder } from '#common/schemas/riders.js';
import { api } from '#web/lib/api-client.js';

export interface Delivery {
  orderId: string;
  code: string;
  collected: Collected;
  reference?: string;
}

/**
 * PUT /api/rider/orders/:id/delivered: the shopper's code and what was collected at the door.
 * Refusals (decision 0056): 409 WRONG_CODE, ORDER_NOT_SHIPPED, CONFLICT (already Delivered or
 * Cancelled), ALREADY_PAID; 429 after 5 wrong codes; 400 a bad code or Cash/UPI on credit; 404.
 */
export async function deliverOrder({ orderId, code, collected, reference }: Delivery): Promise<RiderOrder> {
  const answer = await api.put<{ order: RiderOrder }>(`/api/rider/orders/${encodeURIComponent(orderId)}/delivered`, {
    code,
    collected,
    ...(reference ? { reference } : {}),
  });
  return answer.order;
}
