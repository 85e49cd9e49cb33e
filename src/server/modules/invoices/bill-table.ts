import type { BillKind } from '#common/tax.js';
import type { BillRow } from './bill-lines.js';
import { BILL_TEXTS } from './bill-texts.js';
import type { PdfDocument } from './pdf-kit.js';

/** Where the table may draw: its left edge, its width and the lowest y a row may reach on a page. */
export interface TableArea {
  left: number;
  width: number;
  bottom: number;
  /** Starts a new page and answers the y where the table goes on (the caller writes what heads the page). */
  newPage(): number;
  /** Room the last row keeps below it (the totals), so they never stand on a page without a line of the table. */
  afterLast: number;
}

export const COLORS = { text: '#1c2b20', muted: '#4b5b50', line: '#d5e3d3', head: '#e3f2e1', brand: '#14532d', red: '#b91c1c' };
const PAD = 5;

type Column = { key: keyof BillRow; width: number; align: 'left' | 'right'; text?: (row: BillRow) => string };
/** A kind of bill's columns: the item's name takes the width the others leave (width 0 here). */
interface Layout {
  fontSize: number;
  columns: Column[];
}

const left = (key: keyof BillRow, width = 0): Column => ({ key, width, align: 'left' });
const right = (key: keyof BillRow, width: number): Column => ({ key, width, align: 'right' });
/** The quantity and its unit in one column ("1.5 Kg"), where the room is wanted for the name. */
const quantityWithUnit = (width: number): Column => ({
  key: 'quantity',
  width,
  align: 'right',
  text: (row) => (row.unit ? `${row.quantity} ${row.unit}` : row.quantity),
});

/**
 * A plain bill's columns as before rates were kept; a bill of supply adds the HSN; a tax invoice
 * (decision 0059) the HSN, the slab, the taxable value and the two halves of the tax, in a smaller
 * size, with the unit beside the quantity and without the ₹ sign (its caption says the amounts are
 * in rupees), so that ten columns fit an A4 page with room for the name.
 */
const LAYOUTS: Record<BillKind, Layout> = {
  BILL: {
    fontSize: 9.5,
    columns: [right('position', 24), left('name'), right('quantity', 48), left('unit', 58), right('rate', 78), right('amount', 88)],
  },
  'BILL OF SUPPLY': {
    fontSize: 9.5,
    columns: [
      right('position', 24),
      left('name'),
      left('hsn', 58),
      right('quantity', 48),
      left('unit', 52),
      right('rate', 78),
      right('amount', 88),
    ],
  },
  'TAX INVOICE': {
    fontSize: 8,
    columns: [
      right('position', 18),
      left('name'),
      // Eight digits of an HSN code on one line.
      left('hsn', 52),
      quantityWithUnit(56),
      right('rate', 50),
      right('gstRate', 30),
      right('taxable', 54),
      right('cgst', 42),
      right('sgst', 42),
      right('amount', 56),
    ],
  },
};

function columnsOf(kind: BillKind, width: number): Column[] {
  const { columns } = LAYOUTS[kind];
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  return columns.map((column) => (column.key === 'name' ? { ...column, width: width - fixed } : column));
}

const HEADINGS: Record<keyof BillRow, string> = {
  position: BILL_TEXTS.columns.position,
  name: BILL_TEXTS.columns.item,
  hsn: BILL_TEXTS.columns.hsn,
  quantity: BILL_TEXTS.columns.quantity,
  unit: BILL_TEXTS.columns.unit,
  rate: BILL_TEXTS.columns.rate,
  gstRate: BILL_TEXTS.columns.gstRate,
  taxable: BILL_TEXTS.columns.taxable,
  cgst: BILL_TEXTS.columns.cgst,
  sgst: BILL_TEXTS.columns.sgst,
  amount: BILL_TEXTS.columns.amount,
};

/** Writes a cell within its column: on one line, or wrapped (a long name) when `wrap`. */
function drawCell(doc: PdfDocument, text: string, x: number, y: number, column: Column, wrap = false): void {
  doc.text(text, x + PAD, y, { width: column.width - 2 * PAD, align: column.align, lineBreak: wrap });
}

function drawHeader(doc: PdfDocument, area: TableArea, columns: Column[], fontSize: number, top: number): number {
  doc.font('bold').fontSize(fontSize);
  const height = doc.currentLineHeight() + 2 * PAD;
  doc.rect(area.left, top, area.width, height).fill(COLORS.head);
  doc.fillColor(COLORS.brand);
  let x = area.left;
  for (const column of columns) {
    drawCell(doc, HEADINGS[column.key], x, top + PAD, column);
    x += column.width;
  }
  return top + height;
}

/**
 * Draws the items, one row each, carrying on over as many pages as they need with the column
 * headings repeated at the top of each. The last row goes over with the totals when they would
 * not fit below it. Answers the y just below the last row.
 */
export function drawItemsTable(doc: PdfDocument, kind: BillKind, rows: readonly BillRow[], area: TableArea, top: number): number {
  const { fontSize } = LAYOUTS[kind];
  const columns = columnsOf(kind, area.width);
  const nameColumn = columns[1]!;
  let y = drawHeader(doc, area, columns, fontSize, top);
  for (const [index, row] of rows.entries()) {
    doc.font('regular').fontSize(fontSize);
    const height = doc.heightOfString(row.name, { width: nameColumn.width - 2 * PAD }) + 2 * PAD;
    const below = index === rows.length - 1 ? area.afterLast : 0;
    if (y + height + below > area.bottom) y = drawHeader(doc, area, columns, fontSize, area.newPage());
    doc.font('regular').fontSize(fontSize).fillColor(COLORS.text);
    let x = area.left;
    for (const column of columns) {
      drawCell(doc, column.text ? column.text(row) : String(row[column.key]), x, y + PAD, column, column.key === 'name');
      x += column.width;
    }
    y += height;
    doc
      .moveTo(area.left, y)
      .lineTo(area.left + area.width, y)
      .lineWidth(0.5)
      .strokeColor(COLORS.line)
      .stroke();
  }
  return y;
}
