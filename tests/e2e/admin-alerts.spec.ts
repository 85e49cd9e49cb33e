import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { placeOrder } from './admin-helpers.js';
import { ADMIN, expect, logIn, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

/**
 * The owner's live alerts (docs/decisions/0008-live-events.md): with the admin area open, an
 * order placed anywhere moves the Orders badge and shows a notice, without a reload. Runs at
 * 360 px and, tagged @desktop, at 1280 px.
 */
const SHOTS = '/tmp/admin-shots';
const EVENTS = '/api/admin/events';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, animations: 'disabled' });
}

test('an admin with the dashboard open sees the Orders badge go up and a notice when an order arrives @desktop', async ({
  page,
  playwright,
  baseURL,
  shoppers,
  createProduct,
}) => {
  await logIn(page.request, ADMIN);
  // 6 in stock and the shop's threshold of 5: an order of 2 takes it across, a low-stock notice.
  const product = await createProduct({ rate: 45.5, stocks: 6, unit: 'Kg', kilogramOption: [1, 2] });
  const shopperRequest = await playwright.request.newContext({ baseURL });
  try {
    await shoppers.create({ firstName: 'Asha', lastName: 'Kulkarni', signIn: shopperRequest });

    const streamOpened = page.waitForResponse((response) => response.url().endsWith(EVENTS) && response.status() === 200);
    const ordersRead = page.waitForResponse((response) => response.url().endsWith('/api/admin/dashboard'));
    await page.goto('/admin/home');
    await settled(page);
    await Promise.all([streamOpened, ordersRead]);
    const orders = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Orders/ });
    const badge = page.getByTestId('processing-badge');
    const before = (await badge.count()) ? Number(await badge.locator('[aria-hidden="true"]').textContent()) : 0;

    const placed = await placeOrder(shopperRequest, product, 2);

    await expect(badge.locator('[aria-hidden="true"]')).toHaveText(String(before + 1));
    await expect(orders).toHaveAccessibleName(`Orders ${before + 1} processing`);
    const region = page.getByRole('status', { name: 'Live alerts' });
    const newOrder = region.getByRole('link', { name: `New order: Order ${placed.orderNumber} from Asha Kulkarni, ₹ 91` });
    const lowStock = region.getByRole('link', { name: `Low stock: ${product.name}, 4 Kg left` });
    await expect(newOrder).toBeVisible();
    await expect(lowStock).toBeVisible();
    await expect(page).toHaveTitle(/^\(1\) /);
    await shot(page, 'admin-alerts');

    // A reload of the tab keeps the notices not yet seen, and the count in the title.
    await page.reload();
    await settled(page);
    await expect(newOrder).toBeVisible();
    await expect(lowStock).toBeVisible();
    await expect(page).toHaveTitle(/^\(1\) /);

    // From the keyboard: the notice's Dismiss button, and the focus moves on to the next notice.
    const dismiss = region.getByRole('button', { name: `Dismiss: New order: Order ${placed.orderNumber} from Asha Kulkarni, ₹ 91` });
    await dismiss.focus();
    await page.keyboard.press('Enter');
    await expect(newOrder).toHaveCount(0);
    await expect(lowStock).toBeFocused();

    // The badge stays readable on the highlighted link of the Orders screen.
    await orders.click();
    await expect(page.getByRole('heading', { name: 'All Orders', level: 1 })).toBeVisible();
    await expect(orders).toHaveAttribute('aria-current', 'page');
    await shot(page, 'admin-alerts-orders');

    // The notice leads to the product's form; leaving the admin area closes the stream.
    await lowStock.click();
    await expect(page).toHaveURL(new RegExp(`/admin/update/products/${product._id}$`));
    const streamClosed = page.waitForEvent('requestfailed', (request) => request.url().endsWith(EVENTS));
    await page.locator('a.logo').click();
    await expect(page).toHaveURL(/\/$/);
    await streamClosed;
  } finally {
    await shopperRequest.dispose();
  }
});
