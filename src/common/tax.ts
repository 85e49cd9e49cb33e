import type { GstRate } from './constants.js';

/**
 * GST inside a price (API.md "Tax and labels"; docs/decisions/0059-tax-and-bills.md). A shop's
 * rates include the tax, so a line's amount is split into its taxable value and the tax, in
 * integer paise, by one rule used by the bill, the GST report and anything else that shows tax:
 *
 *   CGST = SGST = half of amount × rate / (100 + rate), rounded half up to the paisa;
 *   taxable value = amount − CGST − SGST.
 *
 * The two halves are equal, as Indian bills print them, and the three parts always add up to the
 * line's amount, so a summary that adds lines adds up to the bill. The taxable value is then
 * within one paisa of amount × 100 / (100 + rate).
 */

export interface LineTax {
  /** The amount the tax is inside, in paise (a line's amount as charged). */
  amountPaise: number;
  gstRate: GstRate;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** The tax inside one line's amount (paise, not negative). */
export function lineTax(amountPaise: number, gstRate: GstRate): LineTax {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) throw new RangeError(`${amountPaise} is not an amount in paise`);
  const divisor = 2 * (100 + gstRate);
  // Round half up of amount × rate / divisor, in integers.
  const half = Math.floor((2 * amountPaise * gstRate + divisor) / (2 * divisor));
  return { amountPaise, gstRate, taxablePaise: amountPaise - 2 * half, cgstPaise: half, sgstPaise: half };
}

/** The lines of one slab added up: a bill's summary row, a row of the GST report. */
export interface RateTotal {
  gstRate: GstRate;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** Lines added up per slab, lowest slab first; a slab without lines is left out. */
export function totalsByRate(lines: readonly LineTax[]): RateTotal[] {
  const totals = new Map<GstRate, RateTotal>();
  for (const line of lines) {
    const total = totals.get(line.gstRate) ?? { gstRate: line.gstRate, amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 };
    total.amountPaise += line.amountPaise;
    total.taxablePaise += line.taxablePaise;
    total.cgstPaise += line.cgstPaise;
    total.sgstPaise += line.sgstPaise;
    totals.set(line.gstRate, total);
  }
  return [...totals.values()].sort((a, b) => a.gstRate - b.gstRate);
}

/** What a bill is (API.md "Tax and labels"): a tax invoice, a bill of supply, or a plain bill. */
export type BillKind = 'TAX INVOICE' | 'BILL OF SUPPLY' | 'BILL';

/**
 * A shop with a GSTIN prints a tax invoice for an order with any taxed line and a bill of supply
 * for one of exempt lines only; a shop without a GSTIN prints a bill, as before it kept rates.
 */
export function billKindOf(gstin: string, lines: readonly { gstRate: number }[]): BillKind {
  if (!gstin) return 'BILL';
  return lines.some((line) => line.gstRate > 0) ? 'TAX INVOICE' : 'BILL OF SUPPLY';
}
