/**
 * What an audit entry keeps of a change: a short before/after, never a secret nor a file
 * (docs/decisions/0013-audit-log.md). A value longer than this is cut, a list past this many
 * items keeps its first ones, anything nested deeper is summarised.
 */
const MAX_TEXT = 200;
const MAX_ITEMS = 20;
const MAX_DEPTH = 3;

/** Keys whose values never enter the log, whatever a caller sends. */
const SECRET_KEY = /password|hash|token|secret/i;

function trimValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('data:')) return '(file)';
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (value === null || typeof value !== 'object') return typeof value === 'bigint' ? String(value) : value;
  if (value instanceof Date) return value.toISOString();
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `(${value.length} items)` : '(…)';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map((item) => trimValue(item, depth + 1));
    return value.length > MAX_ITEMS ? [...kept, `(+${value.length - MAX_ITEMS} more)`] : kept;
  }
  return trimRecord(value as Record<string, unknown>, depth + 1);
}

function trimRecord(record: Record<string, unknown>, depth: number): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (SECRET_KEY.test(key) || value === undefined) continue;
    kept[key] = trimValue(value, depth);
  }
  return kept;
}

/** The detail as stored: secrets dropped, files named, long texts and lists cut. */
export const trimDetail = (detail: Record<string, unknown>): Record<string, unknown> => trimRecord(detail, 0);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between a record before and after a change, each side holding only
 * those: `{ before: { rate: 40 }, after: { rate: 45 } }`. Fields only one side has count as changed.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (sameValue(before[key], after[key])) continue;
    if (key in before) was[key] = before[key];
    if (key in after) now[key] = after[key];
  }
  return { before: was, after: now };
}
