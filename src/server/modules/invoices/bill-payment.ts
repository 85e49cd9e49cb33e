import { toPaise } from '#common/money.js';
import { moneyAtTheDoorOf } from '#common/money-at-the-door.js';
import type { Order } from '#common/schemas/orders.js';
import type { UpiPayment } from '#server/modules/payments/service.js';
import { formatBillAmount, formatBillDate } from './bill-format.js';
import { COLORS } from './bill-table.js';
import { BILL_TEXTS as T } from './bill-texts.js';
import type { PdfDocument } from './pdf-kit.js';

/** An unpaid UPI order's way to pay, with its QR code's modules (`true` is dark, quiet border included). */
export interface BillUpi {
  payment: UpiPayment;
  modules: boolean[][];
}

/** The QR code's side on paper: 38 mm, so each module of a payment link's code is near 1 mm and any phone reads it. */
export const QR_SIZE = 108;

const dateOf = (iso: string | null) => (iso ? formatBillDate(new Date(iso)) : '');

/** The Payment fact beside the shopper: how it was paid once it is, else how it is to be paid. */
export function paymentFactOf(order: Order): string {
  const { payment } = order;
  if (payment.status === 'Paid' && payment.method) return T.paidBy(payment.method, dateOf(payment.paidAt));
  if (payment.status === 'RefundDue') return T.refundDue;
  if (payment.status === 'Refunded') return T.refundedOn(dateOf(payment.refundedAt));
  if (payment.status === 'OnCredit' || order.paymentMethod === 'Credit') return T.onCredit;
  return order.paymentMethod === 'UPI' ? T.upi : T.cashOnDelivery;
}

/**
 * What the shopper is asked, or told, about the money, as one line under the totals; none for a
 * cancelled order left unpaid. A payment is for what was owed when it came: a packing since may
 * leave some to pay or some to give back at the door (common/money-at-the-door.ts, the packing
 * slip's rule too).
 */
export function paymentLineOf(order: Order): string | undefined {
  const money = moneyAtTheDoorOf(order);
  switch (money.kind) {
    case 'paid': {
      const paid = T.paidBy(money.method, dateOf(order.payment.paidAt));
      const received = formatBillAmount(money.receivedPaise);
      if (money.balancePaise > 0) return T.paidWithBalance(paid, received, formatBillAmount(money.balancePaise));
      if (money.balancePaise < 0) return T.paidWithChange(paid, received, formatBillAmount(-money.balancePaise));
      return T.paidInFull(paid, order.payment.reference);
    }
    case 'refundDue':
      return T.toRefund(formatBillAmount(money.receivedPaise));
    case 'refunded':
      return T.refunded(formatBillAmount(money.receivedPaise), dateOf(order.payment.refundedAt));
    case 'credit':
      return (money.onKhata ? T.onKhata : T.toKhata)(formatBillAmount(money.duePaise));
    case 'collect':
      return (money.method === 'UPI' ? T.payDue : T.payOnDelivery)(formatBillAmount(money.duePaise));
    case 'nothing':
      return undefined;
  }
}

/**
 * The QR code as vector squares, one rectangle per run of dark modules in a row (no seams
 * between neighbours in any viewer), so it prints as sharp as the SVG on the order's page. The
 * code is also a link: tapped in a PDF viewer on a phone, it opens the UPI app.
 */
export function drawQr(doc: PdfDocument, upi: BillUpi, x: number, y: number): void {
  const module = QR_SIZE / upi.modules.length;
  upi.modules.forEach((row, r) => {
    let start = -1;
    row.forEach((dark, c) => {
      if (dark && start < 0) start = c;
      if ((!dark || c === row.length - 1) && start >= 0) {
        const end = dark ? c + 1 : c;
        doc.rect(x + start * module, y + r * module, (end - start) * module, module);
        start = -1;
      }
    });
  });
  doc.fillColor('#000000').fill();
  doc.link(x, y, QR_SIZE, QR_SIZE, upi.payment.link);
}

/** An unpaid UPI order: its QR code, and beside it the amount and where the money goes. */
function drawUpi(doc: PdfDocument, order: Order, upi: BillUpi, left: number, top: number, width: number): number {
  drawQr(doc, upi, left, top);
  const x = left + QR_SIZE + 10;
  const textWidth = width - QR_SIZE - 10;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(COLORS.brand)
    .text(T.upiTitle, x, top + 6, { width: textWidth });
  doc
    .fontSize(10.5)
    .fillColor(COLORS.text)
    .text(T.upiAmount(formatBillAmount(toPaise(upi.payment.amount))), { width: textWidth });
  doc.font('regular').fontSize(9.5).text(T.upiScan, { width: textWidth });
  doc.moveDown(0.3).fillColor(COLORS.muted).fontSize(9);
  doc.text(`${T.upiId}: ${upi.payment.upiId}`, { width: textWidth });
  doc.text(`${T.upiPayee}: ${upi.payment.payee}`, { width: textWidth });
  doc.text(`${T.upiNote}: ${T.orderNumber(order.orderNumber)}`, { width: textWidth });
  return Math.max(top + QR_SIZE, doc.y);
}

/**
 * The payment part under the totals (decision 0050), on the left beside them: an unpaid UPI order
 * its QR code; any other order one line of what is paid, due or owed. Answers where it ends.
 */
export function drawPayment(
  doc: PdfDocument,
  { order, upi }: { order: Order; upi?: BillUpi | undefined },
  area: { left: number; top: number; width: number },
): number {
  if (upi) return drawUpi(doc, order, upi, area.left, area.top, area.width);
  const line = paymentLineOf(order);
  if (!line) return area.top;
  doc.font('regular').fontSize(9.5).fillColor(COLORS.text).text(line, area.left, area.top, { width: area.width });
  return doc.y;
}
