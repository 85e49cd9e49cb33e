import { z } from 'zod';
import { LANGUAGES, LIMITS, ROLES } from '../constants.js';
import { schemaMessage } from '../messages.js';
import { EmailField, MessageById, MobileNumber, requiredText, Success } from './fields.js';

export const Role = z.enum(ROLES);

/** The language a shopper reads the shop in: its mails to them are written in it (API.md "Languages and search"). */
export const LanguageField = z.enum(LANGUAGES, { error: `Language: Choose One Of ${LANGUAGES.join(', ')}..!!` });

export const User = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for an account made by a code sent to its mobile (API.md "Phone first"). */
  email: z.string().nullable(),
  /** The verified mobile, its 10 digits; null until a code sent to it was entered. */
  mobile: z.string().nullable(),
  role: Role,
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  /** The most the shopper may owe on the khata, in rupees; 0 is no credit (API.md "Getting paid"). */
  creditLimit: z.number(),
});
export type User = z.infer<typeof User>;

const PASSWORD_REQUIRED = schemaMessage('fieldRequired', { field: 'password' });
const Password = z
  .string({ error: PASSWORD_REQUIRED })
  .min(1, PASSWORD_REQUIRED)
  .max(LIMITS.passwordMax, schemaMessage('fieldTooLong', { field: 'password', max: LIMITS.passwordMax }));

const CONFIRM_REQUIRED = schemaMessage('fieldRequired', { field: 'confirmPassword' });
const ConfirmPassword = z
  .string({ error: CONFIRM_REQUIRED })
  .min(1, CONFIRM_REQUIRED)
  .max(LIMITS.passwordMax, schemaMessage('fieldTooLong', { field: 'confirmPassword', max: LIMITS.passwordMax }));
const PASSWORDS_DIFFER = schemaMessage('passwordsDiffer');
const BAD_RESET_LINK = schemaMessage('badResetLinkField');

/** A new password: length rule applies where a password is chosen, not where it is typed to log in. */
const NewPassword = Password.refine((p) => p.length >= LIMITS.passwordMin, schemaMessage('passwordTooShort', { min: LIMITS.passwordMin }));

export const RegisterInput = z
  .object({
    firstName: requiredText('firstName', LIMITS.nameLength),
    lastName: requiredText('lastName', LIMITS.nameLength),
    email: EmailField,
    password: NewPassword,
    confirmPassword: ConfirmPassword,
    /** The language chosen on the device when signing up; English when not sent. */
    language: LanguageField.optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DIFFER,
    path: ['confirmPassword'],
  });
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({ email: EmailField, password: Password });
export type LoginInput = z.infer<typeof LoginInput>;

/** Change and reset password share a body (spec 7: password, confirm_password). */
export const NewPasswordInput = z
  .object({
    password: NewPassword,
    confirm_password: z.string({ error: CONFIRM_REQUIRED }).min(1, CONFIRM_REQUIRED).max(LIMITS.passwordMax),
  })
  .refine((v) => v.password === v.confirm_password, {
    message: PASSWORDS_DIFFER,
    path: ['confirm_password'],
  });
export type NewPasswordInput = z.infer<typeof NewPasswordInput>;

/** `language`: the reset mail's language (the one on the screen asking), else the account's. */
export const ResetRequestInput = z.object({ email: EmailField, language: LanguageField.optional() });

export const ResetParams = z.object({
  id: z.string().max(100, BAD_RESET_LINK),
  token: z.string().max(200, BAD_RESET_LINK),
});

export const UserAnswer = z.object({ success: Success, user: User });
export const RegisterAnswer = z.object({ success: Success, message: z.string(), ...MessageById, user: User });

/** A sign-in code as typed: what it is not, the server finds wrong with the one message of every wrong code. */
const BAD_CODE = schemaMessage('badCode');
const SignInCode = z.string({ error: BAD_CODE }).trim().max(20, BAD_CODE);

/**
 * POST /api/auth/otp/send (API.md "Phone first"): the number as people type it; `language`, the
 * text's (the screen's), else the account's, else English.
 */
export const SendCodeInput = z.object({ mobile: MobileNumber, language: LanguageField.optional() });
export type SendCodeInput = z.infer<typeof SendCodeInput>;

/** POST /api/auth/otp/verify: a new number also brings the name of the account it makes. */
export const VerifyCodeInput = z.object({
  mobile: MobileNumber,
  code: SignInCode,
  firstName: requiredText('firstName', LIMITS.nameLength).optional(),
  lastName: z
    .string()
    .trim()
    .max(LIMITS.nameLength, schemaMessage('fieldTooLong', { field: 'lastName', max: LIMITS.nameLength }))
    .optional(),
  /** The new account's language (the screen's); English when not sent. */
  language: LanguageField.optional(),
});
export type VerifyCodeInput = z.infer<typeof VerifyCodeInput>;

/** PUT /api/user/mobile: the number and the code sent to it. */
export const AttachMobileInput = z.object({ mobile: MobileNumber, code: SignInCode });
export type AttachMobileInput = z.infer<typeof AttachMobileInput>;
