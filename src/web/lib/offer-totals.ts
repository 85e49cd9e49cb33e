import { amountDuePaise } from '#common/amount-due.js';
import { type DeliveryTerms, deliveryChargePaiseOf } from '#common/discount.js';
import { toMilli, toPaise, toRupees } from '#common/money.js';
import type { PricedLine } from './line-totals.js';

/**
 * What the cart, the confirm page and the order it places say of an offer (API.md "Offers and
 * the delivery charge"; docs/decisions/0063): the items, the coupon's discount, the delivery
 * charge and the total, in rupees. Figured by the shared arithmetic (common/discount.ts,
 * common/amount-due.ts), so the storefront shows and sends what the server charges.
 */
export interface OfferTotals {
  items: number;
  discount: number;
  /** The delivery charge applied; 0 ("Free") in a shop that charges nothing or once free delivery is reached. */
  charge: number;
  /** Items − discount + charge: the total the checkout sends. */
  total: number;
  /** How much more (rupees, after the discount) the items need for free delivery; 0 when reached or never waived. */
  shortOfFree: number;
  /** The shop charges for delivery at all (a fresh shop does not: the specification's "Free" stays). */
  charges: boolean;
}

/** No delivery terms (settings not read yet, or a fresh shop): no charge. */
const NO_CHARGE: DeliveryTerms = { deliveryCharge: 0, freeDeliveryAbove: 0 };

export function offerTotals(lines: readonly PricedLine[], discount = 0, terms: DeliveryTerms = NO_CHARGE): OfferTotals {
  const due = lines.map((line) => ({ ratePaise: toPaise(line.rate), quantityMilli: toMilli(line.quantity), packedMilli: null }));
  const itemsPaise = amountDuePaise(due);
  const discountPaise = Math.min(toPaise(discount), itemsPaise);
  const afterDiscount = itemsPaise - discountPaise;
  const chargePaise = deliveryChargePaiseOf(terms, afterDiscount);
  const freeAbovePaise = toPaise(terms.freeDeliveryAbove);
  const charges = toPaise(terms.deliveryCharge) > 0;
  const short = charges && freeAbovePaise > 0 ? Math.max(0, freeAbovePaise - afterDiscount) : 0;
  return {
    items: toRupees(itemsPaise),
    discount: toRupees(discountPaise),
    charge: toRupees(chargePaise),
    total: toRupees(amountDuePaise(due, { discountPaise, deliveryChargePaise: chargePaise })),
    shortOfFree: toRupees(short),
    charges,
  };
}
