import { toRupees } from '#common/money.js';
import type { Payment } from '#common/schemas/payments.js';
import type { orders } from '#server/db/schema.js';

type PaymentColumns = Pick<
  typeof orders.$inferSelect,
  | 'paymentStatus'
  | 'paidMethod'
  | 'paymentReference'
  | 'paidAt'
  | 'refundedAt'
  | 'refundReference'
  | 'reportedReference'
  | 'paidAmountPaise'
>;

/** The payment columns of a new order, as the database's defaults write them: nothing received yet. */
export const UNPAID_COLUMNS = {
  paymentStatus: 'Unpaid',
  paidMethod: null,
  paymentReference: null,
  paidAt: null,
  refundedAt: null,
  refundReference: null,
  reportedReference: null,
  paidAmountPaise: null,
} as const satisfies PaymentColumns;

/** An order's `payment` as the API answers it (API.md "Getting paid"): its columns, dates as ISO-8601. */
export function paymentOf(row: PaymentColumns): Payment {
  return {
    status: row.paymentStatus,
    method: row.paidMethod,
    reference: row.paymentReference,
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundReference: row.refundReference,
    reportedReference: row.reportedReference,
    amount: row.paidAmountPaise === null ? null : toRupees(row.paidAmountPaise),
  };
}
