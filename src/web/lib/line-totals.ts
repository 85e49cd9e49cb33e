import { linePaise, toMilli, toPaise, toRupees } from '#common/money.js';

/**
 * The prices of cart lines in rupees, computed in integer paise (DESIGN.md "Data and money"):
 * 0.5 Kg at ₹ 45.5 is ₹ 22.75, not a float's 22.749999. Shared because the cart, the
 * checkout's summary and the header's cart panel must show the same amounts the server charges.
 */
export interface PricedLine {
  rate: number;
  quantity: number;
}

/** Price of one line in rupees: rate x quantity, rounded half up to the paisa. */
export function lineTotal(line: PricedLine): number {
  return toRupees(linePaise(toPaise(line.rate), toMilli(line.quantity)));
}

/** Sum of all lines in rupees (spec 9: order total is the sum of rate x quantity), added up in paise. */
export function cartTotal(lines: readonly PricedLine[]): number {
  return toRupees(lines.reduce((sum, line) => sum + linePaise(toPaise(line.rate), toMilli(line.quantity)), 0));
}
