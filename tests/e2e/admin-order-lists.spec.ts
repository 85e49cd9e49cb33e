import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createProduct, logIn, orderRow, placeOrder, registerCustomer, settled, shot } from './admin-helpers.js';

/**
 * The owner's long lists (docs/decisions/0011-admin-lists.md): status tabs with their counts, a
 * search as you type, pages, all kept in the address. Run on the phone and the desktop projects.
 */

const width = (page: Page) => page.viewportSize()?.width ?? 0;
/** The list's own status line (the admin area has a live alerts region too). */
const summary = (page: Page, text: string | RegExp) => page.locator('.list-summary[role="status"]').filter({ hasText: text });

test('an admin narrows the orders by status tab and search, and the address keeps both @desktop', async ({ page, playwright, baseURL }) => {
  test.setTimeout(90_000);
  await logIn(page.request, ADMIN.email, ADMIN.password);
  const product = await createProduct(page.request, { rate: 30, stocks: 50 });
  const meeraRequest = await playwright.request.newContext({ baseURL });
  const raviRequest = await playwright.request.newContext({ baseURL });
  try {
    const meera = await registerCustomer(meeraRequest, 'Meera');
    await registerCustomer(raviRequest, 'Ravi');
    const kept = await placeOrder(meeraRequest, product, 1);
    const cancelled = await placeOrder(meeraRequest, product, 2);
    const ravis = await placeOrder(raviRequest, product, 1);
    expect((await page.request.put(`/api/user/update/order/${cancelled._id}`, { data: { oStatus: 'Cancelled' } })).status()).toBe(200);

    // The list opens on the owner's work queue, Processing (decision 0041).
    await page.goto('/admin/view/orders');
    await settled(page);
    const tabs = page.getByRole('navigation', { name: 'Order status' });
    await expect(tabs.getByRole('link', { name: /^Processing \d+$/ })).toHaveAttribute('aria-current', 'true');
    await expect(summary(page, /^\d+ orders?/)).toBeVisible();
    await expect(orderRow(page, kept)).toBeVisible();
    await expect(orderRow(page, cancelled)).toHaveCount(0);

    // The Cancelled tab: its own address, only cancelled orders.
    await tabs.getByRole('link', { name: /^Cancelled \d+$/ }).click();
    await expect(page).toHaveURL(/\?status=Cancelled$/);
    await expect(orderRow(page, cancelled)).toBeVisible();
    await expect(orderRow(page, kept)).toHaveCount(0);

    // A search as the owner types: Meera's surname finds her cancelled order alone under this tab.
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(meera.lastName);
    await expect(page).toHaveURL(new RegExp(`status=Cancelled&q=${meera.lastName}$`));
    await expect(summary(page, /^1 order$/)).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Processing 1' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Cancelled 1' })).toHaveAttribute('aria-current', 'true');

    // All of her orders, none of Ravi's.
    await tabs.getByRole('link', { name: 'All 2' }).click();
    await expect(summary(page, /^2 orders$/)).toBeVisible();
    await expect(orderRow(page, kept)).toBeVisible();
    await expect(orderRow(page, cancelled)).toBeVisible();
    await expect(orderRow(page, ravis)).toHaveCount(0);
    await shot(page, `order-lists-${width(page)}`);

    // A reload keeps the search; back returns to the Cancelled tab of the same search.
    await page.reload();
    await settled(page);
    await expect(search).toHaveValue(meera.lastName);
    await expect(summary(page, /^2 orders$/)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/status=Cancelled/);
    await expect(summary(page, /^1 order$/)).toBeVisible();
    await expect(search).toHaveValue(meera.lastName);

    // An order found by its number, as the list shows it.
    await search.fill(`#${ravis.orderNumber}`);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=%23${ravis.orderNumber}$`));
    await tabs.getByRole('link', { name: /^All/ }).click();
    await expect(page).toHaveURL(new RegExp(`\\?status=All&q=%23${ravis.orderNumber}$`));
    await expect(orderRow(page, ravis)).toBeVisible();

    // Nothing found says so.
    await search.fill('no such shopper at all');
    await expect(page.getByText('No orders match these filters')).toBeVisible();
    await expect(summary(page, /^0 orders$/)).toBeVisible();
  } finally {
    await meeraRequest.dispose();
    await raviRequest.dispose();
    await page.request.delete(`/api/product/delete/${product._id}`);
  }
});

test('an admin searches the users and the products, the results read out @desktop', async ({ page, playwright, baseURL }) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
  const product = await createProduct(page.request, { rate: 55, stocks: 5 });
  const customerRequest = await playwright.request.newContext({ baseURL });
  try {
    const customer = await registerCustomer(customerRequest, 'Sunita');

    await page.goto('/admin/view/users');
    await settled(page);
    await page.getByRole('searchbox', { name: 'Search users' }).fill(customer.lastName);
    await expect(summary(page, /^1 user$/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: customer.email })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await shot(page, `user-lists-${width(page)}`);

    await page.goto('/admin/view/products');
    await settled(page);
    await expect(summary(page, /^\d+ products/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(product.name);
    // The whole name first; names a letter or two away (other tests' products) may follow it.
    await expect(page).toHaveURL(/\?q=/);
    await expect(summary(page, /^\d+ products?$/)).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText(product.name);
    // The name leads the row, not the id (decision 0041).
    await expect(page.getByRole('columnheader').first()).toHaveText('Name');
    await shot(page, `product-lists-${width(page)}`);
  } finally {
    await customerRequest.dispose();
    await page.request.delete(`/api/product/delete/${product._id}`);
  }
});
