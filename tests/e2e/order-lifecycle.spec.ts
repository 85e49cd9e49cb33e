import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  createProduct as adminCreateProduct,
  DESKTOP,
  logIn,
  orderRow,
  placeOrder as placeAs,
  registerCustomer,
} from './admin-helpers.js';
import { expect, type Product, test } from './support/fixtures.js';
import { SHIPPING, settled, storedCart } from './support/shop-page.js';

/** API.md "Order lifecycle" in the browser: a shopper's cancel, the owner's cancel, ordering again. */

const SHOTS = '/tmp/order-shots';

/** Full-page screenshots at a phone's 360 px and a desktop's 1280 px, for a person to look at. */
async function shots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize() ?? { width: 360, height: 740 };
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

async function placeOrder(request: APIRequestContext, lines: { product: Product; quantity: number }[]): Promise<string> {
  const answer = await request.post('/api/user/new/order', {
    data: {
      cartItems: lines.map(({ product, quantity }) => ({ id: product._id, quantity })),
      shippingInfo: SHIPPING,
      total: lines.reduce((sum, { product, quantity }) => sum + product.rate * quantity, 0),
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { order: { _id: string } }).order._id;
}

/** "21 Nov 2025, 3:40 pm": Intl's en-IN date and time, in India's time. */
const IST_TIME = /\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2}\s?[ap]m/i;

test('a shopper cancels an order with a reason, sees it Cancelled with its history, and the stock is back', async ({
  page,
  customer,
  createProduct,
  admin,
}) => {
  test.setTimeout(60_000);
  const basil = await createProduct({ rate: 50, stocks: 2, kilogramOption: [1, 2] });
  const earlier = await createProduct({ rate: 40, stocks: 10, kilogramOption: [0.5, 1] });
  const past = await placeOrder(page.request, [{ product: earlier, quantity: 1 }]);
  await admin.setOrderStatus(past, 'Shipped');
  await admin.setOrderStatus(past, 'Delivered');
  const orderId = await placeOrder(page.request, [{ product: basil, quantity: 2 }]);

  // The order took the whole stock.
  await page.goto(`/product/${basil._id}`);
  await expect(page.getByText('OUT OF STOCK')).toBeVisible();

  await page.goto('/Order/MyOrder');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${customer.firstName} Orders`);
  const processing = page.locator('.order-list > li').filter({ hasText: 'Processing' });
  await expect(processing.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
  await expect(
    page.locator('.order-list > li').filter({ hasText: 'Delivered' }).getByRole('button', { name: 'Order Again' }),
  ).toBeVisible();
  await shots(page, 'my-orders');

  await processing.getByRole('link', { name: 'Get Order Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/Order/OrderDetails/${orderId}$`));
  await settled(page);
  await expect(page.locator('.order-stats .status')).toHaveText('Processing');
  await expect(page.getByRole('link', { name: 'Download Bill' })).toHaveAttribute('href', `/api/user/my/order/${orderId}/invoice`);
  await shots(page, 'order-details-processing');

  // The link downloads the shop's PDF bill, with the shopper's session.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Bill' }).click();
  const bill = await downloading;
  expect(bill.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await bill.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel This Order?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason (optional)').fill('Ordered the wrong size');
  await expect(dialog.getByText('22 of 200 characters')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/cancel-dialog-360.png` });
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.locator('.order-stats .status')).toHaveText('Cancelled');
  await expect(page.getByRole('status').filter({ hasText: 'Order Cancelled..!!' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  const steps = page.getByRole('region', { name: 'Status History' }).getByRole('listitem');
  await expect(steps).toHaveCount(2);
  await expect(steps.nth(0)).toContainText('Processing');
  await expect(steps.nth(0)).toContainText(IST_TIME);
  await expect(steps.nth(0).locator('.status-timeline__by')).toHaveText('by You');
  await expect(steps.nth(1)).toContainText('Cancelled');
  await expect(steps.nth(1).locator('.status-timeline__by')).toHaveText('by You');
  await expect(steps.nth(1)).toContainText('Reason: Ordered the wrong size');
  await shots(page, 'order-details-cancelled');

  // The reload reads the shop, not the page's cache: the order stays cancelled, its reason kept.
  await page.reload();
  await settled(page);
  await expect(page.locator('.order-stats .status')).toHaveText('Cancelled');
  await expect(steps.nth(1)).toContainText('Reason: Ordered the wrong size');

  await page.goto(`/product/${basil._id}`);
  await expect(page.getByText('In Stock')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
});

// `customer: _shopper` signs the page in (Playwright reads the fixtures a test names).
test('order again puts the items back at today’s price and names the one gone out of stock', async ({
  page,
  customer: _shopper,
  createProduct,
  admin,
}) => {
  const mint = await createProduct({ rate: 20, stocks: 30, kilogramOption: [0.5, 1] });
  const ginger = await createProduct({ rate: 120, stocks: 30, kilogramOption: [0.5, 1] });
  const orderId = await placeOrder(page.request, [
    { product: mint, quantity: 1 },
    { product: ginger, quantity: 0.5 },
  ]);
  await admin.setOrderStatus(orderId, 'Shipped');
  await admin.setOrderStatus(orderId, 'Delivered');
  await admin.updateProduct(mint, { rate: 22 });
  await admin.updateProduct(ginger, { stocks: 0 });

  await page.goto(`/Order/OrderDetails/${orderId}`);
  await settled(page);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Order Again' }).click();

  const news = page.locator('.order-again__news');
  await expect(news).toContainText('1 item is in your cart at today');
  await expect(news.getByRole('listitem')).toHaveText([`${ginger.name}: out of stock.`]);
  expect((await storedCart(page)).map(({ id, quantity, rate }) => ({ id, quantity, rate }))).toEqual([
    { id: mint._id, quantity: 1, rate: 22 },
  ]);
  await shots(page, 'order-again-left-out');

  await news.getByRole('link', { name: 'Go To Cart' }).click();
  await expect(page).toHaveURL(/\/Order\/Checkout$/);
  await expect(page.getByText(mint.name).first()).toBeVisible();
});

test.describe('the owner', () => {
  test.use(DESKTOP);

  test('cancels a Shipped order after confirming: stock back, history by Customer and Admin, counted apart on the dashboard', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await logIn(page.request, ADMIN.email, ADMIN.password);
    const product = await adminCreateProduct(page.request, { rate: 45.5, stocks: 5 });
    const customerRequest = await playwright.request.newContext({ baseURL });
    try {
      const customer = await registerCustomer(customerRequest, 'Meera');
      const order = await placeAs(customerRequest, product, 2);
      const shipped = await page.request.put(`/api/user/update/order/${order._id}`, { data: { oStatus: 'Shipped' } });
      expect(shipped.status()).toBe(200);

      await page.goto('/admin/home');
      await settled(page);
      const cancelledCount = page.getByTestId('dashboard-cancelled');
      const amount = page.getByTestId('dashboard-amount');
      await expect(cancelledCount).toHaveText(/^\d+$/);
      const cancelledBefore = Number(await cancelledCount.textContent());
      const amountBefore = await amount.textContent();

      await page.goto(`/admin/update/order/${order._id}`);
      await settled(page);
      const status = page.getByLabel('Order Status');
      await expect(status.locator('option')).toHaveText(['Choose Status', 'Delivered', 'Cancelled']);
      await expect(page.getByRole('link', { name: 'Download Bill' })).toHaveAttribute('href', `/api/user/my/order/${order._id}/invoice`);

      // A mis-click is caught: Keep Order sends nothing.
      await status.selectOption('Cancelled');
      await page.getByRole('button', { name: 'Update Status' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel This Order?' });
      await expect(dialog).toContainText(`Cancel the order of ${customer.firstName} ${customer.lastName}?`);
      await dialog.getByRole('button', { name: 'Keep Order' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator('.order-stats .status')).toHaveText('Shipped');

      await status.selectOption('Cancelled');
      await page.getByRole('button', { name: 'Update Status' }).click();
      await dialog.getByRole('button', { name: 'Cancel Order' }).click();
      await expect(page.getByText('Order Status Updated..!!')).toBeVisible();
      await expect(page.locator('.order-stats .status')).toHaveText('Cancelled');
      await expect(page.getByText('This order is cancelled: its status cannot change any more.')).toBeVisible();
      await expect(page.getByText(/order is delivered/)).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Order Status' })).toHaveCount(0);
      const steps = page.getByRole('region', { name: 'Status History' }).getByRole('listitem');
      await expect(steps.locator('.status')).toHaveText(['Processing', 'Shipped', 'Cancelled']);
      await expect(steps.locator('.status-timeline__by')).toHaveText(['by Customer', 'by Admin', 'by Admin']);
      await expect(steps.nth(2)).toContainText(IST_TIME);
      await shots(page, 'admin-order-cancelled');

      const stock = await (await page.request.get(`/api/product/getSingleProduct/${product._id}`)).json();
      expect(stock.product.stocks).toBe(5);

      await page.goto('/admin/view/orders?status=Cancelled');
      await settled(page);
      await expect(orderRow(page, order).locator('.status')).toHaveText('Cancelled');
      await expect(orderRow(page, order).locator('.status')).toHaveClass(/status--cancelled/);

      await page.goto('/admin/home');
      await settled(page);
      await expect(cancelledCount).toHaveText(String(cancelledBefore + 1));
      await expect(amount).toHaveText(amountBefore ?? '');
      await shots(page, 'admin-dashboard');
    } finally {
      await customerRequest.dispose();
      await page.request.delete(`/api/product/delete/${product._id}`);
    }
  });
});
