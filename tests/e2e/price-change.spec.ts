import { expect, test } from './support/fixtures.js';
import { cartCount, checkOutToConfirm, storedCart } from './support/shop-page.js';

test('a price changed between cart and order is named on confirming, and the cart is kept', async ({
  page,
  customer,
  createProduct,
  admin,
}) => {
  const product = await createProduct({ rate: 50, kilogramOption: [0.5, 1, 2] });
  await page.goto(`/product/${product._id}`);
  await page.getByLabel(`Quantity of ${product.name}`).selectOption('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await checkOutToConfirm(page);
  await expect(page.locator('.totals__grand')).toContainText('₹ 100');

  // The Admin raises the rate while the shopper looks at the summary.
  await admin.updateProduct(product, { rate: 65 });
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  const notice = page.getByRole('alert');
  await expect(notice).toContainText(`Price Changed For ${product.name}, The New Total Is ₹ 130`);
  // The shopper sees it without scrolling.
  await expect(notice).toBeInViewport();
  await expect(notice.getByRole('listitem')).toHaveText(new RegExp(`^${product.name}: the price is now ₹ 65\\.`));
  await expect(page).toHaveURL(/\/Order\/ConfirmOrder$/);
  await expect(cartCount(page)).toHaveText('1');
  expect(await storedCart(page)).toMatchObject([{ id: product._id, quantity: 2, rate: 50 }]);

  // Update reads the product again and the summary shows its new price; the stored line keeps its
  // quantity (the cart's prices are the products', never the stored copy's). Confirming again places the order.
  await notice.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('status')).toHaveText('Your cart is updated. Check the total and confirm your order again.');
  await expect(page.locator('.totals__grand')).toContainText('₹ 130');
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('row', { name: product.name })).toContainText('₹ 65');
  expect(await storedCart(page)).toMatchObject([{ id: product._id, quantity: 2 }]);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Place..!!');
  const orders = await (await page.request.get('/api/user/my/orders')).json();
  expect(orders.myOrders[0]).toMatchObject({
    user: { _id: customer._id, firstName: customer.firstName, lastName: customer.lastName },
    total: 130,
    orderItems: [{ _id: product._id, rate: 65, quantity: 2 }],
  });
});

test('the checkout shows today’s price of a line added before a price change', async ({ page, customer, createProduct, admin }) => {
  const product = await createProduct({ rate: 50 });
  await page.goto(`/product/${product._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await admin.updateProduct(product, { rate: 44 });
  await page.goto('/Order/Checkout');
  const line = page.getByRole('region', { name: 'Your Cart' }).getByRole('listitem');
  await expect(line.getByText('₹ 44/Kg')).toBeVisible();
  await expect(line.getByText('₹ 22', { exact: true })).toBeVisible();
  // The shopper's own checkout: the shipping details are theirs.
  await expect(page.getByRole('region', { name: 'Shipping Details' }).getByLabel('Full Name')).toHaveValue(
    `${customer.firstName} ${customer.lastName}`,
  );
});

test('too little stock left is named on confirming; the shopper takes what is left', async ({ page, customer, createProduct }) => {
  const product = await createProduct({ rate: 80, stocks: 1.5, kilogramOption: [0.5, 1, 2] });
  await page.goto(`/product/${product._id}`);
  await page.getByLabel(`Quantity of ${product.name}`).selectOption('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await checkOutToConfirm(page);
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  const notice = page.getByRole('alert');
  await expect(notice).toContainText(`Sorry, Not Enough Stock For ${product.name}..!!`);
  await expect(notice.getByRole('listitem')).toContainText(`${product.name}: only 1.5 left in stock.`);
  await notice.getByRole('button', { name: 'Set to 1.5' }).click();
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('row', { name: product.name })).toContainText('1.5 Kg');
  await expect(page.locator('.totals__grand')).toContainText('₹ 120');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Place..!!');
  await expect(page.getByText(`Thank You ${customer.firstName}..!!`)).toBeVisible();
});

test('the cart says which line is sold out, and a product the shop no longer has leaves the cart', async ({
  page,
  createProduct,
  admin,
}) => {
  const product = await createProduct({ rate: 50 });
  const gone = await createProduct({ rate: 30 });
  for (const item of [product, gone]) {
    await page.goto(`/product/${item._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
  }
  await expect(cartCount(page)).toHaveText('2');
  await admin.updateProduct(product, { stocks: 0 });
  await admin.deleteProduct(gone._id);

  await page.goto('/Order/Checkout');
  const lines = page.getByRole('region', { name: 'Your Cart' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText(product.name);
  await expect(lines.first()).toContainText('OUT OF STOCK');
  await expect(cartCount(page)).toHaveText('1');
  expect((await storedCart(page)).map((line) => line.id)).toEqual([product._id]);
});
