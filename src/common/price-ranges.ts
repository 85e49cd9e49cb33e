import { PRICE_RANGES } from './constants.js';

/** A price range of the filter panel, in rupees, both ends included (API.md `gte`, `lte`). */
export type PriceRange = readonly [min: number, max: number];

/** Where the specification's ranges end: ₹ 120. */
const SPEC_TOP: number = Math.max(...PRICE_RANGES.map(([, max]) => max));

/**
 * The price ranges the filter panel offers (docs/decisions/0039-finding-groceries.md): the
 * specification's six, ₹ 0 - ₹ 20 to ₹ 100 - ₹ 120 (spec 9), always; then, when the shop sells
 * something dearer (`maxRate` of the product list's answer), ranges from ₹ 120 that end on
 * ₹ 200, 500, 1,000, 2,000, 5,000... (1-2-5 steps, as price tags go) up to the first end at or
 * past that rate: a few ranges reach any shop's dearest product.
 */
export function priceRangesUpTo(maxRate: number): PriceRange[] {
  const ranges: PriceRange[] = PRICE_RANGES.map(([min, max]) => [min, max] as const);
  let start = SPEC_TOP;
  const top = Number.isFinite(maxRate) ? maxRate : 0;
  for (let power = 100; start < top; power *= 10) {
    for (const step of [1, 2, 5]) {
      const end = step * power;
      if (end > start && start < top) {
        ranges.push([start, end]);
        start = end;
      }
    }
  }
  return ranges;
}
