import { BILL_TEXTS } from './bill-texts.js';
import type { PdfDocument } from './pdf-kit.js';

/** One printed line of the bill, already formatted. */
export interface BillRow {
  position: number;
  name: string;
  quantity: string;
  unit: string;
  rate: string;
  amount: string;
}

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
const FONT_SIZE = 9.5;
const PAD = 5;

/** Fixed widths of the figure columns; the item's name takes what is left. */
const FIXED = { position: 24, quantity: 48, unit: 58, rate: 78, amount: 88 };
type Column = { key: keyof BillRow; width: number; align: 'left' | 'right' };

function columnsOf(width: number): Column[] {
  const item = width - (FIXED.position + FIXED.quantity + FIXED.unit + FIXED.rate + FIXED.amount);
  return [
    { key: 'position', width: FIXED.position, align: 'right' },
    { key: 'name', width: item, align: 'left' },
    { key: 'quantity', width: FIXED.quantity, align: 'right' },
    { key: 'unit', width: FIXED.unit, align: 'left' },
    { key: 'rate', width: FIXED.rate, align: 'right' },
    { key: 'amount', width: FIXED.amount, align: 'right' },
  ];
}

const HEADINGS: Record<keyof BillRow, string> = {
  position: BILL_TEXTS.columns.position,
  name: BILL_TEXTS.columns.item,
  quantity: BILL_TEXTS.columns.quantity,
  unit: BILL_TEXTS.columns.unit,
  rate: BILL_TEXTS.columns.rate,
  amount: BILL_TEXTS.columns.amount,
};

/** Writes a cell within its column: on one line, or wrapped (a long name) when `wrap`. */
function drawCell(doc: PdfDocument, text: string, x: number, y: number, column: Column, wrap = false): void {
  doc.text(text, x + PAD, y, { width: column.width - 2 * PAD, align: column.align, lineBreak: wrap });
}

function drawHeader(doc: PdfDocument, area: TableArea, columns: Column[], top: number): number {
  doc.font('bold').fontSize(FONT_SIZE);
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
export function drawItemsTable(doc: PdfDocument, rows: readonly BillRow[], area: TableArea, top: number): number {
  const columns = columnsOf(area.width);
  const nameColumn = columns[1]!;
  let y = drawHeader(doc, area, columns, top);
  for (const [index, row] of rows.entries()) {
    doc.font('regular').fontSize(FONT_SIZE);
    const height = doc.heightOfString(row.name, { width: nameColumn.width - 2 * PAD }) + 2 * PAD;
    const below = index === rows.length - 1 ? area.afterLast : 0;
    if (y + height + below > area.bottom) y = drawHeader(doc, area, columns, area.newPage());
    doc.font('regular').fontSize(FONT_SIZE).fillColor(COLORS.text);
    let x = area.left;
    for (const column of columns) {
      drawCell(doc, String(row[column.key]), x, y + PAD, column, column.key === 'name');
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
