import { toPaise, toRupees } from '#common/money.js';
import { cartTotal, type PricedLine } from '#web/lib/line-totals.js';

/** How much more (rupees) the cart needs to reach the shop's minimum order; 0 when it is enough or there is no minimum. */
export function shortOfMinimum(lines: readonly PricedLine[], minOrderAmount: number): number {
  // In paise: 199.9 short of 200 must say ₹ 0.1, not a float's 0.09999.
  const short = toPaise(minOrderAmount) - toPaise(cartTotal(lines));
  return short > 0 ? toRupees(short) : 0;
}
