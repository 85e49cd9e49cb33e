import type { RiderOrder, RiderOrdersAnswer } from '#common/schemas/riders.js';
import { api } from '#web/lib/api-client.js';

/** GET /api/rider/orders: the rider's stops that are not Delivered or Cancelled, in slot order (decision 0056). */
export async function getRiderOrders(signal?: AbortSignal): Promise<RiderOrder[]> {
  const { orders } = await api.get<RiderOrdersAnswer>('/api/rider/orders', { signal });
  return orders;
}
