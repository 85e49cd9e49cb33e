import { describe, expect, it } from 'vitest';
import { PRICE_RANGES } from '#common/constants.js';
import { priceRangesUpTo } from '#common/price-ranges.js';

/** The filter panel's price ranges (docs/decisions/0039-finding-groceries.md). */
describe('the price ranges offered', () => {
  it('are the specification’s six when nothing costs more than ₹ 120', () => {
    for (const maxRate of [0, 35, 120, Number.NaN]) expect(priceRangesUpTo(maxRate)).toEqual(PRICE_RANGES.map((r) => [...r]));
  });

  it('go on from ₹ 120 in 1-2-5 steps up to the first end at or past the dearest product', () => {
    expect(priceRangesUpTo(121).slice(6)).toEqual([[120, 200]]);
    expect(priceRangesUpTo(200).slice(6)).toEqual([[120, 200]]);
    expect(priceRangesUpTo(799).slice(6)).toEqual([
      [120, 200],
      [200, 500],
      [500, 1000],
    ]);
    expect(priceRangesUpTo(1250.75).at(-1)).toEqual([1000, 2000]);
    expect(priceRangesUpTo(10_000_000).at(-1)).toEqual([5_000_000, 10_000_000]);
  });

  it('never end without reaching a rate, however large', () => {
    expect(priceRangesUpTo(Number.POSITIVE_INFINITY)).toHaveLength(6);
  });
});
