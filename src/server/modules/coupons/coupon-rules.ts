import { type DiscountTerms, discountPaiseOf } from '#common/discount.js';
import { shopMessage } from '#common/messages.js';
import { formatRupees, toRupees } from '#common/money.js';
import type { Coupon } from '#common/schemas/coupons.js';
import type { coupons } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';

/**
 * Whether a coupon applies, and what it takes off (API.md "Offers and the delivery charge";
 * docs/decisions/0062): the one place the rules are written, for the shopper's check and for
 * the checkout's step alike.
 */

export type CouponRow = typeof coupons.$inferSelect;

/** The API shape of a coupon: rupees and percents as numbers. */
export function toCoupon(row: CouponRow): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: toRupees(row.valueHundredths),
    minAmount: toRupees(row.minAmountPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    validFrom: row.validFrom,
    validTo: row.validTo,
    perShopper: row.perShopper,
    totalUses: row.totalUses,
    used: row.used,
    active: row.active,
  };
}

export const termsOf = (row: CouponRow): DiscountTerms => ({
  kind: row.kind,
  valueHundredths: row.valueHundredths,
  maxDiscountPaise: row.maxDiscountPaise,
});

const refused = (said: ReturnType<typeof shopMessage>) => new AppError('COUPON_INVALID', said);

/** What the rules look at besides the coupon: the IST date, the shopper's uses so far and the items' total. */
export interface CouponUse {
  /** Today in India (YYYY-MM-DD): the coupon's dates are IST dates, both ends included. */
  today: string;
  shopperUses: number;
  itemsPaise: number;
}

/**
 * The discount of a coupon that applies, or 409 COUPON_INVALID saying why it does not: unknown,
 * paused, not yet or no longer valid, used up, used by this shopper as often as one may, or the
 * items below its minimum (checked in that order).
 */
export function discountOrRefusal(code: string, row: CouponRow | undefined, use: CouponUse): { row: CouponRow; discountPaise: number } {
  if (!row) throw refused(shopMessage('couponUnknown', { code }));
  if (!row.active) throw refused(shopMessage('couponPaused', { code: row.code }));
  if (row.validFrom !== null && use.today < row.validFrom)
    throw refused(shopMessage('couponNotYet', { code: row.code, date: row.validFrom }));
  if (row.validTo !== null && use.today > row.validTo) throw refused(shopMessage('couponExpired', { code: row.code, date: row.validTo }));
  if (row.totalUses !== null && row.used >= row.totalUses) throw refused(shopMessage('couponUsedUp', { code: row.code }));
  if (use.shopperUses >= row.perShopper) {
    throw refused(shopMessage('couponUsedByYou', { code: row.code, uses: row.perShopper }));
  }
  if (use.itemsPaise < row.minAmountPaise) {
    const short = formatRupees(toRupees(row.minAmountPaise - use.itemsPaise));
    throw refused(shopMessage('couponBelowMinimum', { code: row.code, minimum: formatRupees(toRupees(row.minAmountPaise)), short }));
  }
  return { row, discountPaise: discountPaiseOf(termsOf(row), use.itemsPaise) };
}
