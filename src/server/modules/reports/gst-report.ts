import { lineDuePaise } from '#common/amount-due.js';
import { toRupees } from '#common/money.js';
import type { GstHsnRow, GstRateRow, GstReportAnswer } from '#common/schemas/gst-report.js';
import { type LineTax, lineTax, type RateTotal, totalsByRate } from '#common/tax.js';
import { csvText, rupeesText } from '#server/lib/csv-files.js';
import type { GstLine } from '#server/modules/orders/gst-lines-service.js';
import type { SalesRange } from '#server/modules/orders/sales-service.js';

/** One HSN code's lines at one rate, in paise and thousandths. */
export interface HsnTotal extends RateTotal {
  hsn: string;
  quantityMilli: number;
}

/** The report in paise, as the lines add up. */
export interface GstFigures extends SalesRange {
  rates: RateTotal[];
  hsn: HsnTotal[];
}

/** Codes in order, lines without one last; then the lower rate first. */
const byHsnThenRate = (a: HsnTotal, b: HsnTotal) =>
  (a.hsn === '') !== (b.hsn === '') ? (a.hsn === '' ? 1 : -1) : a.hsn.localeCompare(b.hsn) || a.gstRate - b.gstRate;

/**
 * The GST report of a range (docs/decisions/0060-gst-report.md): each line's amount as charged
 * (lineDuePaise) split by the bill's one rule (lineTax), then added up per rate and per HSN code
 * and rate. Adding split lines, never splitting sums, is what makes the report add up to the bills.
 */
export function gstFiguresOf(range: SalesRange, lines: readonly GstLine[]): GstFigures {
  const taxes: LineTax[] = [];
  const hsn = new Map<string, HsnTotal>();
  for (const line of lines) {
    const tax = lineTax(lineDuePaise(line), line.gstRate);
    taxes.push(tax);
    const key = `${line.hsn}|${line.gstRate}`;
    const row = hsn.get(key) ?? {
      hsn: line.hsn,
      gstRate: line.gstRate,
      quantityMilli: 0,
      amountPaise: 0,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    row.quantityMilli += line.packedMilli ?? line.quantityMilli;
    row.amountPaise += tax.amountPaise;
    row.taxablePaise += tax.taxablePaise;
    row.cgstPaise += tax.cgstPaise;
    row.sgstPaise += tax.sgstPaise;
    hsn.set(key, row);
  }
  return { from: range.from, to: range.to, rates: totalsByRate(taxes), hsn: [...hsn.values()].sort(byHsnThenRate) };
}

const rateRow = (total: RateTotal): GstRateRow => ({
  gstRate: total.gstRate,
  taxable: toRupees(total.taxablePaise),
  cgst: toRupees(total.cgstPaise),
  sgst: toRupees(total.sgstPaise),
  total: toRupees(total.amountPaise),
});

/** The report as the API answers it: rupees, quantities in their units. */
export const gstAnswerOf = (figures: GstFigures): Omit<GstReportAnswer, 'success'> => ({
  from: figures.from,
  to: figures.to,
  rates: figures.rates.map(rateRow),
  hsn: figures.hsn.map((row): GstHsnRow => ({ hsn: row.hsn, quantity: row.quantityMilli / 1000, ...rateRow(row) })),
});

/** The rows added up: a table's last line. */
function sumOf(rows: readonly RateTotal[]) {
  return rows.reduce(
    (sum, row) => ({
      amountPaise: sum.amountPaise + row.amountPaise,
      taxablePaise: sum.taxablePaise + row.taxablePaise,
      cgstPaise: sum.cgstPaise + row.cgstPaise,
      sgstPaise: sum.sgstPaise + row.sgstPaise,
    }),
    { amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 },
  );
}

const money = (row: Omit<RateTotal, 'gstRate'>) => [
  rupeesText(row.taxablePaise),
  rupeesText(row.cgstPaise),
  rupeesText(row.sgstPaise),
  rupeesText(row.amountPaise),
];

/** "1.5", "2": a quantity as the sales sheet writes one. */
const quantityText = (milli: number) => String(milli / 1000);

/**
 * The report as one CSV, written as the sales sheet is (reports/sales-csv.ts): the rates with
 * their total, an empty line, then the HSN codes with theirs (quantities of different units are
 * not added, so that total has none). Amounts in rupees with two decimals.
 */
export function gstSheetOf(figures: GstFigures): { fileName: string; csv: string } {
  const records: string[][] = [
    ['gst_rate', 'taxable', 'cgst', 'sgst', 'total'],
    ...figures.rates.map((row) => [String(row.gstRate), ...money(row)]),
    ['total', ...money(sumOf(figures.rates))],
    [],
    ['hsn', 'gst_rate', 'quantity', 'taxable', 'cgst', 'sgst', 'total'],
    ...figures.hsn.map((row) => [row.hsn, String(row.gstRate), quantityText(row.quantityMilli), ...money(row)]),
    ['total', '', '', ...money(sumOf(figures.hsn))],
  ];
  return { fileName: `gst-${figures.from}-to-${figures.to}.csv`, csv: csvText(records) };
}
