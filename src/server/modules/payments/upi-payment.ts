import { toPaise } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import type { Settings } from '#common/schemas/settings.js';
import { isMethodAvailable } from './payment-methods.js';
import { upiLink } from './upi-link.js';

/** What a mail or a bill needs to ask for an order's money by UPI. */
export interface UpiPayment {
  /** The `upi://pay` link of API.md "Getting paid", exactly as the order's page gives it. */
  link: string;
  /** The amount due, rupees. */
  amount: number;
  /** Where the money goes, written out for a shopper who types it into their app. */
  upiId: string;
  payee: string;
}

/** Who a UPI app names as the payee: the owner's UPI name, else the shop's. */
export const payeeOf = (shop: Pick<Settings, 'upiName' | 'shopName'>): string => shop.upiName || shop.shopName;

/**
 * The UPI payment an order still asks for (decision 0050): a UPI order, Unpaid and not
 * cancelled, in a shop that takes UPI now (enabled, with its UPI ID). A Cash order may be paid by
 * UPI too on its page, but its mail and bill speak of cash: a QR on them would ask twice.
 */
export function upiPaymentOf(
  shop: Pick<Settings, 'paymentMethods' | 'upiId' | 'upiName' | 'shopName'>,
  order: Pick<Order, 'paymentMethod' | 'payment' | 'status' | 'amountDue' | 'orderNumber'>,
): UpiPayment | undefined {
  const asks = order.paymentMethod === 'UPI' && order.payment.status === 'Unpaid' && order.status !== 'Cancelled';
  if (!asks || !isMethodAvailable(shop, 'UPI')) return undefined;
  const payee = payeeOf(shop);
  const link = upiLink({ upiId: shop.upiId, payee, amountPaise: toPaise(order.amountDue), orderNumber: order.orderNumber });
  return { link, amount: order.amountDue, upiId: shop.upiId, payee };
}
