import { type DueLine, lineDuePaise } from '#common/amount-due.js';
import { spreadDiscount } from '#common/discount.js';
import { toMilli, toPaise } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { type BillKind, billKindOf, type LineTax, lineTax, type RateTotal, totalsByRate } from '#common/tax.js';
import { formatBillAmount, formatFigure, formatQuantity } from './bill-format.js';
import { BILL_TEXTS as T } from './bill-texts.js';

/** One printed line of the bill, already formatted; the tax columns are blank on a bill that shows none. */
export interface BillRow {
  position: number;
  name: string;
  hsn: string;
  quantity: string;
  unit: string;
  rate: string;
  gstRate: string;
  taxable: string;
  cgst: string;
  sgst: string;
  amount: string;
}

/** What the bill prints of an order's lines: its kind, its rows and, for a tax invoice, the tax per slab. */
export interface BillLines {
  kind: BillKind;
  rows: BillRow[];
  /** Per GST slab (lowest first); empty unless the bill is a TAX INVOICE. */
  rates: RateTotal[];
}

/** An order's lines as the amount due figures them: the order's rates, as packed once packed. */
export const dueLinesOf = (order: Order): DueLine[] =>
  order.orderItems.map((item) => ({
    ratePaise: toPaise(item.rate),
    quantityMilli: toMilli(item.quantity),
    packedMilli: item.packedQuantity === null ? null : toMilli(item.packedQuantity),
  }));

/**
 * The bill's lines: once the order is packed, each as packed (API.md "Packing"), a line packed
 * other than ordered saying what was ordered, an unavailable one marked so at no charge. The tax
 * of each is the one rule's (common/tax.ts) on what the line is charged. `localNames` are the
 * shopper's language's names of the products that have one (by product id), printed instead of
 * the English name (decision 0059).
 */
export function billLinesOf(order: Order, gstin: string, localNames: ReadonlyMap<string, string> = new Map()): BillLines {
  const kind = billKindOf(gstin, order.orderItems);
  const amounts = dueLinesOf(order).map(lineDuePaise);
  // A coupon's discount lowers the lines' taxable amounts, spread over them (decision 0062): each
  // line is taxed on its amount less its share, so the tax summary adds up to what is paid for the items.
  const shares = spreadDiscount(amounts, toPaise(order.discount));
  const taxes: LineTax[] = order.orderItems.map((item, index) => lineTax(amounts[index]! - shares[index]!, item.gstRate));
  const rows = order.orderItems.map((item, index): BillRow => {
    const packed = item.packedQuantity;
    const ordered = `${formatQuantity(item.quantity)}${item.unit ? ` ${item.unit}` : ''}`;
    const base = localNames.get(item._id) || item.name;
    const name =
      packed === 0
        ? `${base} (${T.unavailable(ordered)})`
        : packed !== null && packed !== item.quantity
          ? `${base} (${T.ordered(ordered)})`
          : base;
    const tax = taxes[index]!;
    const taxed = kind === 'TAX INVOICE';
    return {
      position: index + 1,
      name,
      hsn: kind === 'BILL' ? '' : item.hsn,
      quantity: formatQuantity(packed ?? item.quantity),
      unit: item.unit ?? '',
      rate: taxed ? formatFigure(toPaise(item.rate)) : formatBillAmount(toPaise(item.rate)),
      gstRate: taxed ? `${item.gstRate}%` : '',
      taxable: taxed ? formatFigure(tax.taxablePaise) : '',
      cgst: taxed ? formatFigure(tax.cgstPaise) : '',
      sgst: taxed ? formatFigure(tax.sgstPaise) : '',
      // The line's amount as rate × quantity; its tax columns are of that less its share of a discount.
      amount: taxed ? formatFigure(amounts[index]!) : formatBillAmount(amounts[index]!),
    };
  });
  return { kind, rows, rates: kind === 'TAX INVOICE' ? totalsByRate(taxes) : [] };
}
