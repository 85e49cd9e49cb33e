import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Product } from '#common/schemas/catalog.js';
import type { Order } from '#common/schemas/orders.js';
import { webPaths } from '#common/web-paths.js';
import { type ChangedItem, type LeftOutItem, planOrderAgain } from './order-again.js';

interface OrderAgainInput {
  /** The catalogue's lookup of a product as the shop has it now. */
  fetchProduct: (id: string) => Promise<Product>;
  /** The cart's rule for the quantities a product offers. */
  quantityOptions: (product: Product) => number[];
  /** Puts a product in the cart with a quantity (the cart's own add). */
  addToCart: (product: Product, quantity: number) => void;
  /** The cart's line of a product, when it has one: its quantity and unit. */
  inCart: (id: string) => { quantity: number; unit: string } | undefined;
}

/** Where an Order Again of one order stands; only the latest order asked about is kept. */
export type OrderAgainState =
  | { orderId: string; phase: 'busy' }
  | { orderId: string; phase: 'done'; added: number; leftOut: LeftOutItem[]; changed: ChangedItem[] }
  | { orderId: string; phase: 'failed' };

export interface OrderAgain {
  state: OrderAgainState | null;
  start: (order: Order) => Promise<void>;
}

/**
 * Order Again: puts a past order's items in the cart at today's prices, keeping what the cart
 * already holds. When everything went in as ordered, the shopper goes on to the cart, as the
 * cart's Go To Cart does; when something was left out or changed (already in the cart, another
 * quantity), the screen names it and offers the way to the cart, so the shopper reads it before
 * going on. The screen hands in the cart and the catalogue.
 */
export function useOrderAgain({ fetchProduct, quantityOptions, addToCart, inCart }: OrderAgainInput): OrderAgain {
  const navigate = useNavigate();
  const [state, setState] = useState<OrderAgainState | null>(null);

  const start = useCallback(
    async (order: Order) => {
      setState({ orderId: order._id, phase: 'busy' });
      try {
        const plan = await planOrderAgain(order.orderItems, fetchProduct, quantityOptions, inCart);
        for (const line of plan.add) addToCart(line.product, line.quantity);
        if (plan.leftOut.length === 0 && plan.changed.length === 0) {
          setState(null);
          navigate(webPaths.checkout.href());
          return;
        }
        setState({ orderId: order._id, phase: 'done', added: plan.add.length, leftOut: plan.leftOut, changed: plan.changed });
      } catch {
        setState({ orderId: order._id, phase: 'failed' });
      }
    },
    [fetchProduct, quantityOptions, addToCart, inCart, navigate],
  );

  return { state, start };
}
