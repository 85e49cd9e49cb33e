import type { Product } from '#common/schemas/catalog.js';

/** Spec 4: stocks of 0 or less is out of stock (the card and the page then offer no Add to cart). */
export const isOutOfStock = (product: Pick<Product, 'stocks'>) => product.stocks <= 0;
