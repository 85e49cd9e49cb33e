import { describe, expect, it } from 'vitest';
import { mrpAboveRate, percentOff, savingOf } from '#common/mrp.js';

describe('the MRP and what it saves', () => {
  it('rounds the percent down so it never says more than is saved', () => {
    expect(percentOff({ rate: 50, mrp: 60 })).toBe(16);
    expect(percentOff({ rate: 540, mrp: 600 })).toBe(10);
    expect(percentOff({ rate: 99.99, mrp: 100 })).toBe(0);
    expect(percentOff({ rate: 0.01, mrp: 100 })).toBe(99);
  });

  it('has none without an MRP, or with one at the rate', () => {
    expect(mrpAboveRate({ rate: 50, mrp: null })).toBeNull();
    expect(mrpAboveRate({ rate: 50 })).toBeNull();
    expect(percentOff({ rate: 50, mrp: 50 })).toBeNull();
    expect(mrpAboveRate({ rate: 45.5, mrp: 45.51 })).toBe(45.51);
  });

  it('adds (MRP − rate) × quantity over the lines, in paise', () => {
    expect(
      savingOf([
        { rate: 50, mrp: 60, quantity: 2 },
        { rate: 27.5, mrp: 30, quantity: 1 },
        { rate: 30, mrp: null, quantity: 2 },
        { rate: 28, mrp: 28, quantity: 3 },
      ]),
    ).toBe(22.5);
    // 0.5 Kg at ₹ 45.55 under ₹ 49.99: ₹ 25 − ₹ 22.78 (each line amount rounded as the cart rounds it).
    expect(savingOf([{ rate: 45.55, mrp: 49.99, quantity: 0.5 }])).toBe(2.22);
    expect(savingOf([])).toBe(0);
  });
});
