import type { Order } from '#common/schemas/orders.js';
import { isKgUnit } from '#common/units.js';
import type { Translate } from '#web/i18n/messages.js';

/** The words a message is written with, in the shopper's language (useT, useUnit, useLocalName, useFormat's money). */
export interface MessageWords {
  t: Translate;
  unit: (unit: string) => string;
  name: (item: { name: string }) => string;
  money: (rupees: number) => string;
}

export type MessagedOrder = Pick<Order, 'orderNumber' | 'orderItems' | 'amountDue' | 'payment'>;

/**
 * How long the message may be once encoded: a wa.me link stays under about 2,000 characters
 * (what browsers and WhatsApp take), with room for `https://wa.me/91XXXXXXXXXX?text=`.
 */
export const MESSAGE_URL_BUDGET = 1900;

/** An item as the order shows it: its name and what is paid for (as packed once packed, or not available). */
function itemLine(item: MessagedOrder['orderItems'][number], { t, unit, name }: MessageWords): string {
  const quantity = item.packedQuantity ?? item.quantity;
  if (quantity === 0) return `• ${name(item)}: ${t('orders.notAvailable')}`;
  const said = isKgUnit(item.unit)
    ? t('orders.quantityKg', { quantity })
    : t('orders.quantityUnit', { quantity, unit: unit(item.unit ?? '') });
  return `• ${name(item)}: ${said}`;
}

/**
 * The message of an order's WhatsApp links (API.md "Phone first"): the shop and the order's
 * number, its items, and the amount to pay (what is due, as packed; "Total Amount" once paid).
 * A long order lists the items that fit and counts the rest, so the link stays short enough.
 */
export function orderMessage(order: MessagedOrder, shopName: string, words: MessageWords): string {
  const { t, money } = words;
  const owing = order.payment.status === 'Unpaid' || order.payment.status === 'OnCredit';
  const head = `${shopName}: ${t('orders.orderNumber', { number: order.orderNumber })}`;
  const foot = `${t(owing ? 'orders.amountDue' : 'orders.totalAmount')}: ${money(order.amountDue)}`;
  const items = order.orderItems.map((item) => itemLine(item, words));
  const write = (shown: number) => {
    const more = items.length - shown;
    return [head, ...items.slice(0, shown), ...(more > 0 ? [t('orders.whatsAppMore', { count: more })] : []), foot].join('\n');
  };
  let shown = items.length;
  while (shown > 0 && encodeURIComponent(write(shown)).length > MESSAGE_URL_BUDGET) shown--;
  return write(shown);
}
