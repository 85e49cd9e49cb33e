import { useCallback } from 'react';
import type { Product } from '#common/schemas/catalog.js';
import { useShopMaxPerOrder } from '#web/lib/shop-settings.js';
import { orderLimitOf, quantityOptions, toCartItem } from './cart-line.js';
import { useCartStore } from './cart-store.js';

/**
 * What Order Again (features/orders) needs of the cart, handed to it by the order screens: the
 * quantities a product is sold in within what one order takes of it, the cart's own add, and the
 * cart's line of a product (read when asked, so the cart as it is at that moment is kept).
 */
export function useCartForOrderAgain() {
  const addItem = useCartStore((s) => s.addItem);
  const shopMax = useShopMaxPerOrder();
  const addToCart = useCallback((product: Product, quantity: number) => addItem(toCartItem(product, quantity)), [addItem]);
  const offered = useCallback((product: Product) => quantityOptions(product, orderLimitOf(product, shopMax)), [shopMax]);
  const inCart = useCallback((id: string) => {
    const line = useCartStore.getState().items.find((item) => item.id === id);
    return line && { quantity: line.quantity, unit: line.unit };
  }, []);
  return { quantityOptions: offered, addToCart, inCart };
}
