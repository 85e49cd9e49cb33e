import { z } from 'zod';
import { hasAtMostDecimals } from '../money.js';

/**
 * Field builders shared by every area's schemas. Messages carry their field ("Email: ...")
 * so that a list of problems reads on its own (API.md "Envelope").
 */

/** A required text field, trimmed, with a maximum length. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label}: Required..!!` })
    .trim()
    .min(1, `${label}: Required..!!`)
    .max(max, `${label}: At most ${max} characters..!!`);
}

/** Numbers may arrive as numeric strings from forms: accepted only when they parse exactly. */
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;
export function numberLike(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && NUMERIC_TEXT.test(value.trim()) ? Number(value) : value),
    z.number({ error: `${label}: Must be a number..!!` }).finite(`${label}: Must be a number..!!`),
  );
}

/** A non-negative amount with at most `places` decimals and an upper bound. */
export function decimalField(
  label: string,
  { places, max, min = 0, positive = false }: { places: number; max: number; min?: number; positive?: boolean },
) {
  return numberLike(label)
    .refine(
      (n) => (positive ? Math.round(n * 10 ** places) >= 1 : n >= min),
      positive ? `${label}: Must be more than 0..!!` : `${label}: Must be ${min} or more..!!`,
    )
    .refine((n) => n <= max, `${label}: Must be at most ${max}..!!`)
    .refine((n) => hasAtMostDecimals(n, places), `${label}: At most ${places} decimals..!!`);
}

/**
 * A mobile number as people type it: "+91 98765 43210", "098765-43210" and "9876543210" are the
 * same 10 digits, which is what is kept (API.md "Delivery area, slots, settings, addresses").
 */
export const TenDigits = (label: string, problem = `${label}: Must Be 10 Digits..!!`) =>
  z
    .string({ error: problem })
    .transform((typed) => typed.replace(/[\s().-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, ''))
    .pipe(z.string().regex(/^\d{10}$/, problem));

export const Id = z.uuid('Id: Invalid Id..!!');

export const EmailField = z
  .string({ error: 'Email: Required..!!' })
  .trim()
  .min(1, 'Email: Required..!!')
  .max(254, 'Email: Invalid Email..!!')
  .pipe(z.email('Email: Invalid Email..!!'))
  .transform((email) => email.toLowerCase());

export const Success = z.literal(true);
export const MessageOnly = z.object({ success: Success, message: z.string() });
