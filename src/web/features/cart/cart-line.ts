import { DEFAULT_CART_QUANTITY } from '#common/constants.js';
import { offeredQuantities } from '#common/order-quantities.js';
import type { Product } from '#common/schemas/catalog.js';
import { namesOf } from '#web/components/product-name.js';
import type { CartItem } from './cart-store.js';

/** The most one order takes of a product: its own `maxPerOrder`, else the shop's (docs/decisions/0021-order-limits.md). */
export function orderLimitOf(product: { maxPerOrder?: number | null | undefined }, shopMax: number): number {
  return product.maxPerOrder ?? shopMax;
}

/**
 * The quantities a shopper may pick for a product, smallest first: its kilogramOption (0.5 when it
 * has none) and the whole multiples of the smallest up to what one order takes of it
 * (src/common/order-quantities.ts, the rule the server checks): the storefront never offers
 * more than the shop sells, nor a quantity it would refuse.
 */
export function quantityOptions(product: Pick<Product, 'kilogramOption'>, limit = Number.POSITIVE_INFINITY): number[] {
  const options = product.kilogramOption.length > 0 ? product.kilogramOption : [DEFAULT_CART_QUANTITY];
  return offeredQuantities(options, limit);
}

/** The preselected quantity: what is already in the cart, else 0.5 (spec 5), else the first option. */
export function initialQuantity(options: number[], inCart?: number): number {
  if (inCart !== undefined && options.includes(inCart)) return inCart;
  if (options.includes(DEFAULT_CART_QUANTITY)) return DEFAULT_CART_QUANTITY;
  return options[0] ?? DEFAULT_CART_QUANTITY;
}

/** Spec 3 "Cart item": the product's facts plus the chosen quantity. */
export function toCartItem(product: Product, quantity: number): CartItem {
  return {
    id: product._id,
    name: product.name,
    rate: product.rate,
    stocks: product.stocks,
    kilogramOption: product.kilogramOption,
    maxPerOrder: product.maxPerOrder,
    mrp: product.mrp,
    image: product.thumbnailUrl || product.url,
    quantity,
    unit: product.unit,
    ...(namesOf(product) ? { names: namesOf(product) } : {}),
  };
}
