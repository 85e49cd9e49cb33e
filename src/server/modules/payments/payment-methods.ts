import type { PaymentMethod } from '#common/constants.js';
import { shopMessage } from '#common/messages.js';
import type { Settings } from '#common/schemas/settings.js';
import { AppError } from '#server/lib/errors.js';

/**
 * Whether the shop takes `method` now (API.md "Getting paid"): the owner enabled it, UPI has the
 * UPI ID it is paid to, and Credit a shopper the owner allowed credit (`creditLimitPaise` > 0;
 * none given is no credit). The one rule for the checkout, the UPI link and a shopper's UTR.
 */
export function isMethodAvailable(
  shop: Pick<Settings, 'paymentMethods' | 'upiId'>,
  method: PaymentMethod,
  shopper: { creditLimitPaise: number } = { creditLimitPaise: 0 },
): boolean {
  if (!shop.paymentMethods.includes(method)) return false;
  if (method === 'UPI') return shop.upiId !== '';
  if (method === 'Credit') return shopper.creditLimitPaise > 0;
  return true;
}

/** Refuses a method the shop does not take now: 409 PAYMENT_METHOD_UNAVAILABLE. */
export function assertMethodAvailable(
  shop: Pick<Settings, 'paymentMethods' | 'upiId'>,
  method: PaymentMethod,
  shopper?: { creditLimitPaise: number },
): void {
  if (isMethodAvailable(shop, method, shopper)) return;
  throw new AppError('PAYMENT_METHOD_UNAVAILABLE', shopMessage('paymentMethodUnavailable', { method }));
}
