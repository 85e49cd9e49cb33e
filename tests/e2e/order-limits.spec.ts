import { expect, test } from './support/fixtures.js';
import { fillShipping, SHIPPING, settled, storedCart } from './support/shop-page.js';

// API.md "Guards against abuse": the storefront never offers more of a product than one order
// takes, and a refusal is shown beside the cart line it concerns (decision 0021).
test('the storefront offers no more than one order takes, and shows a refusal beside the line', { tag: '@desktop' }, async ({
  page,
  customer: _shopper,
  createProduct,
}) => {
  const rice = await createProduct({ rate: 60, stocks: 100, kilogramOption: [0.5, 1, 2, 5], maxPerOrder: 2 });
  await page.goto(`/product/${rice._id}`);
  const product = page.getByRole('article');
  await expect(product.getByText('At most 2 Kg per order')).toBeVisible();
  const quantity = product.getByLabel(`Quantity of ${rice.name}`);
  await expect(quantity.locator('option')).toHaveText(['0.5 Kg', '1 Kg', '1.5 Kg', '2 Kg']);
  await quantity.selectOption('2');
  await product.getByRole('button', { name: 'Add to cart' }).click();
  expect(await storedCart(page)).toMatchObject([{ id: rice._id, quantity: 2, maxPerOrder: 2 }]);

  // A cart kept from another tab or an older page asks for 5: the checkout says so beside the line.
  await page.evaluate((id) => {
    const cart = JSON.parse(localStorage.getItem('userCart') ?? '[]') as { id: string; quantity: number }[];
    localStorage.setItem('userCart', JSON.stringify(cart.map((line) => (line.id === id ? { ...line, quantity: 5 } : line))));
  }, rice._id);
  await page.goto('/Order/Checkout');
  await settled(page);
  const line = page.getByRole('region', { name: 'Your Cart' }).getByRole('listitem').filter({ hasText: rice.name });
  await expect(line.getByRole('alert')).toHaveText('At most 2 Kg per order: choose less.');

  // Sent anyway, the shop refuses it; the confirm page names the line and sets it right.
  await fillShipping(page, SHIPPING);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Order');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const notice = page.locator('.conflict-notice');
  await expect(notice.getByRole('listitem')).toHaveText(new RegExp(`${rice.name}: at most 2 per order\\.`));
  await notice.getByRole('button', { name: 'Set to 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your cart is updated.' })).toBeVisible();
  expect((await storedCart(page)).find((l) => l.id === rice._id)?.quantity).toBe(2);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/Order\/Success$/);
});
