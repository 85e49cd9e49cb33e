import { z } from 'zod';
import { isTenDigits, PIN_CODE, withoutPhoneDressing } from '../contact-rules.js';
import { type FieldId, schemaMessage } from '../messages.js';
import { hasAtMostDecimals } from '../money.js';
import { MessageValues } from './error-envelope.js';

/**
 * Field builders shared by every area's schemas. Messages carry their field ("Email: ...")
 * so that a list of problems reads on its own (API.md "Envelope").
 */

/** A required text field, trimmed, with a maximum length; `field` names it in the messages (common/messages.ts). */
export function requiredText(field: FieldId, max: number) {
  const required = schemaMessage('fieldRequired', { field });
  return z.string({ error: required }).trim().min(1, required).max(max, schemaMessage('fieldTooLong', { field, max }));
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
 * A number as people type it: "+91 98765 43210", "098765-43210" and "9876543210" are the same
 * 10 digits, which is what is kept (API.md "Delivery area, slots, settings, addresses"; the rule
 * itself is common/contact-rules.ts).
 */
export const TenDigits = (label: string, problem = `${label}: Must Be 10 Digits..!!`) =>
  z.string({ error: problem }).transform(withoutPhoneDressing).pipe(z.string().refine(isTenDigits, problem));

const MOBILE_PROBLEM = schemaMessage('mobileInvalid');

/** A shopper's mobile number, taken as typed and kept as its 10 digits; older clients send a number. */
export const MobileNumber = z
  .union([z.string(), z.number()], { error: MOBILE_PROBLEM })
  .transform((v) => String(v))
  .pipe(TenDigits('Mobile Number', MOBILE_PROBLEM));

const PIN_PROBLEM = schemaMessage('pinInvalid');

/** An Indian PIN code, 6 digits (common/contact-rules.ts); a number is taken as its digits. */
export const PinCode = z
  .union([z.string(), z.number()], { error: PIN_PROBLEM })
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(PIN_CODE, PIN_PROBLEM));

export const Id = z.uuid('Id: Invalid Id..!!');

const EMAIL_REQUIRED = schemaMessage('fieldRequired', { field: 'email' });
const INVALID_EMAIL = schemaMessage('invalidEmail');
export const EmailField = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .min(1, EMAIL_REQUIRED)
  .max(254, INVALID_EMAIL)
  .pipe(z.email(INVALID_EMAIL))
  .transform((email) => email.toLowerCase());

export const Success = z.literal(true);
/**
 * Beside a success answer's `message`: the message's id and values (decision 0034), so the
 * storefront says it in the shopper's language.
 */
export const MessageById = {
  messageId: z.string().optional().meta({ description: "The message's id in the shop's message table (common/messages.ts)" }),
  values: MessageValues.optional().meta({ description: 'The values the message was written with' }),
};

export const MessageOnly = z.object({ success: Success, message: z.string(), ...MessageById });
