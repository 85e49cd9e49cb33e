import type { PaymentMethod } from '#common/constants.js';
import type { ShopMessage } from '#common/messages.js';
import { overlapMessage, overlappingWindows, type Settings } from '#common/schemas/settings.js';
import type { SocialLinks } from '#common/shop-words.js';
import type { SettingsEdit } from './api/update-settings.js';

/**
 * The Settings form's state: every input as typed (text), turned into a change of only the
 * fields that differ from what the server saved.
 */
export interface SlotDraft {
  start: string;
  end: string;
  capacity: string;
}

export interface SettingsDraft {
  shopName: string;
  phones: string[];
  email: string;
  address: string;
  whatsapp: string;
  gstin: string;
  fssai: string;
  notifyEmail: string;
  minOrderAmount: string;
  lowStockThreshold: string;
  maxQuantityPerProduct: string;
  maxOpenOrders: string;
  weightTolerancePercent: string;
  pinCodes: string[];
  /** PIN codes typed but not yet made chips: saved with the rest. */
  pinText: string;
  slots: SlotDraft[];
  slotDays: string;
  cutoffMinutes: string;
  aboutText: string;
  footerText: string;
  social: SocialLinks;
  upiId: string;
  upiName: string;
  paymentMethods: PaymentMethod[];
  maxUnpaidAmount: string;
  deliveryCharge: string;
  freeDeliveryAbove: string;
}

export type SettingsKey = keyof Settings;

export function draftOf(saved: Settings): SettingsDraft {
  return {
    ...saved,
    phones: [...saved.phones],
    minOrderAmount: String(saved.minOrderAmount),
    lowStockThreshold: String(saved.lowStockThreshold),
    maxQuantityPerProduct: String(saved.maxQuantityPerProduct),
    maxOpenOrders: String(saved.maxOpenOrders),
    weightTolerancePercent: String(saved.weightTolerancePercent),
    pinCodes: [...saved.pinCodes],
    pinText: '',
    slots: saved.slots.map((slot) => ({ ...slot, capacity: String(slot.capacity) })),
    slotDays: String(saved.slotDays),
    cutoffMinutes: String(saved.cutoffMinutes),
    social: { ...saved.social },
    paymentMethods: [...saved.paymentMethods],
    maxUnpaidAmount: String(saved.maxUnpaidAmount),
    deliveryCharge: String(saved.deliveryCharge),
    freeDeliveryAbove: String(saved.freeDeliveryAbove),
  };
}

/** Commas, spaces, semicolons and new lines all separate PIN codes (a pasted column or row). */
export function pinCodesIn(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/** The chips and the typed codes, each once, in the order they were added. */
export function withPinCodes(current: readonly string[], text: string): string[] {
  return [...new Set([...current, ...pinCodesIn(text)])];
}

/** A number as typed: a number when it reads as one, else the text for the server to refuse in its words. */
export function numberOf(text: string): number | string {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

const TEXT_KEYS = [
  'shopName',
  'email',
  'address',
  'whatsapp',
  'gstin',
  'fssai',
  'notifyEmail',
  'aboutText',
  'footerText',
  'upiId',
  'upiName',
] as const;
const NUMBER_KEYS = [
  'minOrderAmount',
  'lowStockThreshold',
  'maxQuantityPerProduct',
  'maxOpenOrders',
  'weightTolerancePercent',
  'slotDays',
  'cutoffMinutes',
  'maxUnpaidAmount',
  'deliveryCharge',
  'freeDeliveryAbove',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed: a save of an untouched form sends nothing. */
export function changesOf(draft: SettingsDraft, saved: Settings): SettingsEdit {
  const change: SettingsEdit = {};
  for (const key of TEXT_KEYS) if (draft[key] !== saved[key]) change[key] = draft[key];
  for (const key of NUMBER_KEYS) {
    const value = numberOf(draft[key]);
    if (value !== saved[key]) change[key] = value;
  }
  if (!same(draft.phones, saved.phones)) change.phones = draft.phones;
  // Ticked in any order, compared as a set: the shop keeps its methods in the order of the boxes.
  if (!same([...draft.paymentMethods].sort(), [...saved.paymentMethods].sort())) change.paymentMethods = draft.paymentMethods;
  const pinCodes = withPinCodes(draft.pinCodes, draft.pinText);
  if (!same(pinCodes, saved.pinCodes)) change.pinCodes = pinCodes;
  const slots = draft.slots.map((slot) => ({ start: slot.start, end: slot.end, capacity: numberOf(slot.capacity) }));
  if (!same(slots, saved.slots)) change.slots = slots;
  // Only the social links that changed: the server keeps the others.
  const social = Object.fromEntries(Object.entries(draft.social).filter(([key, url]) => url !== saved.social[key as keyof SocialLinks]));
  if (Object.keys(social).length > 0) change.social = social;
  return change;
}

/**
 * The delivery windows of a change that overlap, by the settings' own rule, checked before
 * sending: each overlap as the shop's message naming both windows, and the rows (from 0) it names.
 */
export function slotOverlapsOf(change: SettingsEdit): { messages: ShopMessage[]; rows: number[] } {
  if (!Array.isArray(change.slots)) return { messages: [], rows: [] };
  // changesOf sends every row with its start and end as typed.
  const slots = change.slots as { start: string; end: string }[];
  const overlaps = overlappingWindows(slots);
  return {
    messages: overlaps.map((overlap) => overlapMessage(slots, overlap)),
    rows: [...new Set(overlaps.flatMap((overlap) => [overlap.earlier, overlap.later]))].sort((a, b) => a - b),
  };
}

/**
 * The words the server puts before a problem ("WhatsApp: Must Be 10 Digits..!!"): its schemas'
 * own labels, and the field's name where Zod's default message is used ("Cutoff Minutes: ...").
 */
const PREFIXES: Record<SettingsKey, readonly string[]> = {
  shopName: ['Shop Name'],
  phones: ['Phone', 'Phones'],
  email: ['Email'],
  address: ['Address'],
  whatsapp: ['WhatsApp'],
  gstin: ['GSTIN'],
  fssai: ['FSSAI'],
  // The alert address is checked with the same e-mail rule, so its problems also read "Email:".
  notifyEmail: ['Email', 'Notify Email'],
  minOrderAmount: ['Minimum Order Amount', 'Min Order Amount'],
  lowStockThreshold: ['Low Stock Threshold'],
  maxQuantityPerProduct: ['Max Quantity Per Product'],
  maxOpenOrders: ['Max Open Orders'],
  weightTolerancePercent: ['Weight Tolerance'],
  pinCodes: ['Pin Code', 'Pin Codes'],
  slots: ['Slot', 'Slots', 'Slot Start', 'Slot End', 'Slot Capacity', 'Start', 'End', 'Capacity'],
  slotDays: ['Slot Days'],
  cutoffMinutes: ['Cut-off', 'Cutoff Minutes'],
  aboutText: ['About Text'],
  footerText: ['Footer Text'],
  social: ['Social Links', 'Facebook', 'Instagram', 'Twitter', 'LinkedIn'],
  upiId: ['UPI ID'],
  upiName: ['UPI Name'],
  paymentMethods: ['Payment Methods'],
  maxUnpaidAmount: ['Max Unpaid Amount'],
  deliveryCharge: ['Delivery Charge'],
  freeDeliveryAbove: ['Free Delivery Above'],
};

/**
 * The field a server message is about, from its "Field:" prefix; where two fields share the
 * words, the one that was sent. Undefined when it cannot be told: the message is then shown
 * only in the list at the top.
 */
export function fieldOfMessage(message: string, sent: readonly string[]): SettingsKey | undefined {
  const prefix = message.split(':')[0]?.trim() ?? '';
  const keys = (Object.keys(PREFIXES) as SettingsKey[]).filter((key) => PREFIXES[key].includes(prefix));
  const candidates = keys.length > 1 ? keys.filter((key) => sent.includes(key)) : keys;
  return candidates.length === 1 ? candidates[0] : undefined;
}

/** The server's messages by field, for the lines beside the inputs. */
export function problemsByField(messages: readonly string[], sent: readonly string[]): Partial<Record<SettingsKey, string[]>> {
  const byField: Partial<Record<SettingsKey, string[]>> = {};
  for (const message of messages) {
    const key = fieldOfMessage(message, sent);
    if (key) byField[key] = [...(byField[key] ?? []), message];
  }
  return byField;
}
