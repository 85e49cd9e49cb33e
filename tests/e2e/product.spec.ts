import { expect, test } from './support/fixtures.js';
import { cartCount, findProductCard, productCard, settled, storedCart } from './support/shop-page.js';

test('a product page shows the product and adds it to the cart', async ({ page }) => {
  await page.goto('/products');
  await settled(page);
  await productCard(page, 'Onion').getByRole('link', { name: 'Onion' }).click();
  await expect(page).toHaveURL(/\/product\/[\w-]+$/);
  const product = page.getByRole('article');
  await expect(product.getByRole('heading', { level: 1 })).toHaveText('Onion');
  await expect(product.getByRole('img', { name: 'Onion' })).toBeVisible();
  expect(await product.getByRole('img', { name: 'Onion' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(product.getByText('₹ 35.5/Kg')).toBeVisible();
  await expect(product.getByText('In Stock')).toBeVisible();
  await expect(product.getByRole('link', { name: 'Vegetables' })).toBeVisible();
  await expect(page).toHaveTitle('Onion | Grocery Shop');

  await product.getByLabel('Quantity of Onion').selectOption('1.5');
  await product.getByRole('button', { name: 'Add to cart' }).click();
  await expect(product.getByText('1.5 Kg in cart')).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');
  expect(await storedCart(page)).toMatchObject([{ name: 'Onion', quantity: 1.5, rate: 35.5 }]);
});

test('an out-of-stock product cannot be added, and an unknown product is not found', async ({ page }) => {
  await page.goto('/products');
  await settled(page);
  // Further down the list than its first page: reached by scrolling on.
  await (await findProductCard(page, 'Cauliflower')).getByRole('link', { name: 'Cauliflower' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cauliflower');
  await expect(page.getByText('OUT OF STOCK')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

  await page.goto('/product/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Sorry Product Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Back To Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});
