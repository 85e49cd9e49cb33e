import type { ShippingInfo } from '#common/schemas/orders.js';
import { texts } from '#web/i18n/texts.js';

/**
 * Spec 5, in this order, first failure only: mobile exactly 10 digits, pin code exactly 6
 * digits, then address and city not empty after trimming. Null when the details are complete.
 */
export function shippingProblem(shipping: ShippingInfo): string | null {
  if (!/^\d{10}$/.test(shipping.mobileNumber.trim())) return texts.checkout.mobileInvalid;
  if (!/^\d{6}$/.test(shipping.pinCode.trim())) return texts.checkout.pinInvalid;
  if (!shipping.address.trim() || !shipping.city.trim()) return texts.checkout.allRequired;
  return null;
}

export function trimShipping(shipping: ShippingInfo): ShippingInfo {
  return {
    address: shipping.address.trim(),
    city: shipping.city.trim(),
    mobileNumber: shipping.mobileNumber.trim(),
    pinCode: shipping.pinCode.trim(),
  };
}
