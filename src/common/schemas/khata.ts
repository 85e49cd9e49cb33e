import { z } from 'zod';
import { KHATA_ENTRY_KINDS } from '../constants.js';
import { User } from './auth.js';
import { decimalField, Id, Success } from './fields.js';
import { Order } from './orders.js';
import { PAYMENT_REFERENCE_MAX, PaidMethod } from './payments.js';

/**
 * The khata (API.md "Getting paid"; decision 0048): what a shopper owes the shop on credit, and
 * the day's cash-up. Money in rupees here, integer paise on the server.
 */

/** The most any shopper may owe on credit, in rupees: a bound on a typo, not on a shop. */
export const CREDIT_LIMIT_MAX = 10_000_000;

/** PUT /api/admin/users/:id/credit: the most the shopper may owe (rupees, two decimals); 0 is no credit. */
export const CreditLimitInput = z.object(
  { creditLimit: decimalField('Credit Limit', { places: 2, max: CREDIT_LIMIT_MAX }) },
  { error: 'Credit Limit: Give An Amount Of 0 Or More..!!' },
);
export type CreditLimitInput = z.infer<typeof CreditLimitInput>;
export const CreditLimitAnswer = z.object({ success: Success, user: User });

export const KhataUserParams = z.object({ userId: Id });

/** One line of a khata: a delivered Credit order (what it added) or a payment (what it took off), with the balance after it. */
export const KhataEntry = z.object({
  _id: z.string(),
  at: z.string(),
  kind: z.enum(KHATA_ENTRY_KINDS),
  orderId: z.string().nullable(),
  orderNumber: z.number().nullable(),
  amount: z.number(),
  balance: z.number(),
  method: PaidMethod.nullable(),
  reference: z.string().nullable(),
});
export type KhataEntry = z.infer<typeof KhataEntry>;

/**
 * GET /api/user/my/khata and GET /api/admin/khata/:userId: the limit, the balance and every entry,
 * newest first; `onOrder`, the amount due of open Credit orders not yet delivered (so not yet on
 * the khata), and `available`, the credit a new Credit order may still take (the limit less both,
 * never below 0).
 */
export const KhataAnswer = z.object({
  success: Success,
  limit: z.number(),
  balance: z.number(),
  onOrder: z.number(),
  available: z.number(),
  entries: z.array(KhataEntry),
});
export type KhataAnswer = z.infer<typeof KhataAnswer>;

/** GET /api/admin/khata: who owes, oldest debt first; `days` since the oldest order not yet paid off. */
export const KhataAccount = z.object({
  user: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), mobile: z.string().nullable() }),
  limit: z.number(),
  balance: z.number(),
  oldestUnpaidAt: z.string(),
  days: z.number(),
});
export type KhataAccount = z.infer<typeof KhataAccount>;
export const KhataAccountsAnswer = z.object({ success: Success, accounts: z.array(KhataAccount) });

/** POST /api/admin/khata/:userId/payments: money received against the balance (rupees, two decimals). */
export const KhataPaymentInput = z.object(
  {
    amount: decimalField('Amount', { places: 2, max: CREDIT_LIMIT_MAX, positive: true }),
    method: PaidMethod,
    reference: z
      .string({ error: 'Reference: Must Be Text..!!' })
      .trim()
      .max(PAYMENT_REFERENCE_MAX, `Reference: At Most ${PAYMENT_REFERENCE_MAX} Characters..!!`)
      .optional()
      .transform((reference) => reference || undefined),
  },
  { error: 'Payment: Give The Amount And The Method..!!' },
);
export type KhataPaymentInput = z.infer<typeof KhataPaymentInput>;
export const KhataPaymentAnswer = z.object({ success: Success, entry: KhataEntry, balance: z.number() });

export const KhataReminderAnswer = z.object({ success: Success, message: z.string(), balance: z.number() });

/** A count of payments and what they add up to, in rupees. */
const Tally = z.object({ count: z.number(), amount: z.number() });

/** GET /api/admin/reports/payments (and its sheet, payments.csv): an IST day, YYYY-MM-DD; today when not given. */
export const CashUpQuery = z.object({
  date: z
    .string({ error: 'Date: Write It As YYYY-MM-DD..!!' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date: Write It As YYYY-MM-DD..!!')
    .refine(
      (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      'Date: No Such Day..!!',
    )
    .optional(),
});
export type CashUpQuery = z.infer<typeof CashUpQuery>;

/** The day's cash-up: what came in by Cash and UPI (orders and khata payments), refunds, credit given, and what is still owed. */
export const CashUpAnswer = z.object({
  success: Success,
  date: z.string(),
  received: z.object({ Cash: Tally, UPI: Tally }),
  /** Of `received`, what was paid against the khata (beside the contract's keys, decision 0050). */
  khataPayments: z.object({ Cash: Tally, UPI: Tally }),
  refunded: Tally,
  onCredit: Tally,
  unpaidDelivered: z.array(Order),
  refundsDue: z.array(Order),
});
export type CashUpAnswer = z.infer<typeof CashUpAnswer>;
