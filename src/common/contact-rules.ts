/**
 * The PIN code and mobile number rules (spec 5), written once for the server's schemas and the
 * storefront's forms. Plain functions without Zod, so a form checks as it is typed without
 * loading the schemas; the schemas (schemas/fields.ts) are built on them.
 */

/** An Indian PIN code: exactly 6 digits. */
export const PIN_CODE = /^\d{6}$/;

/** Whether the text, trimmed, is a PIN code. */
export const isPinCode = (typed: string): boolean => PIN_CODE.test(typed.trim());

const TEN_DIGITS = /^\d{10}$/;

/**
 * A number as people type it, its spacing, dashes, brackets and country or trunk prefix taken
 * off: "+91 98765 43210", "098765-43210" and "9876543210" all read "9876543210".
 */
export const withoutPhoneDressing = (typed: string): string =>
  typed.replace(/[\s().-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, '');

/** Whether a number, its dressing taken off, is the 10 digits of an Indian mobile number. */
export const isTenDigits = (digits: string): boolean => TEN_DIGITS.test(digits);

/** The 10 digits of a mobile number as people type it, or null when it is not one. */
export function mobileDigits(typed: string): string | null {
  const digits = withoutPhoneDressing(typed.trim());
  return isTenDigits(digits) ? digits : null;
}
