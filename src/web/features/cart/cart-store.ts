import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import type { LocalNames } from '#web/components/product-name.js';

/**
 * One cart line as localStorage `userCart` keeps it (spec 3 "Cart item"): the product's facts as
 * they were when it was added, and the chosen quantity. `image` is the product's thumbnail URL.
 * Only the id and the quantity are read back: every rate, stock, limit and total a screen shows
 * or sends comes from the products' query (use-cart-lines.ts, decision 0033).
 */
export interface CartItem {
  id: string;
  name: string;
  rate: number;
  stocks: number;
  kilogramOption: number[];
  /** The product's own limit per order; null or missing (carts saved before limits): the shop's applies. */
  maxPerOrder?: number | null;
  /** The product's printed MRP (decision 0061); null or missing: none. */
  mrp?: number | null;
  image: string;
  quantity: number;
  unit: string;
  /** The product's Hindi and Marathi names, when it has them (shown in the shopper's language). */
  names?: LocalNames;
}

interface CartState {
  items: CartItem[];
  /** Spec 4: an item whose id exists gets the new quantity; otherwise it is appended. */
  addItem: (item: CartItem) => void;
  /** The shopper changes a line's quantity; it keeps its place in the cart. */
  updateItem: (id: string, changes: Pick<CartItem, 'quantity'>) => void;
  removeItem: (id: string) => void;
  clear: () => void;
}

export const CART_STORAGE_KEY = 'userCart';

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.rate === 'number' &&
    typeof v.quantity === 'number' &&
    v.quantity > 0 &&
    Array.isArray(v.kilogramOption)
  );
}

/**
 * The cart is kept under `userCart` as a plain JSON array of lines (spec 3), not zustand's
 * `{ state, version }` wrapper, so the stored value reads the same as the specification's.
 */
const rawArrayStorage: StateStorage = {
  getItem: (name) => {
    const raw = localStorage.getItem(name);
    if (raw === null) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      const items = Array.isArray(parsed) ? parsed.filter(isCartItem) : [];
      return JSON.stringify({ state: { items }, version: 0 });
    } catch {
      return null;
    }
  },
  setItem: (name, value) => {
    const { state } = JSON.parse(value) as { state: { items: CartItem[] } };
    localStorage.setItem(name, JSON.stringify(state.items));
  },
  removeItem: (name) => localStorage.removeItem(name),
};

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      addItem: (item) =>
        set(({ items }) => ({
          items: items.some((line) => line.id === item.id)
            ? items.map((line) => (line.id === item.id ? { ...line, ...item } : line))
            : [...items, item],
        })),
      updateItem: (id, changes) => set(({ items }) => ({ items: items.map((line) => (line.id === id ? { ...line, ...changes } : line)) })),
      removeItem: (id) => set(({ items }) => ({ items: items.filter((line) => line.id !== id) })),
      clear: () => set({ items: [] }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => rawArrayStorage),
      partialize: (state) => ({ items: state.items }),
    },
  ),
);

// Another tab changed the cart: show the same cart here.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void useCartStore.persist.rehydrate();
  });
}

/**
 * Puts the lines of an order the shop refused back into the cart (an order kept without a network,
 * decision 0066): each line the cart can read, with the quantity the shopper confirmed; anything
 * else the order carried (the line's stock flag, say) stays out of the stored cart.
 */
export function putBackLines(lines: readonly unknown[]): void {
  for (const line of lines) {
    if (!isCartItem(line)) continue;
    const { id, name, rate, stocks, kilogramOption, maxPerOrder, mrp, image, quantity, unit, names } = line;
    useCartStore.getState().addItem({ id, name, rate, stocks, kilogramOption, maxPerOrder, mrp, image, quantity, unit, names });
  }
}
