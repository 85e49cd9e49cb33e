import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRupees as money } from '#common/money.js';
import type { User } from '#common/schemas/auth.js';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { addCoupon } from '#tests/support/coupons.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { useCouponStore } from '#web/features/checkout/coupon-store.js';
import { useShippingStore } from '#web/features/checkout/shipping-store.js';
import { getMyOrders } from '#web/features/orders/api/get-my-orders.js';
import { translate as t } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import CheckoutPage from '#web/routes/checkout.js';
import ConfirmOrderPage from '#web/routes/confirm-order.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * The delivery charge and coupons on the storefront (API.md "Offers and the delivery charge";
 * decision 0063), against the real shop: a charge of ₹ 40 waived from ₹ 299 of items.
 */
const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

let shop: TestShop;
let admin: SignedIn;
let client: QueryClient | undefined;
beforeAll(async () => {
  ({ shop } = await serveShop({ settings: { maxOpenOrders: 0, maxUnpaidAmount: 0, deliveryCharge: 40, freeDeliveryAbove: 299 } }));
  admin = await signUp(shop, { role: 'Admin' });
});
afterAll(() => shop.close());
beforeEach(() => {
  useCartStore.getState().clear();
  useCouponStore.getState().remove();
});
afterEach(async () => {
  await settleClients([client]);
  document.body.innerHTML = '';
});

async function addToCart(product: TestProduct, quantity: number) {
  useCartStore.getState().addItem(toCartItem(await getProduct(product.id), quantity));
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

/** The value a totals list gives a term. */
const totalOf = (totals: HTMLElement, term: string) => within(totals).getByText(term).closest('div')?.querySelector('dd')?.textContent;

describe('the delivery charge in the cart', () => {
  it('says how much more goes free, then that delivery is free', async () => {
    const shopper = await signUpInPage();
    const rice = await createProduct(shop, { name: 'Kolam Rice', rate: 100, stocks: 100, kilogramOption: [1, 2, 3] });
    await addToCart(rice, 1);
    renderScreen(<CheckoutPage />, shopper, webPaths.checkout.href());
    expect(await screen.findByText(t('offers.addForFree', { more: money(199) }))).toBeTruthy();
    const totals = document.querySelector('.checkout-cart .totals') as HTMLElement;
    expect(totalOf(totals, t('checkout.shippingCharge'))).toBe(money(40));
    expect(totalOf(totals, t('checkout.total'))).toBe(money(140));

    useCartStore.getState().updateItem(rice.id, { quantity: 3 });
    expect(await screen.findByText(t('offers.freeDelivery'))).toBeTruthy();
    expect(totalOf(totals, t('checkout.shippingCharge'))).toBe(t('checkout.free'));
    expect(totalOf(totals, t('checkout.total'))).toBe(money(300));
  });
});

describe('a coupon on the confirm page', () => {
  it("refuses a wrong code with the shop's reason, applies the right one and places the order with it", async () => {
    await addCoupon(shop, admin.cookie, { code: 'DIWALI10', kind: 'percent', value: 10, perShopper: 5 });
    const shopper = await signUpInPage();
    const ghee = await createProduct(shop, { name: 'Ghee', rate: 250, stocks: 100, kilogramOption: [1] });
    await addToCart(ghee, 1);
    const user = renderScreen(<ConfirmOrderPage />, shopper, webPaths.confirmOrder.href());
    const field = await screen.findByLabelText(t('offers.couponCode'));
    const totals = document.querySelector('.order-summary .totals') as HTMLElement;
    // ₹ 250 of items, below ₹ 299: the charge applies.
    expect(totalOf(totals, t('checkout.shippingCharge'))).toBe(money(40));
    expect(totalOf(totals, t('confirm.total'))).toBe(money(290));

    await user.type(field, 'NOSUCH1');
    await user.click(screen.getByRole('button', { name: t('offers.apply') }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(t('server.couponUnknown', { code: 'NOSUCH1' }));
    expect(field.getAttribute('aria-describedby')).toBe(refusal.id);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    // Confirm waits until the code applies or is removed.
    expect((screen.getByRole('button', { name: t('confirm.confirmOrder') }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: t('offers.remove') }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field, 'diwali10');
    await user.click(screen.getByRole('button', { name: t('offers.apply') }));
    expect(await screen.findByText(t('offers.couponLine', { code: 'DIWALI10', amount: money(25) }))).toBeTruthy();
    // ₹ 250 − ₹ 25 = ₹ 225, still below ₹ 299: ₹ 40 to deliver.
    expect(totalOf(totals, t('offers.coupon', { code: 'DIWALI10' }))).toBe(t('offers.minus', { amount: money(25) }));
    expect(totalOf(totals, t('confirm.total'))).toBe(money(265));

    await user.click(screen.getByRole('button', { name: t('confirm.confirmOrder') }));
    await waitFor(() => expect(useCartStore.getState().items).toHaveLength(0));
    const [order] = await getMyOrders();
    expect(order).toMatchObject({ coupon: 'DIWALI10', discount: 25, shippingCharge: 40, total: 265 });
    expect(useCouponStore.getState().code).toBeNull();
  });

  it('says so beside the field and keeps the cart when the coupon is used up as the order goes in', async () => {
    await addCoupon(shop, admin.cookie, { code: 'LASTONE', kind: 'flat', value: 20, totalUses: 1 });
    const shopper = await signUpInPage();
    const oil = await createProduct(shop, { name: 'Groundnut Oil', rate: 180, stocks: 100, kilogramOption: [1] });
    await addToCart(oil, 1);
    const user = renderScreen(<ConfirmOrderPage />, shopper, webPaths.confirmOrder.href());
    await user.type(await screen.findByLabelText(t('offers.couponCode')), 'LASTONE');
    await user.click(screen.getByRole('button', { name: t('offers.apply') }));
    expect(await screen.findByText(t('offers.couponLine', { code: 'LASTONE', amount: money(20) }))).toBeTruthy();

    // Another shopper takes its one use meanwhile.
    const other = await signUp(shop, { firstName: 'Ravi' });
    const taken = await placeOrder(shop, other.cookie, orderBody([{ product: oil, quantity: 1 }], { coupon: 'LASTONE', total: 200 }));
    expect(taken.statusCode).toBe(201);

    await user.click(screen.getByRole('button', { name: t('confirm.confirmOrder') }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toBe(t('server.couponUsedUp', { code: 'LASTONE' }));
    expect(useCartStore.getState().items).toHaveLength(1);
    expect(await getMyOrders()).toHaveLength(0);
  });
});
