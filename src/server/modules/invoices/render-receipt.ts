import { toPaise } from '#common/money.js';
import { formatDeliverySlot } from '#common/schemas/delivery.js';
import { openBillDocument } from './bill-document.js';
import { formatBillAmount, formatBillDate } from './bill-format.js';
import type { BillLines, BillRow } from './bill-lines.js';
import { drawQr, paymentFactOf, paymentLineOf, QR_SIZE } from './bill-payment.js';
import { billSumsOf } from './bill-sums.js';
import { drawTaxBlock } from './bill-tax-summary.js';
import { BILL_TEXTS as T } from './bill-texts.js';
import type { PdfDocument } from './pdf-kit.js';
import { type BillContent, billLinesFor } from './render-bill.js';

/**
 * The bill on an 80 mm thermal printer's roll (decision 0059): the A4 bill's content, one column
 * of it: each item on its own lines (name; quantity × rate and amount; for a tax invoice its HSN
 * and tax), then the sums, the GST summary and the words, the payment. The page is as tall as the
 * bill, up to a PDF's largest page, past which the roll goes on to another page.
 */

/** 80 mm in points; printers of that roll print about 72 mm of it, so the margins are 4 mm. */
export const RECEIPT_WIDTH = 226;
const MARGIN = 11;
const WIDTH = RECEIPT_WIDTH - 2 * MARGIN;
/** The tallest page a PDF reader is bound to show (200 inches). */
const MAX_HEIGHT = 14_400;
/** A thermal printer prints black or nothing: no colour, no grey. */
const INK = '#000000';
/** Where an item's name, quantity and tax begin, right of its number. */
const INDENT = 12;
/** Between a label and its figure in an item's tax line, so a wrap never parts them. */
const NBSP = '\u00a0';

interface Pen {
  doc: PdfDocument;
  y: number;
  /** Goes on to a new page when `height` would not fit on this one. */
  room(height: number): void;
}

function rule(pen: Pen, dashed = true): void {
  pen.room(8);
  const { doc } = pen;
  doc
    .moveTo(MARGIN, pen.y + 4)
    .lineTo(MARGIN + WIDTH, pen.y + 4)
    .lineWidth(0.7)
    .strokeColor(INK);
  if (dashed) doc.dash(2, { space: 2 });
  doc.stroke().undash();
  pen.y += 8;
}

interface LineOptions {
  size?: number;
  bold?: boolean;
  align?: 'left' | 'center';
  /** From the left margin, for every line of a wrapped text. */
  indent?: number;
}

/** A text across the roll, wrapped as it needs; moves the pen below it. */
function line(pen: Pen, text: string, options: LineOptions = {}): void {
  const { doc } = pen;
  const indent = options.indent ?? 0;
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 8)
    .fillColor(INK);
  pen.room(doc.heightOfString(text, { width: WIDTH - indent }));
  doc.text(text, MARGIN + indent, pen.y, { width: WIDTH - indent, align: options.align ?? 'left' });
  pen.y = doc.y;
}

/** A label on the left and its value on the right, on one line. */
function pair(pen: Pen, label: string, value: string, options: { size?: number; bold?: boolean; indent?: number } = {}): void {
  const { doc } = pen;
  const indent = options.indent ?? 0;
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 8)
    .fillColor(INK);
  const height = doc.currentLineHeight();
  pen.room(height);
  const valueWidth = Math.min(WIDTH - 40, doc.widthOfString(value) + 2);
  doc.text(label, MARGIN + indent, pen.y, { width: WIDTH - indent - valueWidth - 4, lineBreak: false });
  doc.text(value, MARGIN + WIDTH - valueWidth, pen.y, { width: valueWidth, align: 'right', lineBreak: false });
  pen.y += height + 1;
}

function drawHead(pen: Pen, bill: BillContent, lines: BillLines): void {
  const { shop, order } = bill;
  line(pen, shop.shopName, { size: 12, bold: true, align: 'center' });
  for (const text of [
    shop.address,
    shop.phones.length > 0 ? `${T.phones}: ${shop.phones.join(', ')}` : '',
    `${T.email}: ${shop.email}`,
    shop.gstin ? `${T.gstin}: ${shop.gstin}` : '',
    shop.fssai ? `${T.fssai}: ${shop.fssai}` : '',
  ].filter(Boolean)) {
    line(pen, text, { size: 7, align: 'center' });
  }
  pen.y += 4;
  line(pen, lines.kind, { size: 11, bold: true, align: 'center' });
  pen.y += 2;
  pair(pen, T.billNumber, bill.number, { bold: true });
  pair(pen, T.billDate, formatBillDate(new Date(order.orderDate)));
  pair(pen, T.order, T.orderNumber(order.orderNumber));
  pair(pen, T.status, order.status, { bold: order.status === 'Cancelled' });
  if (order.status === 'Cancelled') {
    const cancelledAt = order.statusHistory.findLast((change) => change.status === 'Cancelled')?.at ?? order.orderDate;
    pen.y += 2;
    line(pen, T.cancelled, { size: 12, bold: true, align: 'center' });
    line(pen, T.cancelledNote(formatBillDate(new Date(cancelledAt))), { size: 7.5 });
    if (order.cancelReason) line(pen, `${T.cancelReason}: ${order.cancelReason}`, { size: 7.5 });
  }
  rule(pen);
  const { shippingInfo: to, user } = order;
  line(pen, `${T.billTo}: ${user.firstName} ${user.lastName}`, { bold: true });
  line(pen, `${to.address}, ${to.city} - ${to.pinCode}`, { size: 7.5 });
  line(pen, `${T.mobile}: ${to.mobileNumber}`, { size: 7.5 });
  pair(pen, T.payment, paymentFactOf(order), { size: 7.5 });
  if (order.deliverySlot) pair(pen, T.delivery, formatDeliverySlot(order.deliverySlot), { size: 7.5 });
}

/** An item: its number and name, then quantity × rate and the amount, then (a tax invoice) its HSN and tax. */
function drawItem(pen: Pen, row: BillRow, lines: BillLines): void {
  const { doc } = pen;
  const taxed = lines.kind === 'TAX INVOICE';
  const rate = taxed ? `₹ ${row.rate}` : row.rate;
  const amount = taxed ? `₹ ${row.amount}` : row.amount;
  const labelled = (label: string, value: string) => `${label}${NBSP}${value}`;
  const detail = taxed
    ? [
        labelled(T.columns.hsn, row.hsn || '-'),
        labelled(T.columns.gstRate, row.gstRate),
        labelled(T.columns.taxable, row.taxable),
        labelled(T.columns.cgst, row.cgst),
        labelled(T.columns.sgst, row.sgst),
      ].join(' · ')
    : lines.kind === 'BILL OF SUPPLY' && row.hsn
      ? labelled(T.columns.hsn, row.hsn)
      : '';
  doc.font('regular').fontSize(8);
  const nameHeight = doc.heightOfString(row.name, { width: WIDTH - INDENT });
  pen.room(nameHeight + doc.currentLineHeight() + (detail ? 16 : 0));
  doc.fillColor(INK).text(`${row.position}.`, MARGIN, pen.y, { width: INDENT, lineBreak: false });
  line(pen, row.name, { indent: INDENT });
  pair(pen, `${row.quantity}${row.unit ? ` ${row.unit}` : ''} × ${rate}`, amount, { indent: INDENT });
  if (detail) line(pen, detail, { size: 6.5, indent: INDENT });
  pen.y += 3;
}

function drawSums(pen: Pen, bill: BillContent): void {
  const { order } = bill;
  for (const sum of billSumsOf(order)) pair(pen, sum.label, sum.value);
  pen.y += 1;
  pair(pen, T.total, formatBillAmount(toPaise(order.amountDue)), { size: 11, bold: true });
}

/** An unpaid UPI order's QR code, centred, and under it where the money goes; any other order its payment line. */
function drawPaymentPart(pen: Pen, bill: BillContent): void {
  const { upi, order } = bill;
  if (!upi) {
    const payment = paymentLineOf(order);
    if (payment) line(pen, payment, { size: 8.5, bold: true });
    pen.y += 4;
    return;
  }
  line(pen, `${T.upiTitle} · ${T.upiAmount(formatBillAmount(toPaise(upi.payment.amount)))}`, { size: 9, bold: true, align: 'center' });
  pen.room(QR_SIZE + 6);
  drawQr(pen.doc, upi, MARGIN + (WIDTH - QR_SIZE) / 2, pen.y + 3);
  pen.y += QR_SIZE + 6;
  for (const text of [T.upiScan, `${T.upiId}: ${upi.payment.upiId}`, `${T.upiPayee}: ${upi.payment.payee}`]) {
    line(pen, text, { size: 7.5, align: 'center' });
  }
  pen.y += 4;
}

function drawReceipt(pen: Pen, bill: BillContent, lines: BillLines): void {
  const { doc } = pen;
  drawHead(pen, bill, lines);
  rule(pen, false);
  for (const row of lines.rows) drawItem(pen, row, lines);
  rule(pen, false);
  drawSums(pen, bill);
  rule(pen);
  if (lines.kind !== 'BILL') {
    pen.room(lines.rates.length * 14 + 60);
    pen.y = drawTaxBlock(doc, lines, toPaise(bill.order.amountDue), { left: MARGIN, top: pen.y, width: WIDTH, compact: true });
    rule(pen);
  }
  drawPaymentPart(pen, bill);
  line(pen, T.thanks, { size: 8, align: 'center' });
  line(pen, T.computerMade, { size: 6.5, align: 'center' });
}

/** Draws the receipt on pages `height` tall; answers where it ended on the last page. */
async function renderAt(bill: BillContent, lines: BillLines, height: number): Promise<{ pdf: Buffer; end: number; pages: number }> {
  const { doc, finish } = await openBillDocument({
    size: [RECEIPT_WIDTH, height],
    margin: MARGIN,
    title: `${lines.kind} ${bill.number}`,
    author: bill.shop.shopName,
  });
  const pen: Pen = {
    doc,
    y: MARGIN,
    room(needed) {
      if (this.y + needed <= height - MARGIN) return;
      doc.addPage();
      this.y = MARGIN;
    },
  };
  drawReceipt(pen, bill, lines);
  const end = pen.y;
  const pages = doc.bufferedPageRange().count;
  return { pdf: await finish(), end, pages };
}

/** The bill on an 80 mm roll: drawn once on the tallest page to measure it, then on a page cut to its length. */
export async function renderReceipt(bill: BillContent): Promise<Buffer> {
  const lines = billLinesFor(bill);
  const measured = await renderAt(bill, lines, MAX_HEIGHT);
  // A bill longer than the tallest page (a thousand lines or so) keeps its full pages.
  if (measured.pages > 1) return measured.pdf;
  return (await renderAt(bill, lines, Math.ceil(measured.end + MARGIN))).pdf;
}
