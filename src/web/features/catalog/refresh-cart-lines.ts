import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.js';
import { useCartStore } from '#web/stores/cart-store.js';
import { productQueryOptions } from './api/get-product.js';

/**
 * Brings cart lines up to the shop's current rates and stocks (GET getSingleProduct per line);
 * a product that no longer exists leaves the cart. The order is priced by the server anyway:
 * this only lets the shopper see the price they will pay.
 */
export async function refreshCartLines(queryClient: QueryClient, ids?: readonly string[]): Promise<void> {
  const { items, updateItem, removeItem } = useCartStore.getState();
  const targets = items.filter((item) => !ids || ids.includes(item.id));
  await Promise.all(
    targets.map(async (item) => {
      try {
        const product = await queryClient.fetchQuery({ ...productQueryOptions(item.id), staleTime: 0 });
        updateItem(item.id, {
          name: product.name,
          rate: product.rate,
          stocks: product.stocks,
          unit: product.unit,
          kilogramOption: product.kilogramOption,
          image: product.thumbnailUrl || product.url,
        });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) removeItem(item.id);
      }
    }),
  );
}
