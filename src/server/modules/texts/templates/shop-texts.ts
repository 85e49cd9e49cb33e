import type { PaymentMethod } from '#common/constants.js';
import { formatRupees } from '#common/money.js';
import type { TextContent } from '../outbox.js';
import { filled, type OrderTextView } from './text-view.js';

/** The owner's new-order alert on the shop's WhatsApp number: English, the shop's language, as its mails. */
export const NEW_ORDER_TEMPLATE = 'new_order_alert';
export const NEW_ORDER_BODY = 'New order {{1}} from {{2}}: {{3}}, {{4}}.';
const PAYMENT: Record<PaymentMethod, string> = { Cash: 'cash on delivery', UPI: 'to be paid by UPI', Credit: 'on credit (khata)' };

export function newOrderText({ order }: OrderTextView): TextContent {
  const name = `${order.user.firstName} ${order.user.lastName}`.trim();
  return filled(NEW_ORDER_TEMPLATE, NEW_ORDER_BODY, [
    String(order.orderNumber),
    name,
    formatRupees(order.amountDue),
    PAYMENT[order.paymentMethod],
  ]);
}
