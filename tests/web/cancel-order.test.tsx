import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { webPaths } from '#common/web-paths.js';
import type { TestShop } from '#tests/support/app.js';
import { stockOf } from '#tests/support/products.js';
import { translate as t } from '#web/i18n/i18n.js';
import { queryKeys } from '#web/lib/query-keys.js';
import { orderOf, ownerOf, productOf, renderOrderScreen, settleScreens } from './support/order-pages.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';

let shop: TestShop;
let owner: Awaited<ReturnType<typeof ownerOf>>;
/** The status of every cancel the shop answered, in order. */
let cancelAnswers: number[] = [];
beforeAll(async () => {
  ({ shop } = await serveShop());
  // Heard on the shop's own HTTP server: what the screen was really answered.
  shop.app.server.on('request', (request, response) => {
    if (request.url?.endsWith('/cancel')) response.on('finish', () => cancelAnswers.push(response.statusCode));
  });
  await signUpInPage();
  owner = await ownerOf(shop);
});
afterAll(() => shop.close());
beforeEach(() => {
  cancelAnswers = [];
});
afterEach(settleScreens);

/** The order's status as the page's facts show it. */
const shownStatus = () => document.querySelector('.order-stats .status')?.textContent;

describe('cancelling an order on Order Details', () => {
  it('cancels a Processing order with a reason: counted characters, Cancelled at once, the reason and the history shown, the stock back', async () => {
    const okra = await productOf(shop, { name: 'Okra', rate: 55.5, stocks: 4 });
    const order = await orderOf([{ product: okra, quantity: 1 }]);
    const { user, queryClient } = renderOrderScreen(webPaths.orderDetails.href(order._id));
    await waitFor(() => expect(shownStatus()).toBe('Processing'));

    await user.click(screen.getByRole('button', { name: t('orders.cancelOrder') }));
    const dialog = screen.getByRole('dialog', { name: t('orders.cancelTitle') });
    const reason = within(dialog).getByLabelText(t('orders.cancelReason'));
    await user.type(reason, 'Ordered twice');
    expect(within(dialog).getByText(t('orders.reasonCount', { used: 13, max: 200 }))).toBeDefined();
    expect(reason.getAttribute('aria-describedby')).toBe(within(dialog).getByText(t('orders.reasonCount', { used: 13, max: 200 })).id);
    await user.click(within(dialog).getByRole('button', { name: t('orders.cancelOrder') }));

    await waitFor(() => expect(shownStatus()).toBe('Cancelled'));
    expect(cancelAnswers).toEqual([200]);
    expect(queryClient.getQueryData<Order>(queryKeys.orders.one(order._id))?.cancelReason).toBe('Ordered twice');
    const news = screen.getByText(t('orders.cancelDone'));
    expect(news.getAttribute('role')).toBe('status');
    // The button that opened the dialog is gone: the focus is on the news.
    await waitFor(() => expect(document.activeElement).toBe(news));
    expect(screen.queryByRole('button', { name: t('orders.cancelOrder') })).toBeNull();
    const history = within(screen.getByRole('region', { name: t('orders.history') })).getAllByRole('listitem');
    expect(history.map((step) => step.querySelector('.status')?.textContent)).toEqual(['Processing', 'Cancelled']);
    expect(history.map((step) => step.querySelector('.status-timeline__by')?.textContent)).toEqual(['by You', 'by You']);
    expect(history[1]?.textContent).toContain(`${t('orders.reason')}: Ordered twice`);
    expect(await stockOf(shop, okra.id)).toBe(4);
  });

  it('keeps a reason to 200 characters, and Keep Order leaves the order as it was', async () => {
    const milk = await productOf(shop, { name: 'Milk', rate: 28, stocks: 10 });
    const order = await orderOf([{ product: milk, quantity: 2 }]);
    const { user } = renderOrderScreen(webPaths.orderDetails.href(order._id));
    await user.click(await screen.findByRole('button', { name: t('orders.cancelOrder') }));
    const dialog = screen.getByRole('dialog', { name: t('orders.cancelTitle') });

    await user.type(within(dialog).getByLabelText(t('orders.cancelReason')), 'x'.repeat(205));
    expect((within(dialog).getByLabelText(t('orders.cancelReason')) as HTMLTextAreaElement).value).toHaveLength(200);
    expect(within(dialog).getByText(t('orders.reasonCount', { used: 200, max: 200 }))).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: t('orders.keepOrder') }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelAnswers).toEqual([]);
    expect(shownStatus()).toBe('Processing');
    expect(await stockOf(shop, milk.id)).toBe(8);
  });

  it("shows the shop's refusal inside the dialog when the order was shipped meanwhile, then the order as it is", async () => {
    const rice = await productOf(shop, { name: 'Rice', rate: 60, stocks: 10 });
    const order = await orderOf([{ product: rice, quantity: 1 }]);
    const { user } = renderOrderScreen(webPaths.orderDetails.href(order._id));
    await user.click(await screen.findByRole('button', { name: t('orders.cancelOrder') }));
    expect((await owner.setStatus(order._id, 'Shipped')).statusCode).toBe(200);

    const dialog = screen.getByRole('dialog', { name: t('orders.cancelTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('orders.cancelOrder') }));

    const refusal = await within(dialog).findByRole('alert');
    expect(refusal.textContent).toBe('Order Is Shipped, It Can No Longer Be Cancelled..!!');
    expect(cancelAnswers).toEqual([409]);
    // The order, refreshed behind the dialog, no longer offers a cancel; the dialog stays until closed.
    await waitFor(() => expect(shownStatus()).toBe('Shipped'));
    expect(screen.getByRole('dialog', { name: t('orders.cancelTitle') })).toBe(dialog);
    await user.click(within(dialog).getByRole('button', { name: t('orders.keepOrder') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: t('orders.cancelOrder') })).toBeNull();
    expect(await stockOf(shop, rice.id)).toBe(9);
  });
});

describe('cancelling from My Orders', () => {
  it('shows the card as Cancelled at once and counts it apart from Total, Delivered and Shipped', async () => {
    const onion = await productOf(shop, { name: 'Onion', rate: 30, stocks: 10 });
    const order = await orderOf([{ product: onion, quantity: 1 }]);
    const { user } = renderOrderScreen(webPaths.myOrders.href());
    const link = await waitFor(() => {
      const found = document.querySelector(`a[href="${webPaths.orderDetails.href(order._id)}"]`);
      if (!found) throw new Error('the order is not listed yet');
      return found;
    });
    const card = link.closest('li') as HTMLElement;
    const cancelledCount = () =>
      within(screen.getByText(t('orders.cancelled'), { selector: 'dt' }).parentElement!).getByRole('definition').textContent;
    const before = Number(cancelledCount());

    await user.click(within(card).getByRole('button', { name: t('orders.cancelOrder') }));
    const dialog = screen.getByRole('dialog', { name: t('orders.cancelTitle') });
    await user.click(within(dialog).getByRole('button', { name: t('orders.cancelOrder') }));

    await waitFor(() => expect(card.querySelector('.status')?.textContent).toBe('Cancelled'));
    expect(cancelAnswers).toEqual([200]);
    await waitFor(() => expect(cancelledCount()).toBe(String(before + 1)));
    expect(within(card).queryByRole('button', { name: t('orders.cancelOrder') })).toBeNull();
  });
});
