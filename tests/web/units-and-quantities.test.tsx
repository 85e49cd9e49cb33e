import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isOfferedQuantity, largestOfferedWithin, MAX_QUANTITY_CHOICES, offeredQuantities } from '#common/order-quantities.js';
import { webPaths } from '#common/web-paths.js';
import { products } from '#server/db/schema.js';
import type { TestShop } from '#tests/support/app.js';
import { toCartItem } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { AddToCart } from '#web/features/cart/components/add-to-cart.js';
import { CheckoutCart } from '#web/features/cart/components/checkout-cart.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { OrderSummary } from '#web/features/checkout/components/order-summary.js';
import { activateLanguage, translate as t } from '#web/i18n/i18n.js';
import { orderOf, ownerOf, productOf, renderOrderScreen, settleScreens } from './support/order-pages.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';
import { settleClients } from './support/settle.js';

/**
 * Quantities and rates in the product's own unit (API.md "The shop's own words"; decision 0037):
 * Order Details, the checkout's cart and the confirm page's summary say "2 Packet", "₹ 90/Packet",
 * keeping the specification's Kg wording for products sold by the Kg. The quantity lists offer the
 * whole multiples of a product's smallest option up to what one order takes (the server's rule),
 * and Order Again keeps what the cart already holds, saying what it changed.
 */
let shop: TestShop;
let owner: Awaited<ReturnType<typeof ownerOf>>;
beforeAll(async () => {
  ({ shop } = await serveShop());
  await signUpInPage();
  owner = await ownerOf(shop);
});
afterAll(() => shop.close());
beforeEach(() => useCartStore.getState().clear());
let client: QueryClient | undefined;
afterEach(async () => {
  await settleClients([client]);
  client = undefined;
  await settleScreens();
  await activateLanguage('en');
});

function renderWithQueries(ui: ReactNode) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const choicesOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The week's first order: milk by the litre, paneer by the packet, bananas by the dozen, tomatoes by the Kg. */
async function mixedProducts() {
  return {
    milk: await productOf(shop, { name: 'Milk', rate: 28, stocks: 50, unit: 'Litre', kilogramOption: [1] }),
    paneer: await productOf(shop, { name: 'Paneer', rate: 90, stocks: 50, unit: 'Packet', kilogramOption: [1] }),
    banana: await productOf(shop, { name: 'Banana', rate: 60, stocks: 50, unit: 'Dozen', kilogramOption: [1] }),
    tomato: await productOf(shop, { name: 'Tomato', rate: 40, stocks: 50, unit: 'Kg', kilogramOption: [0.5, 1, 1.5, 2] }),
  };
}

/** The quantity and rate lines of each item on Order Details, by name. */
async function orderLines() {
  const items = await screen.findAllByRole('listitem');
  return items
    .filter((item) => item.classList.contains('order-item'))
    .map((item) => [...item.querySelectorAll('p')].slice(1, 3).map((p) => p.textContent));
}

describe('quantities and rates in the product’s own unit', () => {
  it('Order Details shows each item in its unit, and the spec’s KG and /Kg for a product sold by the Kg', async () => {
    const { milk, paneer, banana, tomato } = await mixedProducts();
    const order = await orderOf([
      { product: milk, quantity: 1 },
      { product: paneer, quantity: 2 },
      { product: banana, quantity: 1 },
      { product: tomato, quantity: 1.5 },
    ]);
    renderOrderScreen(webPaths.orderDetails.href(order._id));
    expect(await orderLines()).toEqual([
      ['1 Litre', '₹ 28/Litre'],
      ['2 Packet', '₹ 90/Packet'],
      ['1 Dozen', '₹ 60/Dozen'],
      ['1.5 KG', '₹ 40/Kg'],
    ]);
    await settleScreens();
  });

  it('Order Details says the units in Hindi', async () => {
    const { milk, paneer, tomato } = await mixedProducts();
    const order = await orderOf([
      { product: milk, quantity: 2 },
      { product: paneer, quantity: 1 },
      { product: tomato, quantity: 1 },
    ]);
    await activateLanguage('hi');
    renderOrderScreen(webPaths.orderDetails.href(order._id));
    expect(await orderLines()).toEqual([
      ['2 लीटर', '₹ 28/लीटर'],
      ['1 पैकेट', '₹ 90/पैकेट'],
      ['1 किलो', '₹ 40/किलो'],
    ]);
  });

  it('Order Details says the units in Marathi', async () => {
    const { milk, paneer, banana } = await mixedProducts();
    const order = await orderOf([
      { product: milk, quantity: 1 },
      { product: paneer, quantity: 3 },
      { product: banana, quantity: 2 },
    ]);
    await activateLanguage('mr');
    renderOrderScreen(webPaths.orderDetails.href(order._id));
    expect(await orderLines()).toEqual([
      ['1 लिटर', '₹ 28/लिटर'],
      ['3 पाकीट', '₹ 90/पाकीट'],
      ['2 डझन', '₹ 60/डझन'],
    ]);
  });

  it('the checkout cart names each line’s unit beside its quantity list, in English and Hindi', async () => {
    const { paneer, tomato } = await mixedProducts();
    useCartStore.getState().addItem(toCartItem(await getProduct(paneer.id), 2));
    useCartStore.getState().addItem(toCartItem(await getProduct(tomato.id), 1));
    renderWithQueries(<CheckoutCart />);
    expect(await screen.findByRole('combobox', { name: 'Quantity (Packet)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Quantity (Kg)' })).toBeTruthy();
    expect(screen.queryAllByRole('combobox', { name: 'Quantity (Kg)' })).toHaveLength(1);

    await activateLanguage('hi');
    expect(await screen.findByRole('combobox', { name: 'मात्रा (पैकेट)' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'मात्रा (किलो)' })).toBeTruthy();
  });

  it('the Order Summary’s quantity header is the spec’s for a Kg-only cart, else Quantity with each line’s unit', async () => {
    const shipping = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };
    const tomato = { id: 't', name: 'Tomato', unit: 'Kg', rate: 40, quantity: 2 };
    const paneer = { id: 'p', name: 'Paneer', unit: 'Packet', rate: 90, quantity: 2 };
    const kgOnly = render(<OrderSummary items={[tomato]} shipping={shipping} fullName="Asha Patil" />);
    expect(kgOnly.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Quantity (Kg)');
    kgOnly.unmount();

    const mixed = render(<OrderSummary items={[tomato, paneer]} shipping={shipping} fullName="Asha Patil" />);
    const headers = mixed.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toContain('Quantity');
    expect(headers).not.toContain('Quantity (Kg)');
    expect(mixed.getByRole('rowheader', { name: 'Paneer' }).nextElementSibling?.textContent).toBe('2 Packet');
    mixed.unmount();

    await activateLanguage('hi');
    const hindi = render(<OrderSummary items={[tomato, paneer]} shipping={shipping} fullName="Asha Patil" />);
    expect(hindi.getAllByRole('columnheader').map((th) => th.textContent)).toContain('मात्रा');
  });
});

describe('quantities a grocer sells', () => {
  it('lists the options and the whole multiples of the smallest up to the limit, each one the server takes', () => {
    expect(offeredQuantities([1], 5)).toEqual([1, 2, 3, 4, 5]);
    expect(offeredQuantities([2, 0.5, 1], 2)).toEqual([0.5, 1, 1.5, 2]);
    expect(offeredQuantities([0.25], 1)).toEqual([0.25, 0.5, 0.75, 1]);
    expect(offeredQuantities([5, 10, 25], 20)).toEqual([5, 10, 15, 20]);
    expect(offeredQuantities([0.5, 1])).toEqual([0.5, 1]);
    expect(offeredQuantities([2], 1)).toEqual([]);
    expect(offeredQuantities([0.001], 20)).toHaveLength(MAX_QUANTITY_CHOICES);
    for (const quantity of offeredQuantities([0.5, 1, 1.5, 2, 2.5, 3, 3.5], 20)) {
      expect(isOfferedQuantity([0.5, 1, 1.5, 2, 2.5, 3, 3.5], Math.round(quantity * 1000))).toBe(true);
    }
    expect(largestOfferedWithin([0.5, 1], 20)).toBe(20);
    expect(largestOfferedWithin([2, 3], 7)).toBe(6);
  });

  it('offers whole packets up to the per-order limit, and the shop takes 2 packets of paneer', async () => {
    const { paneer } = await mixedProducts();
    const product = await getProduct(paneer.id);
    const user = renderWithQueries(<AddToCart product={product} showLimit />);
    await screen.findByText(t('products.maxPerOrder', { max: 20, unit: 'Packet' }));
    const select = screen.getByRole('combobox', { name: t('products.quantityOf', { name: 'Paneer' }) });
    expect(choicesOf(select)).toEqual(Array.from({ length: 20 }, (_, i) => `${i + 1} Packet`));

    await user.selectOptions(select, '2');
    await user.click(screen.getByRole('button', { name: t('cart.addToCart') }));
    expect(useCartStore.getState().items.map(({ name, quantity }) => [name, quantity])).toEqual([['Paneer', 2]]);
    const order = await orderOf([{ product: paneer, quantity: 2 }]);
    expect(order.orderItems.map(({ quantity, unit }) => [quantity, unit])).toEqual([[2, 'Packet']]);
  });

  it('offers the spec’s weights and then every half Kg up to 20 Kg, and adding again sets the quantity', async () => {
    const onion = await productOf(shop, { name: 'Onion', rate: 30, stocks: 100, kilogramOption: [0.5, 1, 1.5, 2, 2.5, 3, 3.5] });
    const product = await getProduct(onion.id);
    const user = renderWithQueries(<AddToCart product={product} />);
    const select = await screen.findByRole('combobox');
    await waitFor(() => expect(choicesOf(select)).toHaveLength(40));
    expect(choicesOf(select).slice(0, 9)).toEqual(['0.5 Kg', '1 Kg', '1.5 Kg', '2 Kg', '2.5 Kg', '3 Kg', '3.5 Kg', '4 Kg', '4.5 Kg']);
    expect(choicesOf(select).at(-1)).toBe('20 Kg');

    await user.selectOptions(select, '5');
    await user.click(screen.getByRole('button', { name: t('cart.addToCart') }));
    await user.selectOptions(select, '2');
    await user.click(screen.getByRole('button', { name: t('cart.addToCart') }));
    expect(useCartStore.getState().items.map(({ quantity }) => quantity)).toEqual([2]);
  });

  it('the checkout cart offers the same multiples', async () => {
    const { paneer } = await mixedProducts();
    useCartStore.getState().addItem(toCartItem(await getProduct(paneer.id), 3));
    renderWithQueries(<CheckoutCart />);
    const select = await screen.findByRole('combobox', { name: 'Quantity (Packet)' });
    await waitFor(() => expect(choicesOf(select)).toHaveLength(20));
    expect((select as HTMLSelectElement).value).toBe('3');
  });
});

describe('Order Again keeps the cart', () => {
  async function delivered(orderId: string) {
    expect((await owner.setStatus(orderId, 'Shipped')).statusCode).toBe(200);
    expect((await owner.setStatus(orderId, 'Delivered')).statusCode).toBe(200);
  }

  it('keeps the cart’s 2 Kg of tomatoes and what else is there, adds the rest, and says so', async () => {
    const { tomato, milk, paneer } = await mixedProducts();
    const order = await orderOf([
      { product: tomato, quantity: 1 },
      { product: milk, quantity: 2 },
    ]);
    await delivered(order._id);
    useCartStore.getState().addItem(toCartItem(await getProduct(tomato.id), 2));
    useCartStore.getState().addItem(toCartItem(await getProduct(paneer.id), 1));
    const { user } = renderOrderScreen(webPaths.orderDetails.href(order._id));

    await user.click(await screen.findByRole('button', { name: t('orders.orderAgain') }));

    const news = await screen.findByText(t('orders.orderAgainDone', { added: 1 }));
    const notice = news.closest('[role="status"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Tomato: already in your cart, kept at 2 Kg.']);
    expect(
      within(notice)
        .getByRole('link', { name: t('cart.goToCart') })
        .getAttribute('href'),
    ).toBe(webPaths.checkout.href());
    expect(useCartStore.getState().items.map(({ name, quantity }) => [name, quantity])).toEqual([
      ['Tomato', 2],
      ['Paneer', 1],
      ['Milk', 2],
    ]);
  });

  it('says so in Hindi', async () => {
    const { tomato } = await mixedProducts();
    const order = await orderOf([{ product: tomato, quantity: 1 }]);
    await delivered(order._id);
    useCartStore.getState().addItem(toCartItem(await getProduct(tomato.id), 2));
    await activateLanguage('hi');
    const { user } = renderOrderScreen(webPaths.orderDetails.href(order._id));

    await user.click(await screen.findByRole('button', { name: t('orders.orderAgain') }));

    expect((await screen.findByText(/पहले से आपके कार्ट में है/)).textContent).toBe('Tomato: पहले से आपके कार्ट में है, 2 किलो ही रखा गया।');
    expect(useCartStore.getState().items.map(({ quantity }) => quantity)).toEqual([2]);
  });

  it('puts back the 5 Kg ordered as whole multiples, and names a quantity cut to the stock', async () => {
    const onion = await productOf(shop, { name: 'Onion', rate: 30, stocks: 100, kilogramOption: [0.5, 1, 2] });
    const garlic = await productOf(shop, { name: 'Garlic', rate: 200, stocks: 100, kilogramOption: [0.5, 1] });
    const order = await orderOf([
      { product: onion, quantity: 5 },
      { product: garlic, quantity: 3 },
    ]);
    await delivered(order._id);
    await shop.database.db.update(products).set({ stocks: 1.5 }).where(eq(products.id, garlic.id));
    const { user } = renderOrderScreen(webPaths.orderDetails.href(order._id));

    await user.click(await screen.findByRole('button', { name: t('orders.orderAgain') }));

    expect(await screen.findByText('Garlic: 1.5 Kg in your cart instead of the 3 Kg ordered.')).toBeTruthy();
    expect(useCartStore.getState().items.map(({ name, quantity }) => [name, quantity])).toEqual([
      ['Onion', 5],
      ['Garlic', 1.5],
    ]);
  });
});
