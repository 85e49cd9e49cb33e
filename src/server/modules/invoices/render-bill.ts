import { toPaise } from '#common/money.js';
import { formatDeliverySlot } from '#common/schemas/delivery.js';
import type { Order } from '#common/schemas/orders.js';
import type { Settings } from '#common/schemas/settings.js';
import type { BillKind } from '#common/tax.js';
import { openBillDocument } from './bill-document.js';
import { formatBillAmount, formatBillDate } from './bill-format.js';
import { type BillLines, billLinesOf } from './bill-lines.js';
import { type BillUpi, drawPayment, paymentFactOf, QR_SIZE } from './bill-payment.js';
import { billSumsOf } from './bill-sums.js';
import { COLORS, drawItemsTable, type TableArea } from './bill-table.js';
import { drawTaxBlock, taxBlockHeight } from './bill-tax-summary.js';
import { BILL_TEXTS as T } from './bill-texts.js';
import type { PdfDocument } from './pdf-kit.js';

/** What the shop prints about itself: the settings the owner keeps (API.md "Delivery area, slots, settings"). */
export type ShopDetails = Pick<Settings, 'shopName' | 'address' | 'phones' | 'email' | 'gstin' | 'fssai'>;

export interface BillContent {
  shop: ShopDetails;
  /** "2026-27/000123" (bill-numbers.ts). */
  number: string;
  order: Order;
  /** An unpaid UPI order's link and QR code (decision 0050); none for any other order. */
  upi?: BillUpi;
  /** The products' names in the shopper's language, by product id, where they have one (decision 0059). */
  localNames?: ReadonlyMap<string, string>;
}

/** The bill's lines, its kind and its tax, as both papers print them. */
export const billLinesFor = (bill: BillContent): BillLines => billLinesOf(bill.order, bill.shop.gstin, bill.localNames);

/** The title at the top right, wide enough for "BILL OF SUPPLY" on one line. */
function drawTitle(doc: PdfDocument, kind: BillKind, width: number): void {
  const long = kind !== 'BILL';
  doc
    .font('bold')
    .fontSize(long ? 16 : 22)
    .fillColor(COLORS.brand)
    .text(kind, MARGIN + width - 180, MARGIN + (long ? 4 : 0), { width: 180, align: 'right', characterSpacing: long ? 1.5 : 3 });
}

const MARGIN = 40;
/** Room kept at the foot of every page for the page number. */
const FOOTER = 26;
/**
 * The sums, the payment and the thanks under the table (drawTotals), kept on the last row's page:
 * an unpaid UPI order's QR code beside the sums makes them taller, and a discount's line (a third
 * sum) adds SUM_LINE.
 */
const TOTALS_HEIGHT = { plain: 130, withQr: 8 + QR_SIZE + 24 } as const;
const SUM_LINE = 16;

/** The shop's name and what a bill must say about the seller; GSTIN and FSSAI only once the owner has set them. */
function drawShop(doc: PdfDocument, shop: ShopDetails, width: number): number {
  doc.font('bold').fontSize(18).fillColor(COLORS.brand).text(shop.shopName, MARGIN, MARGIN, { width });
  doc.font('regular').fontSize(9).fillColor(COLORS.muted);
  const lines = [
    shop.address,
    shop.phones.length > 0 ? `${T.phones}: ${shop.phones.join(', ')}` : '',
    `${T.email}: ${shop.email}`,
    shop.gstin ? `${T.gstin}: ${shop.gstin}` : '',
    shop.fssai ? `${T.fssai}: ${shop.fssai}` : '',
  ];
  for (const line of lines.filter(Boolean)) doc.text(line, { width });
  return doc.y;
}

/** The band of facts under the heading: number, date, order and status, each labelled. */
function drawFacts(doc: PdfDocument, bill: BillContent, top: number, width: number): number {
  const cancelled = bill.order.status === 'Cancelled';
  const facts = [
    { label: T.billNumber, value: bill.number, width: 120 },
    { label: T.billDate, value: formatBillDate(new Date(bill.order.orderDate)), width: 100 },
    { label: T.order, value: T.orderNumber(bill.order.orderNumber), width: 205 },
    { label: T.status, value: bill.order.status, width: width - 425, color: cancelled ? COLORS.red : COLORS.text },
  ];
  const height = 36;
  doc.rect(MARGIN, top, width, height).fill(COLORS.head);
  let x = MARGIN;
  for (const fact of facts) {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(fact.label, x + 6, top + 5, { width: fact.width - 12, lineBreak: false });
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(fact.color ?? COLORS.text)
      .text(fact.value, x + 6, top + 17, { width: fact.width - 12, lineBreak: false });
    x += fact.width;
  }
  return top + height;
}

/** A cancelled order's bill says so first, in red, so nobody collects money against it. */
function drawCancelled(doc: PdfDocument, order: Order, top: number, width: number): number {
  const cancelledAt = order.statusHistory.findLast((change) => change.status === 'Cancelled')?.at ?? order.orderDate;
  const note = T.cancelledNote(formatBillDate(new Date(cancelledAt)));
  const reason = order.cancelReason ? `${T.cancelReason}: ${order.cancelReason}` : '';
  doc.font('regular').fontSize(9.5);
  const textHeight = doc.heightOfString(note, { width: width - 24 }) + (reason ? doc.heightOfString(reason, { width: width - 24 }) : 0);
  const height = 34 + textHeight;
  doc.rect(MARGIN, top, width, height).lineWidth(1.5).strokeColor(COLORS.red).stroke();
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(COLORS.red)
    .text(T.cancelled, MARGIN + 12, top + 8, { width: width - 24, characterSpacing: 2 });
  doc
    .font('regular')
    .fontSize(9.5)
    .text(note, { width: width - 24 });
  if (reason) doc.text(reason, { width: width - 24 });
  return top + height;
}

/** Who the goods go to: the name and delivery address the order was placed with; payment and the delivery slot beside them. */
function drawShopper(doc: PdfDocument, order: Order, top: number): number {
  const { shippingInfo: to, user } = order;
  doc.font('regular').fontSize(8).fillColor(COLORS.muted).text(T.billTo.toUpperCase(), MARGIN, top, { characterSpacing: 0.5 });
  doc.font('bold').fontSize(10.5).fillColor(COLORS.text).text(`${user.firstName} ${user.lastName}`, { width: 300 });
  doc.font('regular').fontSize(9.5).text(to.address, { width: 300 });
  doc.text(`${to.city} - ${to.pinCode}`, { width: 300 });
  doc.text(`${T.mobile}: ${to.mobileNumber}`, { width: 300 });
  const left = doc.y;
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(COLORS.muted)
    .text(T.payment.toUpperCase(), MARGIN + 330, top, { width: 185, align: 'right' });
  doc.font('bold').fontSize(10.5).fillColor(COLORS.text).text(paymentFactOf(order), { width: 185, align: 'right' });
  if (order.deliverySlot) {
    doc.moveDown(0.5).font('regular').fontSize(8).fillColor(COLORS.muted).text(T.delivery.toUpperCase(), { width: 185, align: 'right' });
    doc.font('bold').fontSize(10.5).fillColor(COLORS.text).text(formatDeliverySlot(order.deliverySlot), { width: 185, align: 'right' });
  }
  return Math.max(left, doc.y);
}

/**
 * The sums under the table: the items as packed (or ordered), the delivery charge, and what the
 * shopper pays, the order's amount due, which the server figured when it was placed or packed.
 * Then the payment (bill-payment.ts): an unpaid UPI order's QR code on the left beside the sums,
 * any other order's line under them.
 */
function drawTotals(doc: PdfDocument, bill: BillContent, top: number, width: number): number {
  const { order, upi } = bill;
  const amountDue = toPaise(order.amountDue);
  const labelX = MARGIN + width - 250;
  const line = (label: string, value: string, y: number, size: number, font: 'regular' | 'bold') => {
    doc.font(font).fontSize(size).fillColor(COLORS.text).text(label, labelX, y, { width: 140, lineBreak: false });
    doc.text(value, labelX + 140, y, { width: 105, align: 'right', lineBreak: false });
  };
  const sums = billSumsOf(order);
  for (const [index, sum] of sums.entries()) line(sum.label, sum.value, top + 8 + SUM_LINE * index, 9.5, 'regular');
  const rule = top + 10 + SUM_LINE * sums.length;
  doc
    .moveTo(labelX, rule)
    .lineTo(MARGIN + width, rule)
    .lineWidth(1)
    .strokeColor(COLORS.brand)
    .stroke();
  line(T.total, formatBillAmount(amountDue), rule + 6, 13, 'bold');
  const below = rule + 36;
  const y = upi
    ? Math.max(below, drawPayment(doc, bill, { left: MARGIN, top: top + 8, width: width - 260 }))
    : drawPayment(doc, bill, { left: MARGIN, top: below, width });
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(COLORS.muted)
    .text(T.thanks, MARGIN, y + 4, { width });
  return doc.y;
}

/** Every page's foot: the bill number and "Page 2 of 3", written once all pages exist. */
function drawFooters(doc: PdfDocument, number: string, width: number): void {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    const y = doc.page.height - MARGIN - FOOTER + 10;
    // Writing below the bottom margin would start a page of its own.
    doc.page.margins.bottom = 0;
    doc.font('regular').fontSize(8).fillColor(COLORS.muted);
    doc.text(`${T.billNumber} ${number} · ${T.computerMade}`, MARGIN, y, { width: width - 90, lineBreak: false });
    doc.text(T.page(page - start + 1, count), MARGIN + width - 90, y, { width: 90, align: 'right', lineBreak: false });
  }
}

/** The bill of an order as a PDF (A4): seller, bill number and date, shopper, items, tax, total. */
export async function renderBill(bill: BillContent): Promise<Buffer> {
  const lines = billLinesFor(bill);
  const { doc, finish } = await openBillDocument({
    size: 'A4',
    margin: MARGIN,
    title: `${lines.kind} ${bill.number}`,
    author: bill.shop.shopName,
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - FOOTER;
  const shopBottom = drawShop(doc, bill.shop, 330);
  drawTitle(doc, lines.kind, width);
  let y = drawFacts(doc, bill, Math.max(shopBottom, doc.y) + 12, width) + 12;
  if (bill.order.status === 'Cancelled') y = drawCancelled(doc, bill.order, y, width) + 12;
  y = drawShopper(doc, bill.order, y) + 14;
  if (lines.kind === 'TAX INVOICE') {
    doc
      .font('regular')
      .fontSize(8)
      .fillColor(COLORS.muted)
      .text(bill.order.discount > 0 ? `${T.amountsInRupees} ${T.taxAfterDiscount}` : T.amountsInRupees, MARGIN, y - 4, {
        width,
        align: 'right',
      });
    y = doc.y + 2;
  }

  const newPage = () => {
    doc.addPage();
    doc.font('regular').fontSize(9).fillColor(COLORS.muted);
    doc.text(`${bill.shop.shopName} · ${T.billNumber} ${bill.number} (${T.continued})`, MARGIN, MARGIN, { width });
    return doc.y + 8;
  };
  const amountDue = toPaise(bill.order.amountDue);
  const taxHeight = taxBlockHeight(doc, lines, amountDue, { left: MARGIN, width, compact: false });
  const extraSums = billSumsOf(bill.order).length - 2;
  const afterLast = (bill.upi ? TOTALS_HEIGHT.withQr : TOTALS_HEIGHT.plain) + SUM_LINE * extraSums + taxHeight;
  const area: TableArea = { left: MARGIN, width, bottom, newPage, afterLast };
  y = drawItemsTable(doc, lines.kind, lines.rows, area, y);
  y = drawTaxBlock(doc, lines, amountDue, { left: MARGIN, top: y + 10, width, compact: false });
  drawTotals(doc, bill, y, width);
  drawFooters(doc, bill.number, width);
  return finish();
}
