import { describe, expect, it } from 'vitest';
import { offerTotals } from '#web/lib/offer-totals.js';

/** The storefront's totals with a delivery charge and a discount (decision 0063), by the shared arithmetic. */
describe('offerTotals', () => {
  it('charges nothing in a fresh shop: the items are the total', () => {
    expect(offerTotals([{ rate: 45.5, quantity: 0.5 }])).toEqual({
      items: 22.75,
      discount: 0,
      charge: 0,
      total: 22.75,
      shortOfFree: 0,
      charges: false,
    });
  });

  it('adds the charge below the free amount, measured after the discount, and says what is short', () => {
    const terms = { deliveryCharge: 40, freeDeliveryAbove: 299 };
    expect(offerTotals([{ rate: 100, quantity: 3 }], 25, terms)).toEqual({
      items: 300,
      discount: 25,
      charge: 40,
      total: 315,
      shortOfFree: 24,
      charges: true,
    });
    expect(offerTotals([{ rate: 100, quantity: 3 }], 0, terms)).toMatchObject({ charge: 0, total: 300, shortOfFree: 0 });
  });

  it('never waives a charge without a free amount, and never says how much more', () => {
    expect(offerTotals([{ rate: 1000, quantity: 1 }], 0, { deliveryCharge: 30, freeDeliveryAbove: 0 })).toMatchObject({
      charge: 30,
      total: 1030,
      shortOfFree: 0,
    });
  });
});
