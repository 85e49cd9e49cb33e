import { expect, test } from './support/fixtures.js';
import { addToCart, cartButton, cartCount, productCard, settled, storedCart } from './support/shop-page.js';

test('a guest fills the cart from the product list, keeps it after a reload and logs in at the checkout', { tag: '@desktop' }, async ({
  page,
  shoppers,
}) => {
  await page.goto('/products');
  await settled(page);
  await expect(cartCount(page)).toHaveText('0');
  await expect(page.locator('#cart-count-text')).toHaveText('0 items in cart');

  // 0.5 Kg is preselected (spec 5).
  const tomato = productCard(page, 'Tomato');
  await expect(tomato.getByLabel('Quantity of Tomato')).toHaveValue('0.5');
  await addToCart(page, 'Tomato');
  await expect(tomato.getByText('0.5 Kg in cart')).toBeVisible();
  await expect(cartCount(page)).toHaveText('1');

  await addToCart(page, 'Milk', 2);
  await expect(productCard(page, 'Milk').getByText('2 Litre in cart')).toBeVisible();
  await expect(cartCount(page)).toHaveText('2');

  // Adding a product already in the cart replaces its quantity.
  await addToCart(page, 'Tomato', 2);
  await expect(tomato.getByText('2 Kg in cart')).toBeVisible();
  await expect(cartCount(page)).toHaveText('2');
  expect((await storedCart(page)).map(({ name, quantity, rate }) => ({ name, quantity, rate }))).toEqual([
    { name: 'Tomato', quantity: 2, rate: 40 },
    { name: 'Milk', quantity: 2, rate: 28 },
  ]);

  // The popup: each line's price with '/-', quantity, Remove; the total.
  await cartButton(page).click();
  const popup = page.getByRole('region', { name: 'Your Cart' });
  const lines = popup.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Tomato');
  await expect(lines.nth(0)).toContainText('₹ 80/-');
  await expect(lines.nth(0)).toContainText('Quantity: 2 Kg');
  await expect(lines.nth(1)).toContainText('₹ 56/-');
  await expect(popup.getByText('Total:')).toContainText('₹ 136/-');
  await expect(popup.getByRole('img')).toHaveCount(0); // decorative images: alt=""
  await expect(popup.locator('img')).toHaveCount(2);

  await lines.nth(1).getByRole('button', { name: 'Remove' }).click();
  await expect(lines).toHaveCount(1);
  await expect(cartCount(page)).toHaveText('1');
  await expect(popup.getByText('Total:')).toContainText('₹ 80/-');
  expect((await storedCart(page)).map((line) => line.name)).toEqual(['Tomato']);

  await page.reload();
  await settled(page);
  await expect(cartCount(page)).toHaveText('1');
  await expect(productCard(page, 'Tomato').getByText('2 Kg in cart')).toBeVisible();
  await expect(productCard(page, 'Tomato').getByLabel('Quantity of Tomato')).toHaveValue('2');

  // Go To Cart: a guest is asked to log in before the shipping details.
  await cartButton(page).click();
  await popup.getByRole('link', { name: 'Go To Cart' }).click();
  await expect(page).toHaveURL(/\/Order\/Checkout$/);
  await expect(page.getByRole('heading', { name: 'Shipping Details' })).toBeVisible();
  await expect(page.getByLabel('Address')).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Login$/);

  // Logged in, the shopper is back at the checkout with the same cart.
  const shopper = await shoppers.create({ firstName: 'Farah' });
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/Order\/Checkout$/);
  await expect(page.getByLabel('Full Name')).toHaveValue(`Farah ${shopper.lastName}`);
  await expect(page.getByRole('region', { name: 'Your Cart' }).getByRole('listitem')).toHaveCount(1);
});

test('opening one header panel closes the others, and scrolling closes them all', async ({ page }) => {
  await page.goto('/products');
  await settled(page);
  await cartButton(page).click();
  await expect(page.getByRole('region', { name: 'Your Cart' })).toBeVisible();
  await expect(page.getByText('Your Cart Is Empty..!!')).toBeVisible();
  await page.getByRole('button', { name: 'Account' }).click();
  await expect(page.getByRole('region', { name: 'Your Cart' })).toHaveCount(0);
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/Login');
  await expect(account.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/Signup');
  await page.mouse.wheel(0, 600);
  await expect(account).toHaveCount(0);
});
