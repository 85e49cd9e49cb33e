import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_NOTE_MAX } from '#common/constants.js';
import type { User } from '#common/schemas/auth.js';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { createProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { usePackingWishesStore } from '#web/features/checkout/packing-wishes-store.js';
import { useShippingStore } from '#web/features/checkout/shipping-store.js';
import { getMyOrders } from '#web/features/orders/api/get-my-orders.js';
import { translate as t } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import CheckoutPage from '#web/routes/checkout.js';
import ConfirmOrderPage from '#web/routes/confirm-order.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * The shopper's word for the packer at checkout (API.md "Packing"): an optional note of at most
 * 200 characters with its counter and a clear message past it, and what to do with a missing
 * product (remove by default, or call); both kept across a reload, shown on the confirm page and
 * sent with the order.
 */
const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

let shop: TestShop;
let client: QueryClient | undefined;
beforeAll(async () => {
  ({ shop } = await serveShop({ settings: { maxOpenOrders: 0, maxUnpaidAmount: 0 } }));
});
afterAll(() => shop.close());
beforeEach(() => {
  useCartStore.getState().clear();
  usePackingWishesStore.getState().clear();
});
afterEach(async () => {
  await settleClients([client]);
  document.body.innerHTML = '';
});

async function addToCart(name: string) {
  const product = await getProduct((await createProduct(shop, { name, rate: 50, stocks: 100, kilogramOption: [1] })).id);
  useCartStore.getState().addItem(toCartItem(product, 1));
}

function renderScreen(ui: ReactNode, shopper: User, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client = queryClient;
  queryClient.setQueryData(queryKeys.session.all, shopper);
  for (const [field, value] of Object.entries(shipping)) useShippingStore.getState().setField(field as keyof typeof shipping, value);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the note and the missing-item choice at checkout', () => {
  it('counts the note, says when it is too long and keeps the shopper from going on', async () => {
    const shopper = await signUpInPage();
    await addToCart('Moong Dal');
    const user = renderScreen(<CheckoutPage />, shopper, webPaths.checkout.href());
    const note = await screen.findByLabelText(t('checkout.note'));
    await user.type(note, 'Ripe ones');
    expect(screen.getByText(t('checkout.noteCount', { count: 9, max: ORDER_NOTE_MAX }))).toBeTruthy();
    expect(usePackingWishesStore.getState().note).toBe('Ripe ones');

    await user.clear(note);
    await user.click(note);
    await user.paste('x'.repeat(ORDER_NOTE_MAX + 5));
    const message = t('checkout.noteTooLong', { max: ORDER_NOTE_MAX, over: 5 });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(note.getAttribute('aria-invalid')).toBe('true');

    // The remove choice is the default; the shopper asks for a call instead.
    expect((screen.getByRole('radio', { name: t('checkout.ifUnavailableRemove') }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: t('checkout.ifUnavailableCall') }));
    expect(usePackingWishesStore.getState().ifUnavailable).toBe('call');
    // Kept like the other checkout state: in this tab's sessionStorage.
    expect(JSON.parse(sessionStorage.getItem('packingWishes') ?? '{}').state).toMatchObject({ ifUnavailable: 'call' });
  });

  it('shows the note and the choice on the confirm page and sends them with the order', async () => {
    const shopper = await signUpInPage();
    await addToCart('Basmati');
    usePackingWishesStore.getState().setNote('  Please ring twice  ');
    usePackingWishesStore.getState().setIfUnavailable('call');
    const user = renderScreen(<ConfirmOrderPage />, shopper, webPaths.confirmOrder.href());
    expect(await screen.findByText('Please ring twice')).toBeTruthy();
    expect(screen.getByText(t('checkout.ifUnavailableCall'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('confirm.confirmOrder') }));
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(0));
    const [order] = await getMyOrders();
    expect(order).toMatchObject({ note: 'Please ring twice', ifUnavailable: 'call' });
    // The next order starts blank.
    expect(usePackingWishesStore.getState()).toMatchObject({ note: '', ifUnavailable: 'remove' });
  });
});
