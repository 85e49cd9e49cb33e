import { amountDuePaise } from '#common/amount-due.js';
import { toMilli, toPaise, toRupees } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import type { PackingInput } from '#common/schemas/packing.js';
import { isKgUnit } from '#common/units.js';
import { type ParsedQuantity, parsePackedQuantity } from './packed-quantity.js';

/** One line of the packing form as typed: the quantity's text, and whether it was not there. */
export interface DraftLine {
  text: string;
  missing: boolean;
}

/** The form as it opens: the last packing, else what was ordered; a line packed as 0 is ticked Not available. */
export function draftOf(order: Pick<Order, 'orderItems'>): DraftLine[] {
  return order.orderItems.map((item) => ({
    text: String(item.packedQuantity === null || item.packedQuantity === 0 ? item.quantity : item.packedQuantity),
    missing: item.packedQuantity === 0,
  }));
}

/** Each line read: Not available is 0, else the typed quantity (or why it cannot be read). */
export function readDraft(order: Pick<Order, 'orderItems'>, draft: readonly DraftLine[]): ParsedQuantity[] {
  return order.orderItems.map((item, index) => {
    const line = draft[index] ?? { text: '', missing: false };
    return line.missing ? { ok: true, quantity: 0 } : parsePackedQuantity(line.text, isKgUnit(item.unit));
  });
}

/**
 * What the shopper pays once packed as read (common/amount-due.ts, the server's own rule), in
 * rupees; null while a line cannot be read. The order's delivery charge is kept.
 */
export function amountDueOf(order: Pick<Order, 'orderItems' | 'shippingCharge'>, read: readonly ParsedQuantity[]): number | null {
  if (read.some((line) => !line.ok)) return null;
  const lines = order.orderItems.map((item, index) => {
    const line = read[index];
    return {
      ratePaise: toPaise(item.rate),
      quantityMilli: toMilli(item.quantity),
      packedMilli: line?.ok ? toMilli(line.quantity) : null,
    };
  });
  return toRupees(amountDuePaise(lines, { deliveryChargePaise: toPaise(order.shippingCharge) }));
}

/** The body of PUT packing, once every line reads. */
export function packingItems(order: Pick<Order, 'orderItems'>, read: readonly ParsedQuantity[]): PackingInput['items'] | null {
  if (read.some((line) => !line.ok)) return null;
  return order.orderItems.map((item, index) => {
    const line = read[index];
    return { _id: item._id, packedQuantity: line?.ok ? line.quantity : 0 };
  });
}
