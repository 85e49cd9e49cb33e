import { expect, test } from './support/fixtures.js';
import { productCard, settled } from './support/shop-page.js';

test('the filter asks for a choice first, then shows a category within a price range until cleared', async ({ page }) => {
  const productCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/getAllProducts')) productCalls.push(request.url());
  });
  await page.goto('/products');
  await settled(page);
  const panel = page.getByRole('complementary', { name: 'Filter Products' });
  const openFilter = () => page.getByRole('button', { name: 'Filter', exact: true }).click();

  // Nothing chosen: a message, no request, and no Clear Filter before a filter was applied.
  await openFilter();
  await expect(panel.getByRole('button', { name: 'Clear Filter' })).toHaveCount(0);
  const callsBefore = productCalls.length;
  await panel.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Please Select Filter First..!!');
  expect(productCalls.length).toBe(callsBefore);

  // Vegetables priced ₹ 20 - ₹ 40.
  await panel.getByRole('checkbox', { name: 'Vegetables' }).check();
  await panel.getByLabel('Price Range').selectOption({ label: '₹ 20 - ₹ 40' });
  await panel.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(panel).toBeHidden();
  await expect.poll(() => productCalls.at(-1) ?? '').toMatch(/category=[\w-]+&gte=20&lte=40/);
  await settled(page);
  for (const name of ['Tomato', 'Onion', 'Potato', 'Cucumber']) await expect(productCard(page, name)).toBeVisible();
  for (const name of ['Carrot', 'Garlic', 'Milk', 'Watermelon']) await expect(productCard(page, name)).toHaveCount(0);

  // Clear Filter appears now; clearing lists everything again under 'Products'.
  await openFilter();
  await expect(panel.getByRole('checkbox', { name: 'Vegetables' })).toBeChecked();
  await panel.getByRole('button', { name: 'Clear Filter' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products');
  await settled(page);
  await expect(page).toHaveURL(/\/products$/);
  // Everything, a page of 24 at a time: the rest comes as the end of the list is reached.
  await expect(page.locator('.load-more').getByRole('status')).toBeVisible();
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return page.locator('.load-more').getByRole('button').count();
    })
    .toBe(0);
  for (const name of ['Carrot', 'Milk', 'Watermelon']) await expect(productCard(page, name)).toBeVisible();
  await openFilter();
  await expect(panel.getByRole('checkbox', { name: 'Vegetables' })).not.toBeChecked();
  await expect(panel.getByRole('button', { name: 'Clear Filter' })).toHaveCount(0);
});

test('the filter panel closes with Escape or a tap beside it, giving the focus back', async ({ page }) => {
  await page.goto('/products');
  await settled(page);
  const toggle = page.getByRole('button', { name: 'Filter', exact: true });
  const panel = page.getByRole('complementary', { name: 'Filter Products' });
  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(panel).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(toggle).toBeFocused();

  await toggle.click();
  await panel.getByRole('checkbox', { name: 'Fruits' }).check();
  await page.mouse.click(350, 400);
  await expect(panel).toBeHidden();
  // The tap only closed the panel: nothing was added to the cart under it.
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await toggle.click();
  await expect(panel.getByRole('checkbox', { name: 'Fruits' })).toBeChecked();
  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
});
