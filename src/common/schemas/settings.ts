import { z } from 'zod';
import { DEFAULT_MAX_QUANTITY_PER_PRODUCT, LIMITS } from '../constants.js';
import { PIN_CODE } from '../contact-rules.js';
import { schemaMessage } from '../messages.js';
import { decimalField, EmailField, requiredText, Success, TenDigits } from './fields.js';

/** Kept here too for callers that took it from the settings before it moved to the shared fields. */
export { TenDigits } from './fields.js';

/**
 * The shop's settings (API.md "Delivery area, slots, settings, addresses"): what the owner
 * changes at run time instead of in code. Every field has a default (SETTINGS_DEFAULTS), so a
 * fresh shop behaves exactly as before anything was set.
 */

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

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
    capacity: z
      .number({ error: 'Slot Capacity: Must Be A Number..!!' })
      .int('Slot Capacity: Whole Orders Only..!!')
      // 0 closes a window without losing its hours (a holiday, no rider): it takes no bookings.
      .min(0, 'Slot Capacity: Must be 0 or more..!!')
      .max(10_000, 'Slot Capacity: At Most 10000..!!'),
  })
  .refine((w) => w.start < w.end, 'Slot: The End Must Be After The Start..!!');

export const SettingsFields = z.object({
  shopName: requiredText('shopName', 80),
  phones: z.array(requiredText('phone', 20).regex(/^[+\d][\d\s-]*$/, 'Phone: Digits Only..!!')).max(5, 'Phones: At Most 5..!!'),
  email: EmailField,
  address: requiredText('address', 300),
  whatsapp: TenDigits('WhatsApp'),
  gstin: optionalPattern('GSTIN', /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'Not A Valid GSTIN'),
  fssai: optionalPattern('FSSAI', /^\d{14}$/, 'Must Be 14 Digits'),
  notifyEmail: z.union([z.literal(''), EmailField], { error: 'Notify Email: Invalid Email..!!' }),
  minOrderAmount: decimalField('Minimum Order Amount', { places: 2, max: 100_000 }),
  lowStockThreshold: decimalField('Low Stock Threshold', { places: 3, max: 100_000 }),
  pinCodes: z
    .array(z.string().trim().regex(PIN_CODE, schemaMessage('pinInvalid')))
    .max(2000)
    .transform((codes) => [...new Set(codes)]),
  slots: z.array(DeliveryWindow).max(24),
  slotDays: z.number().int().min(1, 'Slot Days: At Least 1..!!').max(14, 'Slot Days: At Most 14..!!'),
  cutoffMinutes: z
    .number({ error: 'Cutoff Minutes: Must Be A Number..!!' })
    .int('Cutoff Minutes: Whole Minutes Only..!!')
    .min(0, 'Cutoff Minutes: Must Be 0 Or More..!!')
    .max(1440, 'Cutoff Minutes: At Most 1440 Minutes..!!'),
  /** The most of one product one order takes, in the product's unit, where the product sets none (API.md "Guards against abuse"). */
  maxQuantityPerProduct: decimalField('Max Quantity Per Product', { places: 3, max: LIMITS.maxQuantity, positive: true }),
  /** How many orders not yet Delivered or Cancelled one shopper may have; 0 is no limit. */
  maxOpenOrders: z
    .number({ error: 'Max Open Orders: Must Be A Number..!!' })
    .int('Max Open Orders: Whole Orders Only..!!')
    .min(0, 'Max Open Orders: Must Be 0 Or More..!!')
    .max(1000, 'Max Open Orders: At Most 1000..!!'),
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
  maxQuantityPerProduct: DEFAULT_MAX_QUANTITY_PER_PRODUCT,
  maxOpenOrders: 5,
};

/** What anyone may read: all but the owner's alert address. */
export const PublicSettings = SettingsFields.omit({ notifyEmail: true }).extend({ notifyEmail: z.string().optional() });
export const SettingsAnswer = z.object({ success: Success, settings: PublicSettings });
export const SettingsSavedAnswer = z.object({ success: Success, message: z.string(), settings: SettingsFields });
