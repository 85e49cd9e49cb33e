import { z } from 'zod';
import { COUPON_KINDS } from '../constants.js';
import { IsoDate } from './delivery.js';
import { decimalField, Success } from './fields.js';

/**
 * The owner's coupons and the shopper's check of a code (API.md "Offers and the delivery charge";
 * docs/decisions/0062). Amounts in rupees as everywhere in the API; the server keeps paise.
 */

/** Codes are 3–20 letters and digits, compared without case: kept upper-cased. */
export const COUPON_CODE = /^[A-Za-z0-9]{3,20}$/;

const CodeField = z
  .string({ error: 'Code: Required..!!' })
  .trim()
  .regex(COUPON_CODE, 'Code: Use 3 To 20 Letters And Digits..!!')
  .transform((code) => code.toUpperCase());

const PERCENT_MOST = 100;
const FLAT_MOST = 100_000;

const CouponFields = z.object({
  code: CodeField,
  kind: z.enum(COUPON_KINDS, { error: 'Kind: Choose percent Or flat..!!' }),
  /** A percent (up to 100, two decimals) or rupees off. */
  value: decimalField('Value', { places: 2, max: FLAT_MOST, positive: true }),
  /** The items' total the coupon needs, in rupees; 0: any. */
  minAmount: decimalField('Minimum Amount', { places: 2, max: 1_000_000 }).default(0),
  /** The most a percent coupon takes off, in rupees; null: no cap. */
  maxDiscount: decimalField('Max Discount', { places: 2, max: FLAT_MOST, positive: true }).nullable().default(null),
  validFrom: IsoDate('Valid From').nullable().default(null),
  validTo: IsoDate('Valid To').nullable().default(null),
  perShopper: z
    .number({ error: 'Per Shopper: Must Be A Number..!!' })
    .int('Per Shopper: Whole Uses Only..!!')
    .min(1, 'Per Shopper: At Least 1..!!')
    .max(1000, 'Per Shopper: At Most 1000..!!')
    .default(1),
  totalUses: z
    .number({ error: 'Total Uses: Must Be A Number..!!' })
    .int('Total Uses: Whole Uses Only..!!')
    .min(1, 'Total Uses: At Least 1..!!')
    .max(10_000_000, 'Total Uses: At Most 10000000..!!')
    .nullable()
    .default(null),
  active: z.boolean({ error: 'Active: true Or false..!!' }).default(true),
});

/** What one coupon's fields ask of each other, checked on a new coupon and on an edit's result. */
export function couponProblems(coupon: { kind: string; value: number; validFrom: string | null; validTo: string | null }): string[] {
  const problems: string[] = [];
  if (coupon.kind === 'percent' && coupon.value > PERCENT_MOST) problems.push(`Value: A Percent Is At Most ${PERCENT_MOST}..!!`);
  if (coupon.validFrom !== null && coupon.validTo !== null && coupon.validTo < coupon.validFrom) {
    problems.push('Valid To: Must Not Be Before Valid From..!!');
  }
  return problems;
}

/** POST /api/admin/coupons: a Coupon without `_id` and `used`. */
export const CouponInput = CouponFields.strict().superRefine((coupon, context) => {
  for (const message of couponProblems(coupon)) context.addIssue({ code: 'custom', message });
});
export type CouponInput = z.infer<typeof CouponInput>;

/** PUT /api/admin/coupons/:id: the fields to change, at least one; the result is checked as a whole. */
export const CouponChange = z
  .object({
    code: CodeField,
    kind: CouponFields.shape.kind,
    value: decimalField('Value', { places: 2, max: FLAT_MOST, positive: true }),
    minAmount: decimalField('Minimum Amount', { places: 2, max: 1_000_000 }),
    maxDiscount: decimalField('Max Discount', { places: 2, max: FLAT_MOST, positive: true }).nullable(),
    validFrom: IsoDate('Valid From').nullable(),
    validTo: IsoDate('Valid To').nullable(),
    perShopper: CouponFields.shape.perShopper.unwrap(),
    totalUses: CouponFields.shape.totalUses.unwrap(),
    active: CouponFields.shape.active.unwrap(),
  })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Coupon: Nothing To Change..!!');
export type CouponChange = z.infer<typeof CouponChange>;

export const Coupon = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minAmount: z.number(),
  maxDiscount: z.number().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  perShopper: z.number(),
  totalUses: z.number().nullable(),
  /** The orders placed with it and not cancelled. */
  used: z.number(),
  active: z.boolean(),
});
export type Coupon = z.infer<typeof Coupon>;

export const CouponsAnswer = z.object({ success: Success, coupons: z.array(Coupon) });
export const CouponAnswer = z.object({ success: Success, coupon: Coupon });

/** A code as a shopper types it: any text up to a bound; an unknown one is a refusal of the coupon (409), not of the input. */
export const CouponCodeTyped = z
  .string({ error: 'Coupon: Required..!!' })
  .trim()
  .min(1, 'Coupon: Required..!!')
  .max(40, 'Coupon: At Most 40 Characters..!!')
  .transform((code) => code.toUpperCase());

/** GET /api/coupons/check: the code and the items' total (rupees) the cart shows. */
export const CouponCheckQuery = z.object({
  code: CouponCodeTyped,
  total: decimalField('Total', { places: 2, max: 1_000_000_000 }),
});

/** The discount on that total, and the coupon as the shopper may see it. */
export const CouponCheckAnswer = z.object({
  success: Success,
  discount: z.number(),
  coupon: z.object({ code: z.string(), kind: z.enum(COUPON_KINDS), value: z.number() }),
});
