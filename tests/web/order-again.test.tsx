import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webPaths } from '#common/web-paths.js';
import { products } from '#server/db/schema.js';
import type { TestShop } from '#tests/support/app.js';
import { setRate } from '#tests/support/products.js';
import { quantityOptions } from '#web/features/cart/cart-line.js';
import { useCartStore } from '#web/features/cart/cart-store.js';
import { getProduct } from '#web/features/catalog/api/get-product.js';
import { cancelOrder } from '#web/features/orders/api/cancel-order.js';
import { planOrderAgain, quantityToAdd } from '#web/features/orders/order-again.js';
import { translate as t } from '#web/i18n/i18n.js';
import { orderOf, ownerOf, productOf, renderOrderScreen, settleScreens } from './support/order-pages.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';

let shop: TestShop;
let owner: Awaited<ReturnType<typeof ownerOf>>;
beforeAll(async () => {
  ({ shop } = await serveShop());
  await signUpInPage();
  owner = await ownerOf(shop);
});
afterAll(() => shop.close());
beforeEach(() => useCartStore.getState().clear());
afterEach(settleScreens);

/** The owner changes a product's stock (an edit, or other shoppers' orders) after the order. */
async function setStock(productId: string, stocks: number): Promise<void> {
  await shop.database.db.update(products).set({ stocks }).where(eq(products.id, productId));
}

/** The owner stops selling a product: it is gone from the catalogue, the order keeps its copy. */
async function removeProduct(productId: string): Promise<void> {
  await shop.database.db.delete(products).where(eq(products.id, productId));
}

async function delivered(orderId: string): Promise<void> {
  expect((await owner.setStatus(orderId, 'Shipped')).statusCode).toBe(200);
  expect((await owner.setStatus(orderId, 'Delivered')).statusCode).toBe(200);
}

const cart = () => useCartStore.getState().items.map(({ name, quantity, rate }) => ({ name, quantity, rate }));

describe('how much of an ordered product goes back in the cart', () => {
  it("takes the order's quantity when the stock holds it", () => {
    expect(quantityToAdd(2, 10, [0.5, 1, 2])).toBe(2);
  });

  it('caps at the stock, to the largest quantity the product offers within it', () => {
    expect(quantityToAdd(2, 1.5, [0.5, 1, 2])).toBe(1);
    expect(quantityToAdd(3, 10, [2, 0.5, 1])).toBe(2);
  });

  it('takes the smallest quantity offered when the order had less than any offered now', () => {
    expect(quantityToAdd(0.5, 10, [1, 2])).toBe(1);
  });

  it('leaves a product out when no offered quantity fits in the stock', () => {
    expect(quantityToAdd(1, 0, [0.5, 1])).toBeNull();
    expect(quantityToAdd(1, 0.4, [0.5, 1])).toBeNull();
    expect(quantityToAdd(1, -2, [0.5, 1])).toBeNull();
    expect(quantityToAdd(0.5, 0.7, [1, 2])).toBeNull();
  });
});

describe('planning an order again against the shop', () => {
  it("adds what is sold and in stock at today's rate, and names what is gone or out of stock", async () => {
    const okra = await productOf(shop, { name: 'Okra', rate: 55.5, stocks: 10, kilogramOption: [0.5, 1] });
    const rice = await productOf(shop, { name: 'Rice', rate: 60, stocks: 10, kilogramOption: [0.5, 1, 2] });
    const ghee = await productOf(shop, { name: 'Ghee', rate: 500, stocks: 10, kilogramOption: [0.5, 1] });
    const paneer = await productOf(shop, { name: 'Paneer', rate: 300, stocks: 10, kilogramOption: [0.5, 1] });
    const order = await orderOf([
      { product: okra, quantity: 1 },
      { product: rice, quantity: 2 },
      { product: ghee, quantity: 1 },
      { product: paneer, quantity: 0.5 },
    ]);
    await setRate(shop, okra.id, 58);
    await setStock(rice.id, 1.5);
    await setStock(ghee.id, 0);
    await removeProduct(paneer.id);

    const plan = await planOrderAgain(order.orderItems, (id) => getProduct(id), quantityOptions);

    expect(plan.add.map(({ product, quantity }) => ({ name: product.name, rate: product.rate, quantity }))).toEqual([
      { name: 'Okra', rate: 58, quantity: 1 },
      { name: 'Rice', rate: 60, quantity: 1 },
    ]);
    expect(plan.leftOut).toEqual([
      { id: ghee.id, name: 'Ghee', reason: 'stock' },
      { id: paneer.id, name: 'Paneer', reason: 'gone' },
    ]);
  });

  it('fails as a whole when the shop cannot be reached, adding nothing', async () => {
    const okra = await productOf(shop, { name: 'Okra', rate: 55.5, stocks: 10 });
    const order = await orderOf([{ product: okra, quantity: 1 }]);
    const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(planOrderAgain(order.orderItems, unreachable, quantityOptions)).rejects.toThrow('Failed to fetch');
  });
});

describe('Order Again on Order Details', () => {
  it("fills the cart at today's prices and goes on to the cart when everything is there", async () => {
    const milk = await productOf(shop, { name: 'Milk', rate: 28, stocks: 20, unit: 'Litre', kilogramOption: [1, 2] });
    const okra = await productOf(shop, { name: 'Okra', rate: 55.5, stocks: 20, kilogramOption: [0.5, 1] });
    const order = await orderOf([
      { product: milk, quantity: 2 },
      { product: okra, quantity: 0.5 },
    ]);
    await delivered(order._id);
    await setRate(shop, milk.id, 30);
    const { user } = renderOrderScreen(webPaths.orderDetails.href(order._id));

    await user.click(await screen.findByRole('button', { name: t('orders.orderAgain') }));

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe(webPaths.checkout.href()));
    expect(cart()).toEqual([
      { name: 'Milk', quantity: 2, rate: 30 },
      { name: 'Okra', quantity: 0.5, rate: 55.5 },
    ]);
  });

  it('names the product that is out of stock, keeps the shopper on the order, and offers the way to the cart', async () => {
    const onion = await productOf(shop, { name: 'Onion', rate: 30, stocks: 20 });
    const garlic = await productOf(shop, { name: 'Garlic', rate: 200, stocks: 20 });
    const order = await orderOf([
      { product: onion, quantity: 1 },
      { product: garlic, quantity: 0.5 },
    ]);
    await cancelOrder({ id: order._id });
    await setStock(garlic.id, 0);
    const { user } = renderOrderScreen(webPaths.orderDetails.href(order._id));

    await user.click(await screen.findByRole('button', { name: t('orders.orderAgain') }));

    const news = await screen.findByText(t('orders.orderAgainDone', { added: 1 }));
    const notice = news.closest('[role="status"]') as HTMLElement;
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([t('orders.leftOutStock', { name: 'Garlic' })]);
    expect(
      within(notice)
        .getByRole('link', { name: t('cart.goToCart') })
        .getAttribute('href'),
    ).toBe(webPaths.checkout.href());
    expect(screen.getByTestId('path').textContent).toBe(webPaths.orderDetails.href(order._id));
    expect(cart()).toEqual([{ name: 'Onion', quantity: 1, rate: 30 }]);
  });

  it('is not offered on an order still on its way', async () => {
    const onion = await productOf(shop, { name: 'Onion', rate: 30, stocks: 20 });
    const order = await orderOf([{ product: onion, quantity: 1 }]);
    expect((await owner.setStatus(order._id, 'Shipped')).statusCode).toBe(200);
    renderOrderScreen(webPaths.orderDetails.href(order._id));

    await waitFor(() => expect(document.querySelector('.order-stats .status')?.textContent).toBe('Shipped'));
    expect(screen.queryByRole('button', { name: t('orders.orderAgain') })).toBeNull();
    expect(screen.getByRole('link', { name: t('orders.downloadBill') }).getAttribute('href')).toBe(
      `/api/user/my/order/${order._id}/invoice`,
    );
  });
});
