import type { ApiError } from '#web/lib/api-client.js';
import type { CartItem } from './cart-store.js';

/** One cart line the server refused (409 PRICE_CHANGED or OUT_OF_STOCK), as far as the answer tells. */
export interface ConflictItem {
  id: string;
  name: string;
  kind: 'price' | 'stock';
  /** The current rate, when the server named it. */
  rate?: number;
  /** How much is left, when the server named it. */
  available?: number;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** Reads `error.items` loosely ({ id | _id | productId, name?, rate | currentRate?, available | stocks? }). */
export function conflictItems(error: ApiError, cart: readonly CartItem[]): ConflictItem[] {
  const kind = error.code === 'OUT_OF_STOCK' ? 'stock' : 'price';
  const found: ConflictItem[] = [];
  for (const raw of error.items) {
    if (typeof raw !== 'object' || raw === null) continue;
    const v = raw as Record<string, unknown>;
    const id = text(v.id) ?? text(v._id) ?? text(v.productId);
    const line = cart.find((item) => item.id === id);
    if (!id || !line) continue;
    found.push({
      id,
      kind,
      name: text(v.name) ?? line.name,
      rate: num(v.rate) ?? num(v.currentRate) ?? num(v.newRate),
      available: num(v.available) ?? num(v.stocks) ?? num(v.availableStock),
    });
  }
  return found;
}

/** True while the cart line still differs from what the server said (so a fixed line drops off the list). */
export function stillConflicting(item: ConflictItem, cart: readonly CartItem[]): boolean {
  const line = cart.find((l) => l.id === item.id);
  if (!line) return false;
  if (item.kind === 'price') return item.rate === undefined || line.rate !== item.rate;
  return item.available === undefined || line.quantity > item.available;
}
