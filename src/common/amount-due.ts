import { linePaise } from './money.js';

/**
 * What a shopper pays for an order (DESIGN.md "The grocer's trade": one function of the order):
 * its lines at the order's own rates, each as packed once the order is packed (0 for a line found
 * unavailable) and as ordered before, rounded to the paisa per line; less the discount, plus the
 * delivery charge. Every amount due is figured here: the packing that writes it, the bill and the
 * mails that show its lines. Integers of paise and thousandths throughout (common/money.ts).
 */

/** One line of an order as its amount is figured. */
export interface DueLine {
  ratePaise: number;
  /** What was ordered, in thousandths of the unit. */
  quantityMilli: number;
  /** What was packed, in thousandths; null until the order is packed. */
  packedMilli: number | null;
}

/** The quantity a line is paid for: as packed once packed, else as ordered. */
export const paidMilliOf = (line: DueLine): number => line.packedMilli ?? line.quantityMilli;

/** What one line brings: rate × the quantity paid for, rounded half up to the paisa. */
export const lineDuePaise = (line: DueLine): number => linePaise(line.ratePaise, paidMilliOf(line));

/** The order's amount due, in paise: never below nothing, whatever the discount. */
export function amountDuePaise(
  lines: readonly DueLine[],
  { discountPaise = 0, deliveryChargePaise = 0 }: { discountPaise?: number; deliveryChargePaise?: number } = {},
): number {
  const items = lines.reduce((sum, line) => sum + lineDuePaise(line), 0);
  return Math.max(0, items - discountPaise) + deliveryChargePaise;
}
