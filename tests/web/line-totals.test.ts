import { describe, expect, it } from 'vitest';
import { cartTotal, lineTotal } from '#web/lib/line-totals.js';

describe('the cart line and cart totals', () => {
  it('prices a line in exact paise', () => {
    expect(lineTotal({ rate: 45.5, quantity: 0.5 })).toBe(22.75);
    // Where floats go astray: 1.1 x 3 is 3.3000000000000003, 0.35 x 3 is 1.0499999999999998.
    expect(lineTotal({ rate: 1.1, quantity: 3 })).toBe(3.3);
    expect(lineTotal({ rate: 0.35, quantity: 3 })).toBe(1.05);
  });

  it('rounds half a paisa up, like the server', () => {
    // 33.33 x 1.5 = 49.995 rupees: 4999.5 paise.
    expect(lineTotal({ rate: 33.33, quantity: 1.5 })).toBe(50);
    expect(lineTotal({ rate: 0.01, quantity: 0.5 })).toBe(0.01);
  });

  it('adds the lines up in paise', () => {
    expect(cartTotal([])).toBe(0);
    expect(
      cartTotal([
        { rate: 0.1, quantity: 1 },
        { rate: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(
      cartTotal([
        { rate: 45.5, quantity: 0.5 },
        { rate: 33.33, quantity: 1.5 },
        { rate: 1.1, quantity: 3 },
      ]),
    ).toBe(76.05);
  });
});
