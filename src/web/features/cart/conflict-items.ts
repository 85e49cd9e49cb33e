import { largestOfferedWithin } from '#common/order-quantities.js';
import type { ApiError } from '#web/lib/api-client.js';
import type { CartItem } from './cart-store.js';

/** One cart line the server refused (409 PRICE_CHANGED, OUT_OF_STOCK or QUANTITY_LIMIT), as far as the answer tells. */
export interface ConflictItem {
  id: string;
  name: string;
  kind: 'price' | 'stock' | 'limit';
  /** The current rate, when the server named it. */
  rate?: number;
  /** How much is left (stock), or the most of its quantities one order takes (limit), when the server named it. */
  available?: number;
  /** The most one order takes of it (QUANTITY_LIMIT's `maxPerOrder`). */
  limit?: number;
}

const KINDS: Record<string, ConflictItem['kind']> = { OUT_OF_STOCK: 'stock', QUANTITY_LIMIT: 'limit' };

/** What the line can be set to within the limit (cart-line.ts). */
const largestWithin = (line: CartItem, limit: number | undefined) =>
  limit === undefined ? undefined : largestOfferedWithin(line.kilogramOption, limit);

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Reads `error.items` loosely ({ id | _id | productId, name?, rate | currentRate?, available | stocks?, maxPerOrder? }). */
export function conflictItems(error: ApiError, cart: readonly CartItem[]): ConflictItem[] {
  const kind = KINDS[error.code] ?? 'price';
  const found: ConflictItem[] = [];
  for (const raw of error.items) {
    if (typeof raw !== 'object' || raw === null) continue;
    const v = raw as Record<string, unknown>;
    const id = text(v.id) ?? text(v._id) ?? text(v.productId);
    const line = cart.find((item) => item.id === id);
    if (!id || !line) continue;
    const limit = num(v.maxPerOrder);
    found.push({
      id,
      kind,
      name: text(v.name) ?? line.name,
      rate: num(v.rate) ?? num(v.currentRate) ?? num(v.newRate),
      // For a limit: the quantity the shopper can set the line to, the most it is sold in within the limit.
      available: kind !== 'limit' ? (num(v.available) ?? num(v.stocks) ?? num(v.availableStock)) : largestWithin(line, limit),
      ...(limit === undefined ? {} : { limit }),
    });
  }
  return found;
}

/** True while the cart line still differs from what the server said (so a fixed line drops off the list). */
export function stillConflicting(item: ConflictItem, cart: readonly CartItem[]): boolean {
  const line = cart.find((l) => l.id === item.id);
  if (!line) return false;
  if (item.kind === 'price') return item.rate === undefined || line.rate !== item.rate;
  if (item.kind === 'limit') return item.limit === undefined || line.quantity > item.limit;
  return item.available === undefined || line.quantity > item.available;
}
