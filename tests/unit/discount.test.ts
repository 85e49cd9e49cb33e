import { describe, expect, it } from 'vitest';
import { deliveryChargePaiseOf, discountPaiseOf, spreadDiscount } from '#common/discount.js';

/** common/discount.ts (decision 0062): the offers' arithmetic in integer paise. */
describe('a coupon’s discount', () => {
  it('rounds a percent half up to the paisa, caps it, and never passes the items', () => {
    const percent = (valueHundredths: number, maxDiscountPaise: number | null = null) => ({
      kind: 'percent' as const,
      valueHundredths,
      maxDiscountPaise,
    });
    expect(discountPaiseOf(percent(1250), 12_345)).toBe(1543); // 1543.125
    expect(discountPaiseOf(percent(1250), 60)).toBe(8); // 7.5
    expect(discountPaiseOf(percent(1000), 12_345)).toBe(1235); // 1234.5
    expect(discountPaiseOf(percent(333), 100)).toBe(3); // 3.33
    expect(discountPaiseOf(percent(5000, 2500), 9000)).toBe(2500);
    expect(discountPaiseOf(percent(10_000), 4321)).toBe(4321);
    expect(discountPaiseOf({ kind: 'flat', valueHundredths: 5000, maxDiscountPaise: null }, 3000)).toBe(3000);
    expect(discountPaiseOf({ kind: 'flat', valueHundredths: 5000, maxDiscountPaise: null }, 9000)).toBe(5000);
  });
});

describe('the delivery charge', () => {
  it('is the charge unless the items after the discount reach a free-delivery amount above 0', () => {
    expect(deliveryChargePaiseOf({ deliveryCharge: 0, freeDeliveryAbove: 0 }, 100)).toBe(0);
    expect(deliveryChargePaiseOf({ deliveryCharge: 25.5, freeDeliveryAbove: 0 }, 1_000_000)).toBe(2550);
    expect(deliveryChargePaiseOf({ deliveryCharge: 25.5, freeDeliveryAbove: 500 }, 49_999)).toBe(2550);
    expect(deliveryChargePaiseOf({ deliveryCharge: 25.5, freeDeliveryAbove: 500 }, 50_000)).toBe(0);
  });
});

describe('a discount spread over the lines', () => {
  it('gives each line its share of the amounts, the paise left over to the largest line', () => {
    expect(spreadDiscount([10_000, 5000, 5000], 1001)).toEqual([501, 250, 250]);
    expect(spreadDiscount([333, 667], 100)).toEqual([33, 67]);
    expect(spreadDiscount([100, 300, 300], 7)).toEqual([1, 3, 3]);
    expect(spreadDiscount([5000, 0], 1000)).toEqual([1000, 0]);
  });

  it('adds up to the discount exactly and takes no line below nothing', () => {
    expect(spreadDiscount([1, 1, 1], 2)).toEqual([1, 1, 0]);
    expect(spreadDiscount([700, 300], 5000)).toEqual([700, 300]);
    expect(spreadDiscount([700, 300], 0)).toEqual([0, 0]);
    for (const [lines, discount] of [
      [[123, 4567, 89, 1000], 777],
      [[1, 2, 3, 4, 5], 14],
      [[99_999, 1], 50_000],
    ] as const) {
      const shares = spreadDiscount(lines, discount);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(lines[i]!);
      });
    }
  });
});
