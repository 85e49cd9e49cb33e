import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { signUp } from '#tests/support/factories.js';
import { createProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { useCartLines } from '#web/features/cart/use-cart-lines.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { useConfirmOrder } from '#web/features/checkout/use-confirm-order.js';
import { getSlots } from '#web/features/delivery/api/get-slots.js';
import { formatsOf } from '#web/i18n/format.js';
import { api } from '#web/lib/api-client.js';
import { todayInIndia } from '#web/lib/delivery-slot.js';
import OrderPlacedPage from '#web/routes/order-placed.js';
import { orderOf, productOf, renderOrderScreen, settleScreens } from './support/order-pages.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';

/** API.md "One number per order": the number the shopper is told after checkout and sees on every order screen. */

const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

let shop: TestShop;

/** The shop delivers in one evening window a day, on the next three days. */
async function deliverInSlots(): Promise<void> {
  const admin = await signUp(shop, { role: 'Admin' });
  const answer = await shop.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin.cookie },
    payload: { slots: [{ start: '18:00', end: '21:00', capacity: 5 }], slotDays: 3, cutoffMinutes: 0 },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}
beforeAll(async () => {
  ({ shop } = await serveShop());
  await signUpInPage();
});
afterAll(async () => {
  await settleScreens();
  await shop.close();
});

const myOrders = async () => (await api.get<{ myOrders: Order[] }>('/api/user/my/orders')).myOrders;

/** The confirm page's button, on the hook the page uses, with the chosen slot. */
function ConfirmButton({ deliverySlot }: { deliverySlot: string }) {
  const cart = useCartLines();
  const clearCart = useCartStore((s) => s.clear);
  const { confirm } = useConfirmOrder({ items: cart.lines, shipping, clearCart, deliverySlot });
  return (
    <button type="button" disabled={!cart.ready} onClick={confirm}>
      Confirm Order
    </button>
  );
}

describe('the order number on the storefront', () => {
  it('names each order on My Orders and on its Order Details', async () => {
    const product = await productOf(shop, { rate: 30, stocks: 10 });
    const order = await orderOf([{ product, quantity: 1 }]);
    const list = renderOrderScreen(webPaths.myOrders.href());
    await screen.findByRole('heading', { level: 2, name: `Order ${order.orderNumber}` });
    list.unmount();

    renderOrderScreen(webPaths.orderDetails.href(order._id));
    await screen.findByText(`Order ${order.orderNumber}`);
  });

  it('is shown after checkout with the total and the delivery slot', async () => {
    await deliverInSlots();
    useCartStore.getState().clear();
    const product = await createProduct(shop, { rate: 45.5, stocks: 10 });
    useCartStore.getState().addItem(toCartItem(await getProduct(product.id), 2));
    const slot = (await getSlots(undefined)).find((s) => s.date > todayInIndia());
    if (!slot) throw new Error('the shop offers no slot after today');

    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[webPaths.confirmOrder.href()]}>
          <Routes>
            <Route path={webPaths.confirmOrder.pattern} element={<ConfirmButton deliverySlot={slot._id} />} />
            <Route path={webPaths.orderPlaced.pattern} element={<OrderPlacedPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const button = screen.getByRole('button', { name: 'Confirm Order' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    await userEvent.setup().click(button);

    await screen.findByRole('heading', { level: 1, name: 'Order Place..!!' });
    const [placed] = await myOrders();
    expect(placed?.orderNumber).toBeGreaterThanOrEqual(1001);
    expect(document.querySelector('.order-placed__number')?.textContent).toBe(`Order ${placed?.orderNumber}`);
    expect(document.querySelector('.order-placed__total')?.textContent).toBe(`Total Amount: ${formatsOf('en').money(91)}`);
    expect(document.querySelector('.order-placed__delivery')?.textContent).toBe(`Delivery: ${formatsOf('en').deliveryWindow(slot)}`);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });
});
