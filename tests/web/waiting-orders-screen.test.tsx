import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#common/schemas/auth.js';
import type { TestShop } from '#tests/support/app.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { loggedUserQueryOptions } from '#web/features/auth/api/get-logged-user.js';
import { keepSessionUser } from '#web/features/auth/kept-user.js';
import { keepWaitingOrder, readWaitingOrders, type WaitingOrder } from '#web/features/offline/waiting-orders.js';
import { useWaitingOrdersStore } from '#web/features/offline/waiting-orders-store.js';
import { newUuid } from '#web/lib/uuid.js';
import { renderOrderScreen, settleScreens } from './support/order-pages.js';
import { serveShop, setPageOrigin, signUpInPage } from './support/serve-shop.js';

/**
 * My Orders without a network (decision 0066): the orders kept on the phone come first, waiting
 * or refused with the shop's message, and the placed orders are promised for when it returns.
 */
let shop: TestShop;
let origin: string;
let asha: User;
let rice: TestProduct;

beforeAll(async () => {
  ({ shop, origin } = await serveShop());
  rice = await createProduct(shop, { name: 'Rice', rate: 40, stocks: 100 });
  asha = await signUpInPage();
});
afterAll(async () => {
  await settleScreens();
  setPageOrigin(origin);
  await shop.close();
});

function kept(state: WaitingOrder['state'], refusal?: WaitingOrder['refusal']): WaitingOrder {
  return {
    key: newUuid(),
    userId: asha._id,
    queuedAt: '2026-11-30T05:12:00.000Z',
    state,
    ...(refusal ? { refusal } : {}),
    order: {
      cartItems: [{ id: rice.id, quantity: 2, name: rice.name, rate: 40 }],
      shippingInfo: { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' },
      total: 80,
    },
  };
}

describe('My Orders without a network', () => {
  it('shows the waiting order and the refused one with the shop’s message, and OK forgets the refusal', async () => {
    await keepWaitingOrder(kept('waiting'));
    await keepWaitingOrder(
      kept('refused', {
        code: 'PRICE_CHANGED',
        lines: [{ text: 'Price Changed For Rice, The New Total Is ₹ 90. Please Check Your Cart..!!', id: null, values: {} }],
      }),
    );
    await useWaitingOrdersStore.getState().load(asha._id);
    // A visit online read the session, which the page keeps for its visits without a network.
    const online = new QueryClient();
    keepSessionUser(online);
    await online.fetchQuery(loggedUserQueryOptions());
    setPageOrigin('http://127.0.0.1:9'); // nothing listens: no network
    const { user } = renderOrderScreen('/Order/MyOrder');

    expect(await screen.findByText('Your placed orders show here when you are back online.')).toBeTruthy();
    // Still the shopper's page: the session is the one kept from the visit online.
    expect(await screen.findByRole('heading', { level: 1, name: `${asha.firstName} Orders` })).toBeTruthy();
    const waiting = screen.getByRole('heading', { name: 'Order waiting to be sent' }).closest('li');
    expect(waiting?.textContent).toContain('Waiting for network');
    expect(waiting?.textContent).toContain('₹ 80');
    const refusal = screen.getByRole('alert');
    expect(refusal.textContent).toContain('Your order waiting for the network was not placed.');
    expect(refusal.textContent).toContain('Price Changed For Rice, The New Total Is ₹ 90.');
    expect(screen.getByRole('link', { name: 'Go to my cart' }).getAttribute('href')).toBe('/Order/Checkout');

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect((await readWaitingOrders()).map((order) => order.state)).toEqual(['waiting']);
  });
});
