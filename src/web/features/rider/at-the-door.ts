import { formatRupees } from '#common/money.js';
import type { RiderOrder } from '#common/schemas/riders.js';

/**
 * What a stop asks of the rider at the door (decision 0058): nothing on an order already paid,
 * nothing on a Credit order (it goes on the shopper's khata), else its amount due.
 */
export type AtTheDoor = 'paid' | 'credit' | 'collect';

export function atTheDoor(order: Pick<RiderOrder, 'paymentMethod' | 'payment'>): AtTheDoor {
  if (order.payment.status === 'Paid') return 'paid';
  if (order.paymentMethod === 'Credit' || order.payment.status === 'OnCredit') return 'credit';
  return 'collect';
}

/** An amount to hand over, with its paise written out when it has any: "₹ 123.50", "₹ 1,250". */
export function formatDoorAmount(rupees: number): string {
  const text = formatRupees(rupees);
  return /\.\d$/.test(text) ? `${text}0` : text;
}
