import type { AuditEntry } from '#common/schemas/audit.js';
import { adminTexts } from '#web/i18n/admin-texts.js';
import { ownerCouponTexts } from '#web/i18n/owner-coupon-texts.js';
import { ownerPaymentTexts } from '#web/i18n/owner-payment-texts.js';

const t = adminTexts.activity;

/**
 * An audit entry in the owner's words (docs/decisions/0013-audit-log.md): its detail holds
 * `record` (the record's name as people know it), `before` and/or `after` (only the fields that
 * changed, or the whole record when it was added or deleted) and, for some actions, other facts.
 */

/** One line of a change: a field that moved from one value to another, or a field and its value. */
export type DetailLine = { field: string; from: string; to: string } | { field: string; value: string };

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Labels the admin's forms already use, so a field reads the same here as where it is edited. */
function labelsOf(texts: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
// The activity page is English (decision 0004): the Payments section's and the delivery charge's labels in English;
// a coupon's fields read well as their names (`perShopper` -> Per Shopper).
const formLabels: Record<string, string> = {
  ...labelsOf(adminTexts.settings),
  ...labelsOf(ownerPaymentTexts.en.settings),
  ...labelsOf(ownerCouponTexts.en.settings),
  ...labelsOf(adminTexts.product),
  ...t.fields,
};

/** `lowStockThreshold` -> `Low Stock Threshold`, for a field no screen names yet. */
const titleCase = (key: string) => key.replace(/([a-z\d])([A-Z])/g, '$1 $2').replace(/^./, (first) => first.toUpperCase());

export const fieldLabel = (key: string): string => formLabels[key] ?? titleCase(key);

export function formatValue(value: unknown): string {
  if (value === null || value === undefined) return t.nothing;
  if (value === '') return t.empty;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (Array.isArray(value)) return value.length === 0 ? t.empty : value.map(formatValue).join(', ');
  if (isFields(value)) {
    return Object.entries(value)
      .map(([key, inner]) => `${fieldLabel(key)} ${formatValue(inner)}`)
      .join(', ');
  }
  return String(value);
}

const KNOWN_KEYS = new Set(['record', 'before', 'after']);

/** The lines of an entry's change, in the order its fields were recorded. */
export function detailLines(detail: AuditEntry['detail']): DetailLine[] {
  const before = isFields(detail.before) ? detail.before : undefined;
  const after = isFields(detail.after) ? detail.after : undefined;
  const lines: DetailLine[] = [];
  if (before && after) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      // A picture's address means nothing to read: that it changed is what counts.
      if (key === 'image') lines.push({ field: fieldLabel(key), value: t.imageReplaced });
      else lines.push({ field: fieldLabel(key), from: formatValue(before[key]), to: formatValue(after[key]) });
    }
  } else {
    for (const [key, value] of Object.entries(after ?? before ?? {})) {
      if (key !== 'image') lines.push({ field: fieldLabel(key), value: formatValue(value) });
    }
  }
  for (const [key, value] of Object.entries(detail)) {
    if (!KNOWN_KEYS.has(key)) lines.push({ field: fieldLabel(key), value: formatValue(value) });
  }
  return lines;
}

/** What an action is called on screen; an action the screen does not know yet is shown as it is. */
export const actionName = (action: string): string => t.actionNames[action] ?? action;

/** The record an entry is about: its kind, its name when the entry has one, and its id. */
export function recordOf(entry: AuditEntry): { kind: string; name?: string; id?: string } {
  const [kind = '', id] = entry.target.split(/:(.*)/s);
  const name = typeof entry.detail.record === 'string' && entry.detail.record !== '' ? entry.detail.record : undefined;
  return { kind: t.recordKinds[kind] ?? titleCase(kind), name, id: id || undefined };
}
