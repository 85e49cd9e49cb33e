import { z } from 'zod';
import { PAID_METHODS, PAYMENT_METHODS, PAYMENT_STATUSES } from '../constants.js';
import { schemaMessage } from '../messages.js';
import { Success } from './fields.js';

/**
 * How an order is paid (API.md "Getting paid"): the method the shopper chose, and where its
 * money stands. Credit (the khata) and the day's cash-up build on the same record.
 */

export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: 'Payment Method: Choose Cash, UPI Or Credit..!!' });
export const PaidMethod = z.enum(PAID_METHODS, { error: 'Method: Choose Cash Or UPI..!!' });

/** An order's payment: Unpaid until the owner records it; dates are ISO-8601 or null. */
export const Payment = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** How the money came (with Paid): null while nothing was received. */
  method: PaidMethod.nullable(),
  /** The owner's reference of the payment (a UTR, a receipt number). */
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** The owner's reference of the refund. */
  refundReference: z.string().nullable(),
  /** The UTR the shopper says they paid with: a note for the owner, never proof of payment. */
  reportedReference: z.string().nullable(),
  /**
   * What was received (rupees), the amount due when it was paid; null while nothing was. Packing
   * after a payment may change the amount due: the difference is settled at the door (decision 0051).
   */
  amount: z.number().nullable(),
});
export type Payment = z.infer<typeof Payment>;

export const PAYMENT_REFERENCE_MAX = 100;

/** The owner's reference of a payment or a refund: optional, a blank one is none. */
const OwnerReference = z
  .string({ error: 'Reference: Must Be Text..!!' })
  .trim()
  .max(PAYMENT_REFERENCE_MAX, `Reference: At Most ${PAYMENT_REFERENCE_MAX} Characters..!!`)
  .optional()
  .transform((reference) => reference || undefined);

/** A UPI transaction number (UTR) as a shopper reads it off their app: 12 digits, spaces allowed between. */
export const Utr = z
  .string({ error: schemaMessage('utrInvalid') })
  .transform((text) => text.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{12}$/, schemaMessage('utrInvalid')));

/** PUT /api/user/my/order/:id/payment: the UTR the shopper paid with. */
export const ReportPaymentInput = z.object({ reference: Utr }, { error: schemaMessage('utrInvalid') });
export type ReportPaymentInput = z.infer<typeof ReportPaymentInput>;

/** PUT /api/admin/orders/:id/payment, and `payment` of the owner's Delivered step: the money received. */
export const RecordPaymentInput = z.object({ method: PaidMethod, reference: OwnerReference }, { error: 'Payment: Give The Method..!!' });
export type RecordPaymentInput = z.infer<typeof RecordPaymentInput>;

/** PUT /api/admin/orders/:id/refund: the money given back, with an optional reference; no body is none. */
export const RefundInput = z
  .object({ reference: OwnerReference })
  .nullish()
  .transform((body) => ({ reference: body?.reference }));
export type RefundInput = z.infer<typeof RefundInput>;

/** GET /api/user/my/order/:id/upi: the link a UPI app opens, its QR code and the amount (rupees). */
export const UpiAnswer = z.object({ success: Success, link: z.string(), qr: z.string(), amount: z.number() });
export type UpiAnswer = z.infer<typeof UpiAnswer>;
