import { amountDuePaise, type DueLine, lineDuePaise } from '#common/amount-due.js';
import { type DiscountTerms, deliveryChargePaiseOf, discountPaiseOf } from '#common/discount.js';
import type { Settings } from '#common/schemas/settings.js';
import type { orders } from '#server/db/schema.js';
import type { CouponApplied } from '#server/modules/coupons/service.js';

/**
 * An order's offers (API.md "Offers and the delivery charge"; docs/decisions/0062): what the
 * coupon takes off, the delivery charge, and what the shopper pays, as the checkout figures them
 * and as packing figures them again. The arithmetic is common/discount.ts's and common/amount-due.ts's.
 */

/** What an order comes to at checkout, in paise. */
export interface OrderMoney {
  itemsPaise: number;
  discountPaise: number;
  deliveryChargePaise: number;
  /** The items, less the discount, plus the charge: the total the shopper must have sent. */
  amountDuePaise: number;
}

/** The order's money at checkout: the charge is waived when the items after the discount reach the shop's free-delivery amount. */
export function orderMoneyOf(shop: Settings, lines: readonly DueLine[], applied: CouponApplied | undefined): OrderMoney {
  const itemsPaise = lines.reduce((sum, line) => sum + lineDuePaise(line), 0);
  const discountPaise = applied?.discountPaise ?? 0;
  const deliveryChargePaise = deliveryChargePaiseOf(shop, itemsPaise - discountPaise);
  return { itemsPaise, discountPaise, deliveryChargePaise, amountDuePaise: amountDuePaise(lines, { discountPaise, deliveryChargePaise }) };
}

/** The order row's offer columns: the coupon's code and terms as they were, the discount and the charge. */
export function offerColumnsOf(money: OrderMoney, applied: CouponApplied | undefined) {
  return {
    couponCode: applied?.code ?? null,
    couponKind: applied?.terms.kind ?? null,
    couponValueHundredths: applied?.terms.valueHundredths ?? null,
    couponMaxDiscountPaise: applied?.terms.maxDiscountPaise ?? null,
    discountPaise: money.discountPaise,
    deliveryChargePaise: money.deliveryChargePaise,
  } satisfies Partial<typeof orders.$inferInsert>;
}

/** The offer columns packing reads back from the order's row. */
export interface OrderOffers {
  couponKind: DiscountTerms['kind'] | null;
  couponValueHundredths: number | null;
  couponMaxDiscountPaise: number | null;
  discountPaise: number;
}

/**
 * The discount once the order is packed: a percent coupon's follows the packed items (rounded,
 * capped by its most), a flat one stays as placed; neither above the packed items.
 */
export function packedDiscountPaise(offers: OrderOffers, packedItemsPaise: number): number {
  if (offers.couponKind === 'percent' && offers.couponValueHundredths !== null) {
    const terms: DiscountTerms = {
      kind: 'percent',
      valueHundredths: offers.couponValueHundredths,
      maxDiscountPaise: offers.couponMaxDiscountPaise,
    };
    return discountPaiseOf(terms, packedItemsPaise);
  }
  return Math.min(offers.discountPaise, Math.max(0, packedItemsPaise));
}
