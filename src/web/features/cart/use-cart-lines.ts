import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { Product } from '#common/schemas/catalog.js';
import { cartTotal } from '#web/lib/line-totals.js';
import { cartProductsQueryOptions } from './api/get-cart-products.js';
import { toCartItem } from './cart-line.js';
import { type CartItem, useCartStore } from './cart-store.js';

/** A cart line as the shop sells it now: the stored quantity, with the product's current facts. */
export interface PricedCartLine extends CartItem {
  /** The product has no stock left (spec 3: stocks 0 or less). */
  outOfStock: boolean;
}

/**
 * The stored lines priced from the products' query data (docs/decisions/0033-one-definition-each-on-the-web.md):
 * the rate, stock, weight options, limit, name and picture are the product's, only the quantity is the cart's.
 * Lines whose product is not in `products` are left out.
 */
export function priceCartLines(items: readonly CartItem[], products: readonly Product[]): PricedCartLine[] {
  const byId = new Map(products.map((product) => [product._id, product]));
  return items.flatMap((item) => {
    const product = byId.get(item.id);
    return product ? [{ ...toCartItem(product, item.quantity), outOfStock: product.stocks <= 0 }] : [];
  });
}

/**
 * The cart as its screens show and send it: the stored lines (what localStorage `userCart` keeps,
 * spec 3) priced from one query of all their products. `ready` once every line has its product;
 * `total` only then. A product the shop no longer has leaves the cart, as it always did.
 */
export function useCartLines() {
  const items = useCartStore((s) => s.items);
  const removeItem = useCartStore((s) => s.removeItem);
  const ids = items.map((item) => item.id);
  // A line added or removed keeps the other lines' prices on screen while the new key is read.
  const query = useQuery({ ...cartProductsQueryOptions(ids), enabled: ids.length > 0, placeholderData: keepPreviousData });
  const lines = useMemo(() => priceCartLines(items, query.data ?? []), [items, query.data]);
  const settled = query.isSuccess && !query.isPlaceholderData && !query.isFetching;
  const gone = settled ? items.filter((item) => !query.data.some((product) => product._id === item.id)).map((item) => item.id) : [];
  const goneKey = gone.join(',');

  useEffect(() => {
    for (const id of goneKey.split(',').filter(Boolean)) removeItem(id);
  }, [goneKey, removeItem]);

  const ready = items.length > 0 && lines.length === items.length;
  return {
    /** The stored lines (their count is the header's; their quantities are the shopper's). */
    items,
    lines,
    ready,
    total: ready ? cartTotal(lines) : undefined,
    isError: query.isError && !ready,
    /** Reads the products again (after a 409 said a price, stock or limit changed). */
    refresh: async () => {
      await query.refetch();
    },
  };
}
