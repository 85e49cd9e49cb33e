import { amountInWords } from '#common/amount-in-words.js';
import type { RateTotal } from '#common/tax.js';
import { formatBillAmount, formatFigure } from './bill-format.js';
import type { BillLines } from './bill-lines.js';
import { COLORS } from './bill-table.js';
import { BILL_TEXTS as T } from './bill-texts.js';
import type { PdfDocument } from './pdf-kit.js';

/**
 * Under the items of a shop with a GSTIN (API.md "Tax and labels", decision 0059): a tax
 * invoice's summary per GST slab (taxable value, CGST, SGST, total, and the sum of them), then,
 * on a tax invoice and a bill of supply, the amount due in words. A plain bill has neither.
 */

export interface TaxBlockArea {
  left: number;
  top: number;
  width: number;
  /**
   * The 80 mm receipt: smaller type, short headings, the slab as "5%" alone and figures without
   * the ₹ sign (its heading says rupees), in black on white for a thermal printer.
   */
  compact: boolean;
}

const PAD = 4;
type Key = 'gstRate' | 'taxable' | 'cgst' | 'sgst' | 'total';
/** Figure columns' widths; the slab takes what is left. */
const WIDTHS = { wide: { taxable: 90, cgst: 75, sgst: 75, total: 90 }, compact: { taxable: 46, cgst: 40, sgst: 40, total: 48 } } as const;
const INK = '#000000';

const headingsOf = (compact: boolean): Record<Key, string> => (compact ? T.taxColumnsShort : T.taxColumns);

function cellsOf(total: RateTotal, compact: boolean): Record<Key, string> {
  const money = compact ? formatFigure : formatBillAmount;
  return {
    gstRate: compact ? `${total.gstRate}%` : total.gstRate === 0 ? T.exempt : T.gstRateOf(total.gstRate),
    taxable: money(total.taxablePaise),
    cgst: money(total.cgstPaise),
    sgst: money(total.sgstPaise),
    total: money(total.amountPaise),
  };
}

function sumOf(rates: readonly RateTotal[], compact: boolean): Record<Key, string> {
  const money = compact ? formatFigure : formatBillAmount;
  const add = (key: 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'amountPaise') => money(rates.reduce((sum, rate) => sum + rate[key], 0));
  return { gstRate: T.allTotal, taxable: add('taxablePaise'), cgst: add('cgstPaise'), sgst: add('sgstPaise'), total: add('amountPaise') };
}

const fontSizeOf = (compact: boolean) => (compact ? 7 : 8.5);

function drawRow(doc: PdfDocument, cells: Record<Key, string>, area: TaxBlockArea, y: number, style: 'head' | 'row' | 'sum'): number {
  const widths = area.compact ? WIDTHS.compact : WIDTHS.wide;
  const columns: [Key, number][] = [
    ['gstRate', area.width - widths.taxable - widths.cgst - widths.sgst - widths.total],
    ['taxable', widths.taxable],
    ['cgst', widths.cgst],
    ['sgst', widths.sgst],
    ['total', widths.total],
  ];
  doc.font(style === 'row' ? 'regular' : 'bold').fontSize(fontSizeOf(area.compact));
  const height = doc.currentLineHeight() + 2 * PAD;
  if (style === 'head' && !area.compact) doc.rect(area.left, y, area.width, height).fill(COLORS.head);
  doc.fillColor(area.compact ? INK : style === 'head' ? COLORS.brand : COLORS.text);
  let x = area.left;
  for (const [key, width] of columns) {
    const align = key === 'gstRate' ? 'left' : 'right';
    doc.text(cells[key], x + PAD, y + PAD, { width: width - 2 * PAD, align, lineBreak: false });
    x += width;
  }
  doc
    .moveTo(area.left, y + height)
    .lineTo(area.left + area.width, y + height)
    .lineWidth(style === 'row' ? 0.5 : 1)
    .strokeColor(area.compact ? INK : style === 'row' ? COLORS.line : COLORS.brand)
    .stroke();
  return y + height;
}

function drawWords(doc: PdfDocument, amountDuePaise: number, area: TaxBlockArea, top: number): number {
  const size = area.compact ? 7.5 : 9;
  doc
    .font('regular')
    .fontSize(size)
    .fillColor(area.compact ? INK : COLORS.muted)
    .text(`${T.inWords}: `, area.left, top, { width: area.width, continued: true })
    .font('bold')
    .fillColor(area.compact ? INK : COLORS.text)
    .text(amountInWords(amountDuePaise));
  return doc.y;
}

/** Draws the block at `area.top` and answers where it ends (the top itself on a plain bill). */
export function drawTaxBlock(doc: PdfDocument, lines: BillLines, amountDuePaise: number, area: TaxBlockArea): number {
  if (lines.kind === 'BILL') return area.top;
  let y = area.top;
  if (lines.kind === 'TAX INVOICE') {
    doc
      .font('bold')
      .fontSize(area.compact ? 8 : 9.5)
      .fillColor(area.compact ? INK : COLORS.brand)
      .text(area.compact ? `${T.taxSummary} (₹)` : T.taxSummary, area.left, y, { width: area.width });
    y = drawRow(doc, headingsOf(area.compact), area, doc.y + 2, 'head');
    for (const rate of lines.rates) y = drawRow(doc, cellsOf(rate, area.compact), area, y, 'row');
    if (lines.rates.length > 1) y = drawRow(doc, sumOf(lines.rates, area.compact), area, y, 'sum');
    y += 8;
  }
  return drawWords(doc, amountDuePaise, area, y) + 4;
}

/** The block's height, as drawTaxBlock will draw it: the A4 bill keeps that room under its last row. */
export function taxBlockHeight(doc: PdfDocument, lines: BillLines, amountDuePaise: number, area: Omit<TaxBlockArea, 'top'>): number {
  if (lines.kind === 'BILL') return 0;
  const rows = lines.kind === 'TAX INVOICE' ? lines.rates.length + (lines.rates.length > 1 ? 2 : 1) : 0;
  doc.font('bold').fontSize(fontSizeOf(area.compact));
  const rowHeight = doc.currentLineHeight() + 2 * PAD;
  doc.font('bold').fontSize(area.compact ? 7.5 : 9);
  const words = doc.heightOfString(`${T.inWords}: ${amountInWords(amountDuePaise)}`, { width: area.width });
  return (lines.kind === 'TAX INVOICE' ? 20 + rows * rowHeight + 8 : 0) + words + 4;
}
