import type { Product } from '#common/schemas/catalog.js';
import { namesOf } from '#web/components/product-name.js';
import { ApiError } from '#web/lib/api-client.js';
import { useCartStore } from './cart-store.js';

/**
 * Brings cart lines up to the shop's current rates and stocks (GET getSingleProduct per line);
 * a product that no longer exists leaves the cart. The order is priced by the server anyway:
 * this only lets the shopper see the price they will pay.
 *
 * `fetchProduct` is the catalogue's lookup, handed in by the screen: features do not import
 * each other, and the catalogue owns the product's query (and its cache).
 */
export async function refreshCartLines(fetchProduct: (id: string) => Promise<Product>, ids?: readonly string[]): Promise<void> {
  const { items, updateItem, removeItem } = useCartStore.getState();
  const targets = items.filter((item) => !ids || ids.includes(item.id));
  await Promise.all(
    targets.map(async (item) => {
      try {
        const product = await fetchProduct(item.id);
        updateItem(item.id, {
          name: product.name,
          rate: product.rate,
          stocks: product.stocks,
          unit: product.unit,
          kilogramOption: product.kilogramOption,
          maxPerOrder: product.maxPerOrder,
          image: product.thumbnailUrl || product.url,
          names: namesOf(product),
        });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) removeItem(item.id);
      }
    }),
  );
}
