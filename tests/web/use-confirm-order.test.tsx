import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { changeRate } from '#tests/support/catalog-fixtures.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { createProduct } from '#tests/support/products.js';
import { logout } from '#web/features/auth/api/logout.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { type CartItem, useCartStore } from '#web/features/cart/cart-store.js';
import { useCartLines } from '#web/features/cart/use-cart-lines.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { useConfirmOrder } from '#web/features/checkout/use-confirm-order.js';
import { translate as t } from '#web/i18n/i18n.js';
import { api } from '#web/lib/api-client.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';

const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

let shop: TestShop;
/** The Idempotency-Key of every order request the shop received, in order of arrival. */
let keys: (string | undefined)[] = [];
let admin: SignedIn;
beforeAll(async () => {
  ({ shop } = await serveShop());
  admin = await signUp(shop, { role: 'Admin' });
  // Heard on the shop's own HTTP server: the keys as they travelled, not as the hook meant them.
  shop.app.server.on('request', (request) => {
    if (request.url === '/api/user/new/order') keys.push([request.headers['idempotency-key']].flat()[0]);
  });
  await signUpInPage();
});
afterAll(() => shop.close());
beforeEach(() => {
  keys = [];
  useCartStore.getState().clear();
});

/** A product of the shop in the cart, at the rate the shop asks (or an older one). */
async function addToCart(options: { rate: number; stocks: number }, quantity: number, rateInCart = options.rate): Promise<CartItem> {
  const product = await createProduct(shop, options);
  const line = { ...toCartItem(await getProduct(product.id), quantity), rate: rateInCart };
  useCartStore.getState().addItem(line);
  return line;
}

/** The hook as the confirm page uses it: fed by the cart's priced lines, on the confirm page's address. */
function renderConfirmOrder() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[webPaths.confirmOrder.href()]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(
    () => {
      const cart = useCartLines();
      const clearCart = useCartStore((s) => s.clear);
      return { cart, order: useConfirmOrder({ items: cart.lines, shipping, clearCart }), location: useLocation() };
    },
    { wrapper },
  );
}

const myOrders = async () => (await api.get<{ myOrders: { _id: string; orderNumber: number }[] }>('/api/user/my/orders')).myOrders;

describe('useConfirmOrder', () => {
  it('sends one key for a double click, so the shop makes one order; then empties the cart and opens the placed page', async () => {
    await addToCart({ rate: 45.5, stocks: 10 }, 0.5);
    const before = (await myOrders()).length;
    const { result } = renderConfirmOrder();
    await waitFor(() => expect(result.current.cart.ready).toBe(true));

    act(() => {
      result.current.order.confirm();
      result.current.order.confirm();
    });

    await waitFor(() => expect(result.current.location.pathname).toBe(webPaths.orderPlaced.href()));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const orders = await myOrders();
    expect(orders).toHaveLength(before + 1);
    expect(result.current.location.state).toEqual({ orderId: orders[0]?._id, orderNumber: orders[0]?.orderNumber, total: 22.75 });
    expect(useCartStore.getState().items).toEqual([]);
  });

  it("sends the product's current rate and total, not the rate the cart stored when the line was added", async () => {
    // Stored at yesterday's 40; the shop asks 45.5: the order goes through at 45.5, with no 409.
    await addToCart({ rate: 45.5, stocks: 10 }, 2, 40);
    const { result } = renderConfirmOrder();
    await waitFor(() => expect(result.current.cart.total).toBe(91));

    act(() => result.current.order.confirm());

    await waitFor(() => expect(result.current.location.pathname).toBe(webPaths.orderPlaced.href()));
    expect(result.current.order.conflict).toBeNull();
  });

  it('reuses the key when the same cart is confirmed again, and takes a new one once the cart changed', async () => {
    // The Admin raises the rate after the cart read it: the shop refuses with 409 PRICE_CHANGED and the cart is kept.
    const tomato = await addToCart({ rate: 45.5, stocks: 10 }, 0.5);
    const { result } = renderConfirmOrder();
    await waitFor(() => expect(result.current.cart.total).toBe(22.75));
    await changeRate(shop, admin.cookie, await getProduct(tomato.id), 48);

    act(() => result.current.order.confirm());
    await waitFor(() => expect(result.current.order.conflict?.code).toBe('PRICE_CHANGED'));
    act(() => result.current.order.confirm());
    await waitFor(() => expect(keys).toHaveLength(2));
    await waitFor(() => expect(result.current.order.isPlacing).toBe(false));
    expect(result.current.order.conflict?.code).toBe('PRICE_CHANGED');
    expect(keys[1]).toBe(keys[0]);
    expect(useCartStore.getState().items).toEqual([tomato]);

    // Reading the products again shows the new rate; the cart's stored line is left as it was.
    await act(() => result.current.cart.refresh());
    await waitFor(() => expect(result.current.cart.total).toBe(24));
    expect(useCartStore.getState().items).toEqual([tomato]);
    act(() => result.current.order.confirm());

    await waitFor(() => expect(result.current.location.pathname).toBe(webPaths.orderPlaced.href()));
    expect(keys).toHaveLength(3);
    expect(keys[2]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('asks a shopper whose session ended to log in, and keeps the cart', async () => {
    // happy-dom has no alert(); the browser's would show the text and wait for OK.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const line = await addToCart({ rate: 30, stocks: 10 }, 1);
    await logout();
    try {
      const { result } = renderConfirmOrder();
      await waitFor(() => expect(result.current.cart.ready).toBe(true));
      act(() => result.current.order.confirm());
      await waitFor(() => expect(alert).toHaveBeenCalledWith(t('confirm.loginPlease')));
      expect(result.current.order.conflict).toBeNull();
      expect(result.current.location.pathname).toBe(webPaths.confirmOrder.href());
      expect(useCartStore.getState().items).toEqual([line]);
    } finally {
      vi.unstubAllGlobals();
      await signUpInPage();
    }
  });
});
