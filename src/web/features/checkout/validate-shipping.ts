import { isPinCode, mobileDigits } from '#common/contact-rules.js';
import type { ShippingInfo } from '#common/schemas/orders.js';
import type { PlainMessageId } from '#web/i18n/messages.js';

/** The server's own rule (common/contact-rules.ts): "+91 98765 43210", "098765-43210" and "9876543210" are the same 10 digits. */
export { mobileDigits };

/**
 * Spec 5, in this order, first failure only: mobile exactly 10 digits (as typed, with spaces,
 * dashes, +91 or 0 in front), pin code exactly 6 digits, then address and city not empty after
 * trimming. Null when the details are complete; otherwise the problem's text (its id).
 */
export function shippingProblem(shipping: ShippingInfo): PlainMessageId | null {
  if (mobileDigits(shipping.mobileNumber) === null) return 'checkout.mobileInvalid';
  if (!isPinCode(shipping.pinCode)) return 'checkout.pinInvalid';
  if (!shipping.address.trim() || !shipping.city.trim()) return 'checkout.allRequired';
  return null;
}

/** The details as the order sends them: trimmed, the mobile number as its 10 digits. */
export function trimShipping(shipping: ShippingInfo): ShippingInfo {
  return {
    address: shipping.address.trim(),
    city: shipping.city.trim(),
    mobileNumber: mobileDigits(shipping.mobileNumber) ?? shipping.mobileNumber.trim(),
    pinCode: shipping.pinCode.trim(),
  };
}
