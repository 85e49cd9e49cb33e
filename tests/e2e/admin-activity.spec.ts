import { expect, test } from '@playwright/test';
import { ADMIN, createProduct, logIn, settled, shot } from './admin-helpers.js';

test('an owner reads on Activity who changed a product’s rate, and narrows the log to one action @desktop', async ({ page }) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
  const width = page.viewportSize()?.width;
  const product = await createProduct(page.request, { rate: 40 });
  const updated = await page.request.put(`/api/product/update/${product._id}`, {
    multipart: { name: product.name, unit: 'Kg', rate: '45', stocks: '50', category: product.category?._id ?? '', kilogramOption: '1' },
  });
  expect(updated.status(), await updated.text()).toBe(200);

  await page.goto('/admin/home');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();

  const log = page.getByRole('list', { name: 'Activity' });
  const newest = log.locator('> li').first();
  await expect(newest.getByRole('heading', { name: 'Product Updated' })).toBeVisible();
  await expect(newest).toContainText(product.name);
  await expect(newest).toContainText(ADMIN.email);
  await expect(newest).toContainText(/ IST/);
  await expect(newest.getByRole('listitem')).toHaveText('Rate: 40 → changed to 45');
  await expect(page.getByRole('status').filter({ hasText: /^Showing 1–/ })).toBeVisible();
  // Nothing is wider than a phone's screen: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, `activity-${width}`);

  // The filter is a plain select, reached and changed from the keyboard.
  const filter = page.getByLabel('Action');
  await filter.focus();
  await expect(filter).toBeFocused();
  await filter.selectOption({ label: 'Product Added' });
  await expect(page).toHaveURL(/\?action=product\.create$/);
  await expect(log.locator('> li').first().getByRole('heading', { name: 'Product Added' })).toBeVisible();
  await expect(log.getByRole('heading', { name: 'Product Updated' })).toHaveCount(0);
  await expect(log.locator('> li').first()).toContainText(product.name);
});
