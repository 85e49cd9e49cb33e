import { isPinCode, mobileDigits } from '#common/contact-rules.js';
import type { ShippingInfo } from '#common/schemas/orders.js';
import type { PlainMessageId } from '#web/i18n/messages.js';

/** The server's own rule (common/contact-rules.ts): "+91 98765 43210", "098765-43210" and "9876543210" are the same 10 digits. */
export { mobileDigits };

/** The spec's three shipping rules, each with the fields it is about. */
export type ShippingRule = Extract<PlainMessageId, 'checkout.mobileInvalid' | 'checkout.pinInvalid' | 'checkout.allRequired'>;

/** Spec 5, in this order: each rule, the fields it looks at and whether the details break it. */
const rules: readonly { id: ShippingRule; fields: (shipping: ShippingInfo) => (keyof ShippingInfo)[] }[] = [
  { id: 'checkout.mobileInvalid', fields: (s) => (mobileDigits(s.mobileNumber) === null ? ['mobileNumber'] : []) },
  { id: 'checkout.pinInvalid', fields: (s) => (isPinCode(s.pinCode) ? [] : ['pinCode']) },
  {
    id: 'checkout.allRequired',
    fields: (s) => (['address', 'city'] as const).filter((field) => !s[field].trim()),
  },
];

/**
 * Spec 5, in this order, first failure only: mobile exactly 10 digits (as typed, with spaces,
 * dashes, +91 or 0 in front), pin code exactly 6 digits, then address and city not empty after
 * trimming. Null when the details are complete; otherwise the problem's text (its id).
 */
export function shippingProblem(shipping: ShippingInfo): ShippingRule | null {
  return rules.find((rule) => rule.fields(shipping).length > 0)?.id ?? null;
}

/**
 * The fields that still break one rule: the mobile number, the PIN, or the blank ones of address
 * and city. Empty once the shopper has mended them, so the rule's message can go (it is shown
 * after Next, and leaves as soon as its field is right, without waiting for the next Next).
 */
export function fieldsBreaking(rule: ShippingRule, shipping: ShippingInfo): (keyof ShippingInfo)[] {
  return rules.find((candidate) => candidate.id === rule)?.fields(shipping) ?? [];
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
