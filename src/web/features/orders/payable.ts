import type { Order } from '#common/schemas/orders.js';
import type { ShopSettings } from '#web/lib/shop-settings.js';

/**
 * Whether the shopper can pay this order by UPI now (API.md "Getting paid"): a Cash or UPI order,
 * Unpaid, not cancelled, in a shop that takes UPI to a UPI ID. The server's rule; asking it for
 * another order answers 409, so the page does not ask.
 */
export function payableByUpi(
  order: Pick<Order, 'status' | 'paymentMethod' | 'payment'>,
  settings: Pick<ShopSettings, 'paymentMethods' | 'upiId'> | undefined,
): boolean {
  return (
    (order.paymentMethod === 'Cash' || order.paymentMethod === 'UPI') &&
    order.payment.status === 'Unpaid' &&
    order.status !== 'Cancelled' &&
    Boolean(settings?.paymentMethods.includes('UPI') && settings.upiId)
  );
}

/** A UTR as typed or pasted, spaces dropped; null unless it is the 12 digits the server takes. */
export function utrOf(text: string): string | null {
  const digits = text.replace(/\s+/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}
