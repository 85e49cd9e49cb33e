import { fromMilli, toMilli } from './money.js';

/**
 * The quantities a product is sold in (API.md "Guards against abuse", docs/decisions/0021-order-limits.md,
 * docs/decisions/0037-units-and-quantities.md): one of its weight options, or a whole number of its
 * smallest one. The server checks an order's lines with it; the storefront builds its quantity lists
 * from it. Compared in thousandths, as the shop keeps quantities.
 */

/** A product's weight options in thousandths, the ones above zero. */
const optionsMilli = (kilogramOption: readonly (number | string)[]) => kilogramOption.map(toMilli).filter((milli) => milli > 0);

/**
 * Whether a quantity (in thousandths) is one the product is sold in: one of its options or a
 * whole multiple of its smallest (so 0.001 of a product sold by the dozen, or 0.75 of one sold
 * in halves, is not). A product without options (rows from before options were required) takes
 * any quantity.
 */
export function isOfferedQuantity(kilogramOption: readonly (number | string)[], quantityMilli: number): boolean {
  const options = optionsMilli(kilogramOption);
  if (options.length === 0 || options.includes(quantityMilli)) return true;
  return quantityMilli % Math.min(...options) === 0;
}

/** The most entries a quantity list offers: a product sold in grams under a high limit stays a list one can scroll. */
export const MAX_QUANTITY_CHOICES = 200;

/**
 * Every quantity the product is sold in up to `limit`, smallest first: its own options, and the
 * whole multiples of its smallest option (2, 3 … Packet; 2.5, 3 … 20 Kg). Without a limit, only
 * its own options. Empty when not even the smallest fits.
 */
export function offeredQuantities(kilogramOption: readonly number[], limit = Number.POSITIVE_INFINITY): number[] {
  const options = optionsMilli(kilogramOption);
  if (options.length === 0) return [];
  const limitMilli = Number.isFinite(limit) ? toMilli(limit) : Number.POSITIVE_INFINITY;
  const smallest = Math.min(...options);
  const offered = new Set(options.filter((milli) => milli <= limitMilli));
  if (Number.isFinite(limitMilli)) {
    for (let milli = smallest; milli <= limitMilli && offered.size < MAX_QUANTITY_CHOICES; milli += smallest) offered.add(milli);
  }
  return [...offered].sort((a, b) => a - b).map(fromMilli);
}

/**
 * The most of a product one order may take within `limit`: the largest of its options within it,
 * or the largest whole number of its smallest option within it. Undefined when not even the
 * smallest fits.
 */
export function largestOfferedWithin(kilogramOption: readonly number[], limit: number): number | undefined {
  const options = optionsMilli(kilogramOption);
  if (options.length === 0) return undefined;
  const limitMilli = toMilli(limit);
  const smallest = Math.min(...options);
  const best = Math.max(...options.filter((milli) => milli <= limitMilli), Math.floor(limitMilli / smallest) * smallest);
  return best > 0 ? fromMilli(best) : undefined;
}
