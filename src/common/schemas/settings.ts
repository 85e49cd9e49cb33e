import { z } from 'zod';
import { DEFAULT_MAX_QUANTITY_PER_PRODUCT, DEFAULT_WEIGHT_TOLERANCE_PERCENT, LIMITS, PAYMENT_METHODS } from '../constants.js';
import { PIN_CODE } from '../contact-rules.js';
import { type ShopMessage, schemaMessage, shopMessage } from '../messages.js';
import { SAMPLE_WHATSAPP } from '../phone-links.js';
import {
  DEFAULT_ABOUT_TEXT,
  DEFAULT_FOOTER_TEXT,
  DEFAULT_SOCIAL,
  SHOP_WORDS_LIMITS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../shop-words.js';
import { decimalField, EmailField, requiredText, Success, TenDigits } from './fields.js';

/** Kept here too for callers that took it from the settings before it moved to the shared fields. */
export { TenDigits } from './fields.js';

/**
 * The shop's settings (API.md "Delivery area, slots, settings, addresses"): what the owner
 * changes at run time instead of in code. Every field has a default (SETTINGS_DEFAULTS), so a
 * fresh shop behaves exactly as before anything was set.
 */

/** A time of day as delivery windows are written: "07:00". */
export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A UPI ID (virtual payment address): a handle of letters, digits, dots, hyphens or underscores, then @ and the bank's name. */
const UPI_ID = /^[a-zA-Z0-9][a-zA-Z0-9._-]{1,254}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
const UPI_ID_MAX = 255;

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

/** A text the owner writes for the storefront, kept as written (trimmed); '' shows nothing. */
const shopText = (label: string, max: number) =>
  z
    .string({ error: `${label}: Must Be Text..!!` })
    .trim()
    .max(max, `${label}: At Most ${max} Characters..!!`);

/** The address of one of the shop's social pages: an https link, or '' to show no link. */
const socialUrl = (label: string) =>
  z
    .string({ error: `${label}: Must Be Text..!!` })
    .trim()
    .max(SHOP_WORDS_LIMITS.socialUrl, `${label}: At Most ${SHOP_WORDS_LIMITS.socialUrl} Characters..!!`)
    .refine((url) => url === '' || isHttpsUrl(url), `${label}: Use A Link Starting With https:// Or Leave It Empty..!!`);

function isHttpsUrl(text: string): boolean {
  if (!/^https:\/\/\S+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

const SOCIAL_SHAPE = {
  facebook: socialUrl('Facebook'),
  instagram: socialUrl('Instagram'),
  twitter: socialUrl('Twitter'),
  linkedin: socialUrl('LinkedIn'),
} satisfies Record<SocialNetwork, unknown>;
const SOCIAL_PROBLEM = `Social Links: Only ${SOCIAL_NETWORKS.map((network) => network.key).join(', ')}..!!`;
const SocialLinks = z.strictObject(SOCIAL_SHAPE, { error: SOCIAL_PROBLEM });

/** A window as the owner wrote it: its start and end ("07:00"). */
type WindowHours = { readonly start: string; readonly end: string };

/**
 * Two delivery windows of a shop may not overlap (API.md "The shop's own words, and details
 * settled"): a rider cannot be promised to two at once, and a repeated window would name the same
 * slot twice. One window may end when the next starts (07:00-10:00, 10:00-13:00). Answers each
 * overlap as the places in the list of the earlier-starting window and of the other; windows
 * without both times, or ending before they start, are left to their own rules. The settings
 * schema refuses with it, and the owner's Settings form checks with it before it sends.
 */
export function overlappingWindows(windows: readonly WindowHours[]): { earlier: number; later: number }[] {
  const byStart = windows
    .map((window, index) => ({ ...window, index }))
    .filter((window) => TIME.test(window.start) && TIME.test(window.end) && window.start < window.end)
    .sort((a, b) => a.start.localeCompare(b.start) || a.index - b.index);
  const found: { earlier: number; later: number }[] = [];
  let latest: (typeof byStart)[number] | undefined;
  for (const window of byStart) {
    if (latest && window.start < latest.end) found.push({ earlier: latest.index, later: window.index });
    if (!latest || window.end > latest.end) latest = window;
  }
  return found;
}

/** The message naming two windows that overlap, as both the server and the Settings form say it. */
export function overlapMessage(windows: readonly WindowHours[], overlap: { earlier: number; later: number }): ShopMessage {
  const hours = (index: number) => `${windows[index]?.start}-${windows[index]?.end}`;
  return shopMessage('slotsOverlap', { first: hours(overlap.earlier), second: hours(overlap.later) });
}

function refuseOverlaps(windows: z.infer<typeof DeliveryWindow>[], context: z.RefinementCtx): void {
  for (const overlap of overlappingWindows(windows)) {
    const said = overlapMessage(windows, overlap);
    // The message rides along, so the answer names its id and values (decision 0034).
    context.addIssue({ code: 'custom', path: [overlap.later], message: said.text, params: { said } });
  }
}

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
  slots: z.array(DeliveryWindow).max(24).superRefine(refuseOverlaps),
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
  /** The About page's text, shown as the owner wrote it (decision 0038). */
  aboutText: shopText('About Text', SHOP_WORDS_LIMITS.aboutText),
  /** The footer's blurb beside the shop's name. */
  footerText: shopText('Footer Text', SHOP_WORDS_LIMITS.footerText),
  /** The footer's links to the shop's social pages; an empty one is not shown. */
  social: SocialLinks,
  /** The shop's UPI ID ("shopname@okbank"), where UPI payments go; '' while it takes none (API.md "Getting paid"). */
  upiId: z
    .string({ error: 'UPI ID: Must Be Text..!!' })
    .trim()
    .max(UPI_ID_MAX, `UPI ID: At Most ${UPI_ID_MAX} Characters..!!`)
    .refine((id) => id === '' || UPI_ID.test(id), 'UPI ID: Write It Like shopname@bank..!!'),
  /** The name a shopper's UPI app shows as the payee; '' is the shop's name. */
  upiName: shopText('UPI Name', 50),
  /** The ways a shopper may pay, offered at checkout; a fresh shop takes cash only. */
  paymentMethods: z
    .array(z.enum(PAYMENT_METHODS, { error: 'Payment Methods: Choose From Cash, UPI And Credit..!!' }), {
      error: 'Payment Methods: Choose From Cash, UPI And Credit..!!',
    })
    .min(1, 'Payment Methods: Choose At Least One..!!')
    // A repeat is dropped, but a list longer than any form sends is no choice of methods.
    .max(10, 'Payment Methods: Choose Each Once..!!')
    .transform((methods) => [...new Set(methods)]),
  /** The most one shopper's unpaid Cash and UPI orders on their way may add up to, in rupees; 0 is no limit. */
  maxUnpaidAmount: decimalField('Max Unpaid Amount', { places: 2, max: 10_000_000 }),
  /** How far above the ordered weight a Kg line may be packed, in whole percent (API.md "Packing"); 0: never more than ordered. */
  weightTolerancePercent: z
    .number({ error: 'Weight Tolerance: Must Be A Number..!!' })
    .int('Weight Tolerance: Whole Percent Only..!!')
    .min(0, 'Weight Tolerance: Must Be 0 Or More..!!')
    .max(50, 'Weight Tolerance: At Most 50 Percent..!!'),
  /** What an order pays for its delivery, in rupees (API.md "Offers and the delivery charge"); 0: free, as the specification says. */
  deliveryCharge: decimalField('Delivery Charge', { places: 2, max: 10_000 }),
  /** Items (after a coupon's discount) of at least this much are delivered free, in rupees; 0: the charge is never waived. */
  freeDeliveryAbove: decimalField('Free Delivery Above', { places: 2, max: 1_000_000 }),
});
export type Settings = z.infer<typeof SettingsFields>;

/**
 * The settings as a whole, as the shop keeps them: the fields, and what one field asks of
 * another (UPI taken needs the UPI ID it is paid to). The server checks a save's merged result
 * with it.
 */
export const ShopSettings = SettingsFields.superRefine((settings, context) => {
  if (settings.paymentMethods.includes('UPI') && settings.upiId === '') {
    context.addIssue({ code: 'custom', path: ['upiId'], message: 'UPI ID: Needed To Take UPI Payments..!!' });
  }
});

/** A change: any subset of the fields (and of the social links), at least one, nothing unknown. */
export const SettingsChange = SettingsFields.partial()
  // The social links may change one at a time; the others keep what was saved.
  .extend({ social: z.strictObject(SOCIAL_SHAPE, { error: SOCIAL_PROBLEM }).partial().optional() })
  .strict()
  .refine((change) => Object.keys(change).length > 0, 'Settings: Nothing To Change..!!');
export type SettingsChange = z.infer<typeof SettingsChange>;

export const SETTINGS_DEFAULTS: Settings = {
  shopName: 'Grocery Shop',
  phones: ['+91 98765 43210', '+91 91234 56780'],
  email: 'contact@groceryshop.in',
  address: 'Sangli, India - 416416',
  whatsapp: SAMPLE_WHATSAPP,
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
  aboutText: DEFAULT_ABOUT_TEXT,
  footerText: DEFAULT_FOOTER_TEXT,
  social: DEFAULT_SOCIAL,
  upiId: '',
  upiName: '',
  paymentMethods: ['Cash'],
  maxUnpaidAmount: 5000,
  weightTolerancePercent: DEFAULT_WEIGHT_TOLERANCE_PERCENT,
  deliveryCharge: 0,
  freeDeliveryAbove: 0,
};

/** What anyone may read: all but the owner's alert address. */
export const PublicSettings = SettingsFields.omit({ notifyEmail: true }).extend({ notifyEmail: z.string().optional() });
export const SettingsAnswer = z.object({ success: Success, settings: PublicSettings });
export const SettingsSavedAnswer = z.object({ success: Success, message: z.string(), settings: SettingsFields });
