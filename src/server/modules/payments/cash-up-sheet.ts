import { toPaise } from '#common/money.js';
import type { Order } from '#common/schemas/orders.js';
import { csvText, istDateTime, rupeesText } from '#server/lib/csv-files.js';
import type { CashUpFigures, TallyPaise } from './cash-up.js';

/**
 * The cash-up sheet's columns: one line per tally (received by Cash and UPI, of which `khata_cash`
 * and `khata_upi` came against the khata), then one per order still to settle.
 */
export const CASH_UP_COLUMNS = ['line', 'order_number', 'customer', 'mobile', 'placed_at', 'count', 'amount'] as const;

const tallyLine = (line: string, tally: TallyPaise): string[] => [line, '', '', '', '', String(tally.count), rupeesText(tally.amountPaise)];

const orderLine = (line: string, order: Order): string[] => [
  line,
  String(order.orderNumber),
  `${order.user.firstName} ${order.user.lastName}`,
  order.shippingInfo.mobileNumber,
  istDateTime(new Date(order.orderDate)),
  '',
  rupeesText(toPaise(order.amountDue)),
];

/**
 * The day's cash-up as a sheet for the owner's spreadsheet (GET /api/admin/reports/payments.csv):
 * the same figures as the JSON answer, amounts in rupees with two decimals. Shoppers' names are
 * theirs to type, so the sheet is written formula-safe (lib/csv-files.ts).
 */
export function cashUpSheet(figures: CashUpFigures, unpaidDelivered: readonly Order[], refundsDue: readonly Order[]): string {
  return csvText([
    [...CASH_UP_COLUMNS],
    tallyLine('received_cash', figures.received.Cash),
    tallyLine('received_upi', figures.received.UPI),
    tallyLine('refunded', figures.refunded),
    tallyLine('on_credit', figures.onCredit),
    tallyLine('khata_cash', figures.khataPayments.Cash),
    tallyLine('khata_upi', figures.khataPayments.UPI),
    ...unpaidDelivered.map((order) => orderLine('unpaid_delivered', order)),
    ...refundsDue.map((order) => orderLine('refund_due', order)),
  ]);
}
