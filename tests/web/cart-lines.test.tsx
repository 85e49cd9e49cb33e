import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products } from '#server/db/schema.js';
import type { TestShop } from '#tests/support/app.js';
import { createProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { useCartLines } from '#web/features/cart/use-cart-lines.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { serveShop } from './support/serve-shop.js';

/** The cart's screens read its lines' products in one request, and price every line from that answer. */
let shop: TestShop;
/** The product reads the shop received, in order. */
let reads: string[] = [];
beforeAll(async () => {
  ({ shop } = await serveShop());
  shop.app.server.on('request', (request) => {
    if (request.url?.startsWith('/api/product/')) reads.push(request.url);
  });
});
afterAll(() => shop.close());
beforeEach(() => useCartStore.getState().clear());

/** A product of the shop in the cart, stored as the shopper added it (optionally at an older rate). */
async function inCart(options: { name: string; rate: number; stocks: number }, quantity: number, storedRate?: number) {
  const product = await getProduct((await createProduct(shop, options)).id);
  useCartStore.getState().addItem({ ...toCartItem(product, quantity), ...(storedRate === undefined ? {} : { rate: storedRate }) });
  return product;
}

function renderCartLines() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  reads = [];
  return renderHook(() => useCartLines(), { wrapper });
}

describe('the cart lines', () => {
  it("price every line from one request for all of the cart's products, not from the stored rates", async () => {
    const tomato = await inCart({ name: 'Tomato', rate: 45.5, stocks: 10 }, 2, 40);
    const onion = await inCart({ name: 'Onion', rate: 30, stocks: 10 }, 0.5, 25);
    const milk = await inCart({ name: 'Milk', rate: 28, stocks: 10 }, 1);
    const { result } = renderCartLines();

    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.lines.map((line) => [line.name, line.rate, line.quantity])).toEqual([
      ['Tomato', 45.5, 2],
      ['Onion', 30, 0.5],
      ['Milk', 28, 1],
    ]);
    expect(result.current.total).toBe(91 + 15 + 28);
    const ids = [tomato._id, onion._id, milk._id].sort().join('%2C');
    expect(reads).toEqual([`/api/product/byIds?ids=${ids}`]);
  });

  it('says which line is out of stock, and takes a line whose product is gone out of the cart', async () => {
    const onion = await inCart({ name: 'Onion', rate: 30, stocks: 0 }, 1);
    const garlic = await inCart({ name: 'Garlic', rate: 200, stocks: 5 }, 0.5);
    await shop.database.db.delete(products).where(eq(products.id, garlic._id));
    const { result } = renderCartLines();

    await waitFor(() => expect(useCartStore.getState().items.map((item) => item.name)).toEqual(['Onion']));
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.lines.map((line) => [line.id, line.outOfStock])).toEqual([[onion._id, true]]);
  });
});
