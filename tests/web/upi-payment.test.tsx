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
import { createProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { PaymentMethodChoice } from '#web/features/checkout/components/payment-method-choice.js';
import { offeredMethods, usePaymentChoiceStore } from '#web/features/checkout/payment-choice.js';
import { useShippingStore } from '#web/features/checkout/shipping-store.js';
import { getMyOrders } from '#web/features/orders/api/get-my-orders.js';
import { translate as t } from '#web/i18n/i18n.js';
import { cartTotal } from '#web/lib/line-totals.js';
import { placeOrder } from '#web/lib/place-order.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { getShopSettings } from '#web/lib/shop-settings.js';
import { newUuid } from '#web/lib/uuid.js';
import ConfirmOrderPage from '#web/routes/confirm-order.js';
import { renderOrderScreen, settleScreens } from './support/order-pages.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * Paying on the storefront (API.md "Getting paid"): the checkout offers the shop's methods and
 * sends the chosen one, a refusal of the unpaid limit says how much is open and where to pay it,
 * and a UPI order's page shows its QR code and takes the UTR. The shop takes Cash and UPI, and
 * lets ₹ 100 go unpaid per shopper.
 */
const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

let shop: TestShop;
let admin: SignedIn;
beforeAll(async () => {
  ({ shop } = await serveShop({
    settings: { maxOpenOrders: 0, maxUnpaidAmount: 100, paymentMethods: ['Cash', 'UPI'], upiId: 'greenmart@okbank', upiName: 'Green Mart' },
  }));
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
  await settleScreens();
  vi.unstubAllGlobals();
});

async function cartLineOf(name: string, rate: number) {
  const product = await getProduct((await createProduct(shop, { name, rate, stocks: 100, kilogramOption: [1] })).id);
  return toCartItem(product, 1);
}

function renderWithQueries(ui: ReactNode, shopper: User) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  client = queryClient;
  queryClient.setQueryData(queryKeys.session.all, shopper);
  for (const [field, value] of Object.entries(shipping)) useShippingStore.getState().setField(field as keyof typeof shipping, value);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[webPaths.confirmOrder.href()]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the way to pay at checkout', () => {
  it("offers the shop's methods as a radio group, and a shop taking cash alone keeps its one line", async () => {
    const offered = offeredMethods(await getShopSettings());
    expect(offered).toEqual(['Cash', 'UPI']);
    const choose = vi.fn();
    const { unmount } = render(<PaymentMethodChoice offered={offered} chosen="Cash" onChoose={choose} />);
    const group = screen.getByRole('group', { name: t('checkout.paymentMethod') });
    expect(within(group).getByRole('radio', { name: new RegExp(t('checkout.payCash')) })).toHaveProperty('checked', true);
    await userEvent.setup().click(within(group).getByRole('radio', { name: new RegExp(`^${t('checkout.payUpi')}`) }));
    expect(choose).toHaveBeenCalledWith('UPI');
    unmount();

    // UPI enabled without a UPI ID cannot be paid to: cash alone, said as the specification says it.
    const cashOnly = offeredMethods({ paymentMethods: ['Cash', 'UPI'], upiId: '' });
    render(<PaymentMethodChoice offered={cashOnly} chosen="Cash" onChoose={choose} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('Payment: Cash On Delivery')).toBeTruthy();
  });

  it('places the order with the chosen UPI, and says on the confirm page how it is paid', async () => {
    const shopper = await signUpInPage();
    useCartStore.getState().addItem(await cartLineOf('Basmati', 60));
    usePaymentChoiceStore.getState().choose('UPI');
    const user = renderWithQueries(<ConfirmOrderPage />, shopper);
    expect((await screen.findByText(`${t('confirm.payment')}:`, { exact: false })).textContent).toContain(t('checkout.payUpi'));
    await user.click(await screen.findByRole('button', { name: t('confirm.confirmOrder') }));
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(0));
    const [order] = await getMyOrders();
    expect(order).toMatchObject({ paymentMethod: 'UPI', payment: { status: 'Unpaid' } });
  });

  it('says how much is unpaid and where to pay it when the unpaid limit refuses the order, keeping the cart', async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const shopper = await signUpInPage();
    const first = [await cartLineOf('Toor Dal', 60)];
    await placeOrder({ cartItems: first, shippingInfo: shipping, total: cartTotal(first), idempotencyKey: newUuid() });
    useCartStore.getState().addItem(await cartLineOf('Ghee', 60));
    const user = renderWithQueries(<ConfirmOrderPage />, shopper);
    await user.click(await screen.findByRole('button', { name: t('confirm.confirmOrder') }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Your Unpaid Orders On Their Way Come To ₹ 60');
    expect(notice.textContent).toContain('At Most ₹ 100');
    expect(notice.textContent).toContain(t('confirm.unpaidLimitHint'));
    expect(
      within(notice)
        .getByRole('link', { name: t('confirm.seeMyOrders') })
        .getAttribute('href'),
    ).toBe(webPaths.myOrders.href());
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(alert).not.toHaveBeenCalled();
  });
});

describe("a UPI order's page", () => {
  it('shows the QR code and the amount, refuses a bad UTR, takes a good one, and says Paid once the owner records it', async () => {
    await signUpInPage();
    const lines = [await cartLineOf('Jaggery', 75.5)];
    const order = await placeOrder({
      cartItems: lines,
      shippingInfo: shipping,
      total: cartTotal(lines),
      paymentMethod: 'UPI',
      idempotencyKey: newUuid(),
    });
    const { user, unmount } = renderOrderScreen(webPaths.orderDetails.href(order._id));

    const qr = (await screen.findByRole('img', {
      name: t('payment.qrAlt', { amount: formatRupees(75.5), number: order.orderNumber }),
    })) as HTMLImageElement;
    expect(qr.src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(document.querySelector('.upi-pay__amount')?.textContent).toBe(`${t('payment.amount')}: ${formatRupees(75.5)}`);
    expect(document.querySelector('.order-payment')?.textContent).toBe(`${t('payment.title')}: ${t('payment.status.Unpaid')}`);

    const field = screen.getByRole('textbox', { name: t('payment.utrLabel') });
    await user.type(field, '12345');
    await user.click(screen.getByRole('button', { name: t('payment.utrSend') }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('payment.utrInvalid'));
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, '4012 3456 7890');
    await user.click(screen.getByRole('button', { name: t('payment.utrSend') }));
    expect((await screen.findByText(t('payment.utrReported', { utr: '401234567890' }))).getAttribute('role')).toBe('status');
    // The shopper's word is a note for the shop: the order still reads Unpaid.
    expect(document.querySelector('.order-payment')?.textContent).toBe(`${t('payment.title')}: ${t('payment.status.Unpaid')}`);
    unmount();

    const paid = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/orders/${order._id}/payment`,
      headers: { cookie: admin.cookie },
      payload: { method: 'UPI', reference: '401234567890' },
    });
    expect(paid.statusCode).toBe(200);
    renderOrderScreen(webPaths.orderDetails.href(order._id));
    await screen.findByText(t('payment.status.Paid'));
    expect(screen.queryByRole('img', { name: /UPI/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: t('payment.utrLabel') })).toBeNull();
  });
});
