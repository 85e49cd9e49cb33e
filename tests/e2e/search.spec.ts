import { expect, test } from './support/fixtures.js';
import { productCard, settled } from './support/shop-page.js';

async function search(page: import('@playwright/test').Page, text: string) {
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Search products' });
  await expect(box).toHaveAttribute('placeholder', 'Search');
  await box.fill(text);
  await box.press('Enter');
}

test('the header search finds products by the trimmed keyword', async ({ page }) => {
  await page.goto('/');
  await search(page, '  tomato  ');
  await expect(page).toHaveURL(/\/products\/tomato$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product');
  await settled(page);
  await expect(productCard(page, 'Tomato')).toBeVisible();
  await expect(productCard(page, 'Milk')).toHaveCount(0);
  // The panel closed itself on the way.
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveCount(0);
});

test('a search without a match says so, and an empty search lists every product', async ({ page }) => {
  await page.goto('/products');
  await search(page, 'qqqzzzxx');
  await expect(page).toHaveURL(/\/products\/qqqzzzxx$/);
  await expect(page.getByText('Sorry Products Not Found')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  await search(page, '   ');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh Products');
  await settled(page);
  await expect(productCard(page, 'Tomato')).toBeVisible();
  await expect(productCard(page, 'Milk')).toBeVisible();
});
