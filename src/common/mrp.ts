import { linePaise, toMilli, toPaise, toRupees } from './money.js';

/**
 * What a shopper saves against the printed MRP (API.md "Tax and labels";
 * docs/decisions/0061-mrp-and-tax-fields-on-screen.md). Worked in paise like every amount.
 */

/** A price with the MRP it may be sold under; null or undefined: none. */
export interface MrpPriced {
  rate: number;
  mrp?: number | null | undefined;
}

/** The MRP, when it is above the rate: only then is it shown struck through. */
export function mrpAboveRate(price: MrpPriced): number | null {
  return price.mrp != null && toPaise(price.mrp) > toPaise(price.rate) ? price.mrp : null;
}

/**
 * "N% off": the whole percent saved, rounded down so it never says more than the shopper saves
 * (MRP 60, rate 50: 16.67% is "16% off"). Null when there is no MRP above the rate.
 */
export function percentOff(price: MrpPriced): number | null {
  const mrp = mrpAboveRate(price);
  if (mrp === null) return null;
  const mrpPaise = toPaise(mrp);
  return Math.floor(((mrpPaise - toPaise(price.rate)) * 100) / mrpPaise);
}

/**
 * "You save": (MRP − rate) × quantity over the lines with an MRP above the rate, in rupees. Each
 * side is the line's own rounded amount (rate × quantity, as the cart prices it), so the saving
 * is the difference of the two totals the shopper can check.
 */
export function savingOf(lines: readonly (MrpPriced & { quantity: number })[]): number {
  let paise = 0;
  for (const line of lines) {
    const mrp = mrpAboveRate(line);
    if (mrp === null) continue;
    const quantity = toMilli(line.quantity);
    paise += linePaise(toPaise(mrp), quantity) - linePaise(toPaise(line.rate), quantity);
  }
  return toRupees(paise);
}
