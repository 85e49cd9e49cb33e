import { formatIndianNumber, formatRupees } from '#common/money.js';
import type { Coupon } from '#common/schemas/coupons.js';
import type { OwnerCouponTexts } from '#web/i18n/owner-coupon-texts.js';

/** One coupon's facts as the owner's list writes them, the same in the table and on a phone's card. */
export interface CouponFacts {
  discount: string;
  minimum: string;
  maxDiscount: string;
  valid: string;
  perShopper: string;
  uses: string;
  status: string;
}

/** "10%" or "₹ 50"; the minimum, the cap, the dates (either may be open), and the uses as "3 of 100" or "3". */
export function couponFactsOf(coupon: Coupon, t: OwnerCouponTexts['list'], date: (iso: string) => string): CouponFacts {
  const { validFrom, validTo, totalUses } = coupon;
  let valid = t.always;
  if (validFrom && validTo) valid = t.range(date(validFrom), date(validTo));
  else if (validFrom) valid = t.from(date(validFrom));
  else if (validTo) valid = t.until(date(validTo));
  return {
    discount: coupon.kind === 'percent' ? t.percentOff(formatIndianNumber(coupon.value, 2)) : formatRupees(coupon.value),
    minimum: coupon.minAmount > 0 ? formatRupees(coupon.minAmount) : t.noMinimum,
    maxDiscount: coupon.kind === 'percent' && coupon.maxDiscount !== null ? formatRupees(coupon.maxDiscount) : t.noCap,
    valid,
    perShopper: t.perShopperTimes(coupon.perShopper),
    uses: totalUses === null ? String(coupon.used) : t.usesOf(coupon.used, totalUses),
    status: coupon.active ? t.active : t.paused,
  };
}
