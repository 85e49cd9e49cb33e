import { fromMilli, toMilli } from '#common/money.js';
import type { Product } from '#common/schemas/catalog.js';
import type { Order } from '#common/schemas/orders.js';
import { ApiError } from '#web/lib/api-client.js';

/** A line to put in the cart: the product as the shop sells it today, and how much. */
export interface OrderAgainLine {
  product: Product;
  quantity: number;
}

/** An item of the order that cannot go back in the cart: the shop no longer sells it, or has none (or too little to sell any). */
export interface LeftOutItem {
  id: string;
  name: string;
  reason: 'gone' | 'stock';
}

/**
 * An item that went in the cart otherwise than the order had it: already in the cart (its
 * quantity there is kept: the shopper chose it last), or in another quantity than ordered (today's
 * stock, or the quantities the product is sold in now). `unit` is the product's.
 */
export type ChangedItem = { id: string; name: string; unit: string } & (
  | { reason: 'inCart'; quantity: number }
  | { reason: 'quantity'; quantity: number; ordered: number }
);

export interface OrderAgainPlan {
  add: OrderAgainLine[];
  leftOut: LeftOutItem[];
  changed: ChangedItem[];
}

/** Orders that are over (delivered or cancelled) offer Order Again; an open one is still on its way. */
export const canOrderAgain = (order: Pick<Order, 'status'>) => order.status === 'Delivered' || order.status === 'Cancelled';

/**
 * How much of a product to put back in the cart: the quantity ordered, capped at today's stock,
 * as one of the quantities the product offers (the largest that fits). When the order's quantity
 * is below every quantity offered now, the smallest offered, if the stock holds it. Null when no
 * offered quantity fits in the stock. Compared in thousandths, as the shop keeps quantities.
 */
export function quantityToAdd(ordered: number, stocks: number, options: readonly number[]): number | null {
  const stock = toMilli(Math.max(stocks, 0));
  const cap = Math.min(toMilli(ordered), stock);
  const offered = [...options].sort((a, b) => a - b);
  const fitting = offered.filter((option) => toMilli(option) <= cap);
  if (fitting.length > 0) return fitting[fitting.length - 1] as number;
  const smallest = offered[0];
  return smallest !== undefined && toMilli(smallest) > toMilli(ordered) && toMilli(smallest) <= stock ? smallest : null;
}

/**
 * Order Again: each product of the order as the shop has it now (a product id that
 * appears twice is one line of their sum). A product that is gone (404) or has too little stock
 * is left out, named as the order knows it; any other failure (the network) fails the whole plan.
 *
 * A product already in the cart keeps the cart's quantity and is named as kept; a product put in
 * the cart in another quantity than ordered is named with both.
 *
 * `fetchProduct` is the catalogue's lookup, `quantityOptions` the cart's rule and `inCart` the
 * cart's quantity of a product, handed in by the screen: features do not import each other.
 */
export async function planOrderAgain(
  items: Order['orderItems'],
  fetchProduct: (id: string) => Promise<Product>,
  quantityOptions: (product: Product) => number[],
  inCart: (id: string) => { quantity: number; unit: string } | undefined = () => undefined,
): Promise<OrderAgainPlan> {
  const wanted = new Map<string, { name: string; milli: number }>();
  for (const item of items) {
    const seen = wanted.get(item._id);
    wanted.set(item._id, { name: seen?.name ?? item.name, milli: (seen?.milli ?? 0) + toMilli(item.quantity) });
  }
  const looked = await Promise.all(
    [...wanted].map(async ([id, { name, milli }]) => {
      try {
        return { id, name, ordered: fromMilli(milli), product: await fetchProduct(id) };
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400))
          return { id, name, ordered: fromMilli(milli), product: null };
        throw error;
      }
    }),
  );
  const plan: OrderAgainPlan = { add: [], leftOut: [], changed: [] };
  for (const { id, name, ordered, product } of looked) {
    const kept = inCart(id);
    if (kept) {
      plan.changed.push({ id, name, unit: product?.unit ?? kept.unit ?? '', reason: 'inCart', quantity: kept.quantity });
      continue;
    }
    if (!product) {
      plan.leftOut.push({ id, name, reason: 'gone' });
      continue;
    }
    const quantity = quantityToAdd(ordered, product.stocks, quantityOptions(product));
    if (quantity === null) plan.leftOut.push({ id, name, reason: 'stock' });
    else {
      plan.add.push({ product, quantity });
      if (toMilli(quantity) !== toMilli(ordered))
        plan.changed.push({ id, name, unit: product.unit, reason: 'quantity', quantity, ordered });
    }
  }
  return plan;
}
