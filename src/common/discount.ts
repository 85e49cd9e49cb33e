import type { CouponKind } from './constants.js';

/**
 * The offers' arithmetic (API.md "Offers and the delivery charge"; docs/decisions/0062): what a
 * coupon takes off the items, the delivery charge, and how a discount is spread over the lines
 * for tax. Integer paise throughout (common/money.ts); the checkout, packing and the bill use
 * these, the storefront may too.
 */

/** A coupon's terms as the arithmetic needs them. */
export interface DiscountTerms {
  kind: CouponKind;
  /** Paise of a flat coupon; hundredths of a percent of a percent one (1250 = 12.5%). */
  valueHundredths: number;
  /** The most a percent coupon takes off, in paise; null: no cap. */
  maxDiscountPaise: number | null;
}

/**
 * What a coupon takes off items worth `itemsPaise`: a percent of them rounded half up to the
 * paisa and capped by the coupon's most, or the flat amount; never more than the items.
 */
export function discountPaiseOf(terms: DiscountTerms, itemsPaise: number): number {
  const items = Math.max(0, itemsPaise);
  if (terms.kind === 'flat') return Math.min(terms.valueHundredths, items);
  // items × hundredths-of-a-percent / 10 000, rounded half up in integers (no float rounding).
  const percent = Math.floor((items * terms.valueHundredths + 5000) / 10_000);
  const capped = terms.maxDiscountPaise === null ? percent : Math.min(percent, terms.maxDiscountPaise);
  return Math.min(capped, items);
}

/** The shop's delivery terms, in rupees as the settings keep them. */
export interface DeliveryTerms {
  deliveryCharge: number;
  /** Items (after the discount) of at least this much go free; 0: never waived. */
  freeDeliveryAbove: number;
}

/** The delivery charge in paise of items worth `itemsAfterDiscountPaise` (a fresh shop: 0, "Free"). */
export function deliveryChargePaiseOf(terms: DeliveryTerms, itemsAfterDiscountPaise: number): number {
  const freeAbove = Math.round(terms.freeDeliveryAbove * 100);
  if (freeAbove > 0 && itemsAfterDiscountPaise >= freeAbove) return 0;
  return Math.round(terms.deliveryCharge * 100);
}

/**
 * A discount spread over the lines, for the tax on the discounted amounts: each line's share is
 * proportional to its amount in paise (rounded down), and the paise left over go to the largest
 * line (the first of equals), as far as it has room, then to the next largest: the shares add up
 * to the discount exactly and no line goes below nothing. Answers each line's share, in the
 * lines' order.
 */
export function spreadDiscount(lineAmountsPaise: readonly number[], discountPaise: number): number[] {
  const total = lineAmountsPaise.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0 || discountPaise <= 0) return lineAmountsPaise.map(() => 0);
  const discount = Math.min(discountPaise, total);
  const shares = lineAmountsPaise.map((amount) => Math.floor((amount * discount) / total));
  let left = discount - shares.reduce((sum, share) => sum + share, 0);
  const largestFirst = lineAmountsPaise
    .map((amount, index) => ({ amount, index }))
    .sort((a, b) => b.amount - a.amount || a.index - b.index);
  for (const { amount, index } of largestFirst) {
    if (left === 0) break;
    const share = shares[index] ?? 0;
    const more = Math.min(left, amount - share);
    shares[index] = share + more;
    left -= more;
  }
  return shares;
}
