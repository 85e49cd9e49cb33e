import { expect, test } from './support/fixtures.js';
import { cartCount, fillShipping, SHIPPING, settled, storedCart } from './support/shop-page.js';

test('an empty cart offers the products instead of a checkout', async ({ page }) => {
  await page.goto('/Order/Checkout');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check Out');
  await expect(page.getByText('Your Cart Is Empty..!!')).toBeVisible();
  await page.getByRole('link', { name: 'Add Products' }).click();
  await expect(page).toHaveURL(/\/products$/);
});

test('a shopper checks out: each shipping rule in turn, the confirm page, the order placed', { tag: '@desktop' }, async ({
  page,
  customer,
  createProduct,
}) => {
  const beans = await createProduct({ rate: 45.5, kilogramOption: [0.5, 1, 2] });
  const rice = await createProduct({ rate: 60, unit: 'Packet', kilogramOption: [1] });
  for (const product of [beans, rice]) {
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
  }
  await expect(cartCount(page)).toHaveText('2');

  await page.goto('/Order/Checkout');
  await settled(page);
  await expect(page).toHaveTitle('Check Out | Grocery Shop');
  const cart = page.getByRole('region', { name: 'Your Cart' });
  await expect(cart.getByRole('button', { name: '2 Items' })).toHaveAttribute('aria-expanded', 'true');
  const beansLine = cart.getByRole('listitem').filter({ hasText: beans.name });
  await expect(beansLine.getByText('₹ 45.5/Kg')).toBeVisible();
  await expect(beansLine.getByText('₹ 22.75')).toBeVisible();
  // A quantity changed here is the cart's.
  await beansLine.getByLabel('Quantity (Kg)').selectOption('2');
  await expect(beansLine.getByText('₹ 91', { exact: true })).toBeVisible();
  await expect(cart.getByText('Shipping Charge')).toBeVisible();
  await expect(cart.locator('.totals__grand')).toContainText('₹ 151');
  expect((await storedCart(page)).find((line) => line.id === beans._id)?.quantity).toBe(2);

  const shipping = page.getByRole('region', { name: 'Shipping Details' });
  await expect(shipping.getByLabel('Full Name')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
  await expect(shipping.getByLabel('Full Name')).toHaveAttribute('readonly', '');
  const next = shipping.getByRole('button', { name: 'Next' });
  const problem = shipping.getByRole('alert');

  // Spec 5, in order, one message at a time.
  await next.click();
  await expect(problem).toHaveText('Mobile Number Should Be 10 Digit..!!');
  await fillShipping(page, { mobileNumber: '98765' });
  await next.click();
  await expect(problem).toHaveText('Mobile Number Should Be 10 Digit..!!');
  await fillShipping(page, { mobileNumber: SHIPPING.mobileNumber });
  await next.click();
  await expect(problem).toHaveText('Pin Code Should Be 6 Digit..!!');
  await fillShipping(page, { pinCode: '4164' });
  await next.click();
  await expect(problem).toHaveText('Pin Code Should Be 6 Digit..!!');
  await fillShipping(page, { pinCode: SHIPPING.pinCode });
  await next.click();
  await expect(problem).toHaveText('All Field Are Required..!!');
  await fillShipping(page, { address: SHIPPING.address, city: '   ' });
  await next.click();
  await expect(problem).toHaveText('All Field Are Required..!!');
  await fillShipping(page, { city: SHIPPING.city });
  await next.click();

  // Confirm Order: the summary, the shipping info, the totals.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Order');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('columnheader')).toHaveText(['Name', 'Quantity (Kg)', 'Rate', 'Subtotal']);
  await expect(summary.getByRole('row', { name: beans.name })).toContainText('2 Kg');
  await expect(summary.getByRole('row', { name: beans.name })).toContainText('₹ 45.5');
  await expect(summary.getByRole('row', { name: beans.name })).toContainText('₹ 91');
  await expect(summary.getByRole('row', { name: rice.name })).toContainText('1 Packet');
  const info = page.getByRole('region', { name: 'Shipping Info' });
  await expect(info.getByRole('row', { name: 'Name' })).toContainText(`${customer.firstName} ${customer.lastName}`);
  await expect(info.getByRole('row', { name: 'Address' })).toContainText(SHIPPING.address);
  await expect(info.getByRole('row', { name: 'City' })).toContainText(SHIPPING.city);
  await expect(info.getByRole('row', { name: 'Pin Code' })).toContainText(SHIPPING.pinCode);
  await expect(info.getByRole('row', { name: 'Mobile Number' })).toContainText(SHIPPING.mobileNumber);
  await expect(page.getByText('Free Shipping For You')).toBeVisible();
  await expect(page.locator('.totals__grand')).toContainText('₹ 151');

  // Cancel goes back with the details kept; they also survive a reload.
  await page.getByRole('link', { name: 'Cancel Order' }).click();
  await expect(page).toHaveURL(/\/Order\/Checkout$/);
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue(SHIPPING.city);
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Place..!!');
  await expect(page).toHaveTitle('Order Place..!! | Grocery Shop');
  await expect(page.getByText(`Thank You ${customer.firstName}..!!`)).toBeVisible();
  await expect(page.getByText(/Placed Successfully/)).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  expect(await storedCart(page)).toEqual([]);

  const orders = await (await page.request.get('/api/user/my/orders')).json();
  expect(orders.myOrders).toHaveLength(1);
  expect(orders.myOrders[0]).toMatchObject({ total: 151, shippingInfo: SHIPPING, status: 'Processing' });

  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Order/Checkout');
  await expect(page.getByText('Your Cart Is Empty..!!')).toBeVisible();
});
