import { z } from 'zod';
import { decimalField, EmailField, requiredText, Success } from './fields.js';

/**
 * The shop's settings (API.md "Delivery area, slots, settings, addresses"): what the owner
 * changes at run time instead of in code. Every field has a default (SETTINGS_DEFAULTS), so a
 * fresh shop behaves exactly as before anything was set.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "+91 98765 43210", "098765-43210" and "9876543210" are the same 10 digits. */
export const TenDigits = (label: string) =>
  z
    .string({ error: `${label}: Must Be 10 Digits..!!` })
    .transform((typed) => typed.replace(/[\s()-]/g, '').replace(/^(\+91|0091|91(?=\d{10}$)|0(?=\d{10}$))/, ''))
    .pipe(z.string().regex(/^\d{10}$/, `${label}: Must Be 10 Digits..!!`));

/** An optional text: '' means "not set". */
const optionalPattern = (label: string, pattern: RegExp, problem: string) =>
  z
    .string({ error: `${label}: Must Be Text..!!` })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || pattern.test(v), `${label}: ${problem}..!!`);

export const DeliveryWindow = z
  .object({
    start: z.string().regex(TIME, 'Slot Start: Use HH:MM..!!'),
    end: z.string().regex(TIME, 'Slot End: Use HH:MM..!!'),
    capacity: z.number({ error: 'Slot Capacity: Must Be A Number..!!' }).int('Slot Capacity: Whole Orders Only..!!').min(1).max(10_000),
  })
  .refine((w) => w.start < w.end, 'Slot: The End Must Be After The Start..!!');

export const SettingsFields = z.object({
  shopName: requiredText('Shop Name', 80),
  phones: z.array(requiredText('Phone', 20).regex(/^[+\d][\d\s-]*$/, 'Phone: Digits Only..!!')).max(5, 'Phones: At Most 5..!!'),
  email: EmailField,
  address: requiredText('Address', 300),
  whatsapp: TenDigits('WhatsApp'),
  gstin: optionalPattern('GSTIN', /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'Not A Valid GSTIN'),
  fssai: optionalPattern('FSSAI', /^\d{14}$/, 'Must Be 14 Digits'),
  notifyEmail: z.union([z.literal(''), EmailField]),
  minOrderAmount: decimalField('Minimum Order Amount', { places: 2, max: 100_000 }),
  lowStockThreshold: decimalField('Low Stock Threshold', { places: 3, max: 100_000 }),
  pinCodes: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, 'Pin Code: Pin Code Should Be 6 Digit..!!'),
    )
    .max(2000)
    .transform((codes) => [...new Set(codes)]),
  slots: z.array(DeliveryWindow).max(24),
  slotDays: z.number().int().min(1, 'Slot Days: At Least 1..!!').max(14, 'Slot Days: At Most 14..!!'),
  cutoffMinutes: z.number().int().min(0).max(1440, 'Cut-off: At Most 1440 Minutes..!!'),
});
export type Settings = z.infer<typeof SettingsFields>;

/** A change: any subset of the fields, at least one, nothing unknown. */
export const SettingsChange = SettingsFields.partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Settings: Nothing To Change..!!');
export type SettingsChange = z.infer<typeof SettingsChange>;

export const SETTINGS_DEFAULTS: Settings = {
  shopName: 'Grocery Shop',
  phones: ['+91 98765 43210', '+91 91234 56780'],
  email: 'contact@groceryshop.in',
  address: 'Sangli, India - 416416',
  whatsapp: '9876543210',
  gstin: '',
  fssai: '',
  notifyEmail: '',
  minOrderAmount: 0,
  lowStockThreshold: 5,
  pinCodes: [],
  slots: [],
  slotDays: 3,
  cutoffMinutes: 60,
};

/** What anyone may read: all but the owner's alert address. */
export const PublicSettings = SettingsFields.omit({ notifyEmail: true }).extend({ notifyEmail: z.string().optional() });
export const SettingsAnswer = z.object({ success: Success, settings: PublicSettings });
export const SettingsSavedAnswer = z.object({ success: Success, message: z.string(), settings: SettingsFields });
