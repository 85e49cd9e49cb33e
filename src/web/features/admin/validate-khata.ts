import { CreditLimitInput, KhataPaymentInput } from '#common/schemas/khata.js';

/**
 * The owner's khata forms read what was typed with the server's own rules (common/schemas/khata.ts),
 * so a refusal is said before anything is sent; the server is the judge either way.
 */

/** The amount of a khata payment as the server reads it (more than 0, two decimals at most), or null. */
export function paymentAmountOf(text: string): number | null {
  const parsed = KhataPaymentInput.shape.amount.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/** A credit limit as the server reads it (0 or more, two decimals at most, within the bound), or null. */
export function creditLimitOf(text: string): number | null {
  const parsed = CreditLimitInput.shape.creditLimit.safeParse(text);
  return parsed.success ? parsed.data : null;
}
