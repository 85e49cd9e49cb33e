import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { Order } from '#common/schemas/orders.js';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { placeOrder } from '#web/lib/place-order.js';
import { newUuid } from '#web/lib/uuid.js';
import MyOrdersPage from '#web/routes/my-orders.js';
import OrderDetailsPage from '#web/routes/order-details.js';
import { settleClients } from './settle.js';

const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

/** Places an order as the page's shopper, through the web app's own call, as the confirm page does. */
export async function orderOf(lines: { product: TestProduct; quantity: number }[]): Promise<Order> {
  const total = lines.reduce((sum, { product, quantity }) => sum + Math.round(product.rate * quantity * 100), 0) / 100;
  return placeOrder({
    cartItems: lines.map(({ product, quantity }) => ({ id: product.id, quantity, name: product.name, rate: product.rate })),
    shippingInfo: shipping,
    total,
    idempotencyKey: newUuid(),
  });
}

/** A product of the shop, made straight in its database. */
export const productOf = createProduct;

/** The owner, who moves orders on through the API like the admin's screens. */
export async function ownerOf(shop: TestShop) {
  const admin: SignedIn = await signUp(shop, { role: 'Admin' });
  return {
    setStatus: (orderId: string, oStatus: 'Shipped' | 'Delivered' | 'Cancelled') =>
      shop.app.inject({ method: 'PUT', url: `/api/user/update/order/${orderId}`, headers: { cookie: admin.cookie }, payload: { oStatus } }),
  };
}

const clients: QueryClient[] = [];

/** Waits for the screens' refetches to end, so no request is still on its way when the shop closes. */
export function settleScreens(): Promise<void> {
  return settleClients(clients.splice(0));
}

/** Where the router is: the screens move on to the cart by themselves. */
function WhereAmI() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

/**
 * The shopper's real order screens (My Orders, Order Details), on their own addresses, with a
 * fresh query cache; the cart's address shows only that the screen went there.
 */
export function renderOrderScreen(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  clients.push(queryClient);
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={webPaths.myOrders.pattern} element={<MyOrdersPage />} />
          <Route path={webPaths.orderDetails.pattern} element={<OrderDetailsPage />} />
          <Route path={webPaths.checkout.pattern} element={<h1>Check Out</h1>} />
        </Routes>
        <WhereAmI />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}
