import { DEFAULT_CART_QUANTITY } from '#common/constants.js';
import type { Product } from '#common/schemas/catalog.js';
import { namesOf } from '#web/components/product-name.js';
import type { CartItem } from './cart-store.js';

/** The quantities a shopper may pick for a product (its kilogramOption; 0.5 when it has none). */
export function quantityOptions(product: Pick<Product, 'kilogramOption'>): number[] {
  return product.kilogramOption.length > 0 ? product.kilogramOption : [DEFAULT_CART_QUANTITY];
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
    image: product.thumbnailUrl || product.url,
    quantity,
    unit: product.unit,
    ...(namesOf(product) ? { names: namesOf(product) } : {}),
  };
}
