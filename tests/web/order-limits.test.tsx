import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#common/schemas/auth.js';
import { webPaths } from '#common/web-paths.js';
import { products } from '#server/db/schema.js';
import type { TestShop } from '#tests/support/app.js';
import { createProduct } from '#tests/support/products.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { type CartItem, useCartStore } from '#web/features/cart/cart-store.js';
import { AddToCart } from '#web/features/cart/components/add-to-cart.js';
import { CheckoutCart } from '#web/features/cart/components/checkout-cart.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { useShippingStore } from '#web/features/checkout/shipping-store.js';
import { translate as t } from '#web/i18n/i18n.js';
import { cartTotal } from '#web/lib/line-totals.js';
import { placeOrder } from '#web/lib/place-order.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { newUuid } from '#web/lib/uuid.js';
import ConfirmOrderPage from '#web/routes/confirm-order.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * What the storefront does with the shop's order limits (API.md "Guards against abuse"): it never
 * offers more of a product than one order takes, and a refusal is shown beside the line it
 * concerns (QUANTITY_LIMIT) or at the checkout (TOO_MANY_OPEN_ORDERS), never as a bare alert.
 * The shop keeps its default of 20 of a product and allows one open order per shopper.
 */
const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

let shop: TestShop;
let shopper: User;
beforeAll(async () => {
  ({ shop } = await serveShop({ settings: { maxOpenOrders: 1 } }));
  shopper = await signUpInPage();
});
afterAll(() => shop.close());
beforeEach(() => useCartStore.getState().clear());
/** The test's query client: each test waits for its reads (the shop's settings) before the page goes. */
let client: QueryClient | undefined;
afterEach(async () => {
  await settleClients([client]);
  vi.unstubAllGlobals();
});

/** A product of the shop, with its own limit when given, as the web app reads it. */
async function productOf(name: string, kilogramOption: number[], maxPerOrder?: number) {
  const created = await createProduct(shop, { name, rate: 10, stocks: 500, kilogramOption });
  if (maxPerOrder !== undefined) await shop.database.db.update(products).set({ maxPerOrder }).where(eq(products.id, created.id));
  return getProduct(created.id);
}

function renderWithQueries(ui: ReactNode, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  client = queryClient;
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[webPaths.confirmOrder.href()]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const choicesOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('quantity choices', () => {
  it("offers nothing over the product's own limit and says it on the product page", async () => {
    const rice = await productOf('Rice', [0.5, 1, 2, 5], 2);
    renderWithQueries(<AddToCart product={rice} showLimit />);
    expect(choicesOf(screen.getByRole('combobox', { name: t('products.quantityOf', { name: 'Rice' }) }))).toEqual([
      '0.5 Kg',
      '1 Kg',
      '1.5 Kg',
      '2 Kg',
    ]);
    expect(screen.getByText(t('products.maxPerOrder', { max: 2, unit: 'Kg' })).tagName).toBe('P');
  });

  it("offers nothing over the shop's limit for a product without its own", async () => {
    const sugar = await productOf('Sugar', [5, 10, 25, 50]);
    renderWithQueries(<AddToCart product={sugar} showLimit />);
    await screen.findByText(t('products.maxPerOrder', { max: 20, unit: 'Kg' }));
    expect(choicesOf(screen.getByRole('combobox'))).toEqual(['5 Kg', '10 Kg', '15 Kg', '20 Kg']);
  });

  it('caps the checkout cart lines too, and says the limit beside a line already over it', async () => {
    const rice = await productOf('Basmati', [0.5, 1, 2, 5], 2);
    const dal = await productOf('Toor Dal', [0.5, 1, 2, 5], 2);
    useCartStore.getState().addItem(toCartItem(rice, 1));
    // A cart saved before the limit was set: the limit is the product's, as the shop reads it now.
    useCartStore.getState().addItem({ ...toCartItem(dal, 5), maxPerOrder: undefined });
    renderWithQueries(<CheckoutCart />);
    const [riceLine, dalLine] = await screen.findAllByRole('listitem');
    expect(choicesOf(within(riceLine!).getByRole('combobox'))).toEqual(['0.5 Kg', '1 Kg', '1.5 Kg', '2 Kg']);
    expect(within(riceLine!).queryByRole('alert')).toBeNull();
    const note = within(dalLine!).getByRole('alert');
    expect(note.textContent).toBe(t('cart.overLimit', { max: 2, unit: 'Kg' }));
    expect(within(dalLine!).getByRole('combobox').getAttribute('aria-describedby')).toBe(note.id);
  });
});

describe('refusals at the checkout', () => {
  /** The confirm page as the shopper reaches it: signed in, shipping details given. */
  function renderConfirmPage() {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    queryClient.setQueryData(queryKeys.session.all, shopper);
    for (const [field, value] of Object.entries(shipping)) useShippingStore.getState().setField(field as keyof typeof shipping, value);
    return renderWithQueries(<ConfirmOrderPage />, queryClient);
  }

  it('shows QUANTITY_LIMIT beside the line it concerns, with the most one order takes, and fixes the line', async () => {
    // happy-dom has no alert(); a refusal shown as one would call this.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const sugar = await productOf('Jaggery', [5, 10, 25, 50]);
    const salt = await productOf('Salt', [1]);
    useCartStore.getState().addItem(toCartItem(sugar, 25));
    useCartStore.getState().addItem(toCartItem(salt, 1));
    const user = renderConfirmPage();
    await user.click(await screen.findByRole('button', { name: t('confirm.confirmOrder') }));

    const notice = await screen.findByRole('alert');
    const items = within(notice).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain(t('confirm.overLimitItem', { name: 'Jaggery', max: 20 }));
    await user.click(within(items[0]!).getByRole('button', { name: t('confirm.setQuantity', { available: 20 }) }));
    expect(useCartStore.getState().items.find((item) => item.id === sugar._id)).toMatchObject({ quantity: 20 });
    expect((await screen.findByRole('status')).textContent).toBe(t('confirm.cartUpdated'));
    expect(alert).not.toHaveBeenCalled();
  });

  it('says clearly at the checkout that too many orders are on their way, keeping the cart', async () => {
    // happy-dom has no alert(); a refusal shown as one would call this.
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    const onion = await productOf('Onion', [0.5, 1]);
    // The shopper's one open order (the shop allows one).
    const first: CartItem[] = [toCartItem(onion, 1)];
    await placeOrder({ cartItems: first, shippingInfo: shipping, total: cartTotal(first), idempotencyKey: newUuid() });

    useCartStore.getState().addItem(toCartItem(onion, 0.5));
    const user = renderConfirmPage();
    await user.click(await screen.findByRole('button', { name: t('confirm.confirmOrder') }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(t('confirm.tooManyOpenOrders'));
    expect(
      within(notice)
        .getByRole('link', { name: t('confirm.seeMyOrders') })
        .getAttribute('href'),
    ).toBe(webPaths.myOrders.href());
    expect(useCartStore.getState().items).toHaveLength(1);
    await waitFor(() => expect(alert).not.toHaveBeenCalled());
  });
});
