/**
 * The query keys that more than one feature reads: the feature that fetches builds its query
 * options from them, and the admin, which changes that data, invalidates through them. Written
 * only here, so a renamed key cannot leave a stale cache behind (features do not import each
 * other: docs/decisions/0006-layers-imports-and-boundaries.md).
 */
const orders = ['orders'] as const;

export const queryKeys = {
  categories: ['categories'] as const,
  /** The start of every product key (list, one, recent): invalidating it refreshes them all after a catalogue write. */
  products: ['products'] as const,
  reviews: ['reviews'] as const,
  orders: {
    /** The start of every order key: invalidating it refreshes the shopper's lists, one order and the admin's list. */
    all: orders,
    mine: [...orders, 'mine'] as const,
    one: (orderId: string) => [...orders, 'one', orderId] as const,
  },
};
