import type { Order } from '#common/schemas/orders.js';
import type { PickOrder } from '#common/schemas/packing.js';
import { todayInIndia } from '#web/lib/delivery-slot.js';

/** The IST day an order is delivered on, as the pick list counts it: its slot's date, else the day it was placed. */
export function packingDayOf(order: Pick<Order, 'deliverySlot' | 'orderDate'>): string {
  return order.deliverySlot?.date ?? todayInIndia(new Date(order.orderDate));
}

/**
 * The order to pack after this one (decision 0053): the next on the day's pick list (by window,
 * then number) that is not packed yet, going round to the start; none when every other is packed.
 */
export function nextToPack(orders: readonly PickOrder[], currentId: string): PickOrder | undefined {
  const at = orders.findIndex((order) => order._id === currentId);
  const round = at < 0 ? orders : [...orders.slice(at + 1), ...orders.slice(0, at)];
  return round.find((order) => order._id !== currentId && order.packedAt === null);
}
