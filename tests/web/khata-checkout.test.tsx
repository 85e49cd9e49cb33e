import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatRupees } from '#common/money.js';
import type { User } from '#common/schemas/auth.js';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { giveCredit, payKhata } from '#tests/support/khata.js';
import { setOrderStatus } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { usePaymentChoiceStore } from '#web/features/checkout/payment-choice.js';
import { useShippingStore } from '#web/features/checkout/shipping-store.js';
import { getMyOrders } from '#web/features/orders/api/get-my-orders.js';
import { formatsOf } from '#web/i18n/format.js';
import { translate as t } from '#web/i18n/i18n.js';
import { cartTotal } from '#web/lib/line-totals.js';
import { placeOrder } from '#web/lib/place-order.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { newUuid } from '#web/lib/uuid.js';
import CheckoutPage from '#web/routes/checkout.js';
import ConfirmOrderPage from '#web/routes/confirm-order.js';
import MyKhataPage from '#web/routes/my-khata.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * Buying on credit on the storefront (API.md "Getting paid"; the khata): the checkout offers
 * Credit only to a shopper the owner gave a limit, with the credit still free; the confirm page
 * places a Credit order, and says what is owed and the limit when the shop refuses one past it;
 * My Khata shows the figures and every entry with the balance after it. The shop takes Cash and
 * Credit.
 */
/** A moment as the ledger dates it: India's day, in English. */
const dateOf = (iso: string) => formatsOf('en').date(iso);

const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

let shop: TestShop;
let admin: SignedIn;
beforeAll(async () => {
  ({ shop } = await serveShop({ settings: { maxOpenOrders: 0, paymentMethods: ['Cash', 'Credit'] } }));
  admin = await signUp(shop, { role: 'Admin' });
});
afterAll(() => shop.close());
beforeEach(() => {
  useCartStore.getState().clear();
  usePaymentChoiceStore.getState().clear();
});
let client: QueryClient | undefined;
afterEach(async () => {
  await settleClients([client]);
  vi.unstubAllGlobals();
});

async function cartLineOf(name: string, rate: number) {
  const product = await getProduct((await createProduct(shop, { name, rate, stocks: 100, kilogramOption: [1] })).id);
  return toCartItem(product, 1);
}

/** A screen of the storefront at `path`, for the shopper signed in to the page, with the shipping details filled. */
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

/** A Credit order of one line, placed through the web app's own call as the confirm page does. */
async function creditOrderOf(name: string, rate: number) {
  const lines = [await cartLineOf(name, rate)];
  return placeOrder({
    cartItems: lines,
    shippingInfo: shipping,
    total: cartTotal(lines),
    paymentMethod: 'Credit',
    idempotencyKey: newUuid(),
  });
}

describe('Credit at checkout', () => {
  it('is offered only to a shopper with a credit limit, saying how much credit is still free', async () => {
    const shopper = await signUpInPage();
    useCartStore.getState().addItem(await cartLineOf('Sona Masoori', 90));
    renderScreen(<CheckoutPage />, shopper, webPaths.checkout.href());
    // No limit: the shop's other way alone, said as the specification says it.
    expect(await screen.findByText('Payment: Cash On Delivery')).toBeTruthy();
    expect(screen.queryByRole('group', { name: t('checkout.paymentMethod') })).toBeNull();
    await waitFor(() => expect(client?.isFetching()).toBe(0));
    document.body.innerHTML = '';

    await giveCredit(shop, admin.cookie, shopper._id, 500);
    const user = renderScreen(<CheckoutPage />, shopper, webPaths.checkout.href());
    const group = await screen.findByRole('group', { name: t('checkout.paymentMethod') });
    const credit = within(group).getByRole('radio', { name: (name) => name.startsWith(t('checkout.payCredit')) });
    expect(credit.closest('label')?.textContent).toContain(t('checkout.creditAvailable', { available: formatRupees(500) }));
    await user.click(credit);
    expect(usePaymentChoiceStore.getState().method).toBe('Credit');
  });

  it('places the order on Credit and says so on the confirm page', async () => {
    const shopper = await signUpInPage();
    await giveCredit(shop, admin.cookie, shopper._id, 500);
    useCartStore.getState().addItem(await cartLineOf('Chana Dal', 120));
    usePaymentChoiceStore.getState().choose('Credit');
    const user = renderScreen(<ConfirmOrderPage />, shopper, webPaths.confirmOrder.href());
    expect((await screen.findByText(`${t('confirm.payment')}:`, { exact: false })).textContent).toContain(t('checkout.payCredit'));
    await user.click(screen.getByRole('button', { name: t('confirm.confirmOrder') }));
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(0));
    const [order] = await getMyOrders();
    expect(order).toMatchObject({ paymentMethod: 'Credit', payment: { status: 'Unpaid' } });
  });

  it('keeps a Credit choice when the khata cannot be read for want of a network, on the limit the session last read', async () => {
    const shopper = await signUpInPage();
    await giveCredit(shop, admin.cookie, shopper._id, 500);
    useCartStore.getState().addItem(await cartLineOf('Moong Dal', 140));
    usePaymentChoiceStore.getState().choose('Credit');
    // The network drops just as the khata is asked for; the session read earlier knows the limit.
    const browserFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/api/user/my/khata') ? Promise.reject(new TypeError('Failed to fetch')) : browserFetch(input, init),
    );
    const user = renderScreen(<ConfirmOrderPage />, { ...shopper, creditLimit: 500 }, webPaths.confirmOrder.href());
    expect((await screen.findByText(`${t('confirm.payment')}:`, { exact: false })).textContent).toContain(t('checkout.payCredit'));
    await user.click(screen.getByRole('button', { name: t('confirm.confirmOrder') }));
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(0));
    const [order] = await getMyOrders();
    expect(order).toMatchObject({ paymentMethod: 'Credit', total: 140 });
  });

  it('says what is owed and the limit when an order would pass it, leads to the khata, and keeps the cart', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const shopper = await signUpInPage();
    await giveCredit(shop, admin.cookie, shopper._id, 200);
    await creditOrderOf('Groundnut Oil', 150);
    useCartStore.getState().addItem(await cartLineOf('Jowar', 60));
    usePaymentChoiceStore.getState().choose('Credit');
    const user = renderScreen(<ConfirmOrderPage />, shopper, webPaths.confirmOrder.href());
    await user.click(await screen.findByRole('button', { name: t('confirm.confirmOrder') }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(`You Owe ${formatRupees(150)} On Credit With Orders On Their Way`);
    expect(notice.textContent).toContain(`Your Credit Limit Is ${formatRupees(200)}`);
    expect(notice.textContent).toContain(t('confirm.creditLimitHint'));
    expect(
      within(notice)
        .getByRole('link', { name: t('confirm.seeMyKhata') })
        .getAttribute('href'),
    ).toBe(webPaths.myKhata.href());
    expect(
      within(notice)
        .getByRole('link', { name: t('confirm.choosePayment') })
        .getAttribute('href'),
    ).toBe(webPaths.checkout.href());
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('My Khata', () => {
  it('shows what is owed, the limit, the credit free, and every entry newest first with the balance after it', async () => {
    const shopper = await signUpInPage();
    await giveCredit(shop, admin.cookie, shopper._id, 1000);
    const delivered = await creditOrderOf('Basmati', 240.5);
    await setOrderStatus(shop, admin.cookie, delivered._id, 'Shipped');
    await setOrderStatus(shop, admin.cookie, delivered._id, 'Delivered');
    const paid = await payKhata(shop, admin.cookie, shopper._id, { amount: 100, method: 'UPI', reference: '412345678901' });
    expect(paid.statusCode).toBe(201);
    await creditOrderOf('Poha', 60); // on its way: not on the khata yet, but it takes its part of the credit

    renderScreen(<MyKhataPage />, shopper, webPaths.myKhata.href());
    await screen.findByRole('heading', { level: 1, name: t('khata.title') });
    const figures = await waitFor(() => {
      const list = document.querySelector('.khata-summary');
      if (!list) throw new Error('no figures yet');
      return list as HTMLElement;
    });
    const figure = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(figure(t('khata.balance'))).toBe(formatRupees(140.5));
    expect(figure(t('khata.limit'))).toBe(formatRupees(1000));
    expect(figure(t('khata.available'))).toBe(formatRupees(799.5));
    expect(figure(t('khata.onOrder'))).toBe(formatRupees(60));
    expect(screen.getByText(t('khata.howToPay'))).toBeTruthy();

    const ledger = screen.getByRole('table', { name: t('khata.entries') });
    const rows = within(ledger).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      [
        `${t('khata.paymentEntry.UPI')}${t('khata.reference', { reference: '412345678901' })}${dateOf(paid.json().entry.at)}`,
        `− ${formatRupees(100)}`,
        formatRupees(140.5),
      ],
      [
        `${t('khata.orderEntry', { number: delivered.orderNumber })}${dateOf(paid.json().entry.at)}`,
        `+ ${formatRupees(240.5)}`,
        formatRupees(240.5),
      ],
    ]);
    const orderLink = within(rows[1] as HTMLElement).getByRole('link', { name: t('khata.orderEntry', { number: delivered.orderNumber }) });
    expect(orderLink.getAttribute('href')).toBe(webPaths.orderDetails.href(delivered._id));
  });

  it('tells a shopper without credit why there is nothing to read', async () => {
    const shopper = await signUpInPage();
    renderScreen(<MyKhataPage />, shopper, webPaths.myKhata.href());
    expect(await screen.findByText(t('khata.noCredit'))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
