import { amountDuePaise } from '#common/amount-due.js';
import { toPaise } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { formatBillAmount } from './bill-format.js';
import { dueLinesOf } from './bill-lines.js';
import { BILL_TEXTS as T } from './bill-texts.js';

/**
 * The sums above a bill's total, A4 or receipt: the items as packed (or ordered), a coupon's
 * discount when there is one, and the delivery charge ("Free" at none). Their sum is the order's
 * amount due, which the server figured when the order was placed or packed.
 */
export function billSumsOf(order: Order): { label: string; value: string }[] {
  const discount = toPaise(order.discount);
  const delivery = toPaise(order.shippingCharge);
  return [
    { label: T.itemsTotal, value: formatBillAmount(amountDuePaise(dueLinesOf(order))) },
    ...(discount > 0 ? [{ label: T.discount(order.coupon), value: `− ${formatBillAmount(discount)}` }] : []),
    { label: T.delivery, value: delivery === 0 ? T.free : formatBillAmount(delivery) },
  ];
}
