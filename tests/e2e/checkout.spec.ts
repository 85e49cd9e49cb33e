import { randomUUID } from 'node:crypto';
import { expect, PASSWORD, test } from './support/fixtures.js';
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
  await expect(shipping.getByLabel('Mobile Number')).toHaveAttribute('aria-invalid', 'true');
  await expect(shipping.getByLabel('Mobile Number')).toHaveAccessibleDescription('Mobile Number Should Be 10 Digit..!!');
  // A message goes as soon as its field is right; the next rule speaks at the next Next.
  await fillShipping(page, { mobileNumber: SHIPPING.mobileNumber });
  await expect(problem).toHaveCount(0);
  await expect(shipping.getByLabel('Mobile Number')).not.toHaveAttribute('aria-invalid');
  await next.click();
  await expect(problem).toHaveText('Pin Code Should Be 6 Digit..!!');
  await fillShipping(page, { pinCode: '4164' });
  await expect(problem).toHaveText('Pin Code Should Be 6 Digit..!!');
  await next.click();
  await expect(problem).toHaveText('Pin Code Should Be 6 Digit..!!');
  await fillShipping(page, { pinCode: SHIPPING.pinCode });
  await expect(problem).toHaveCount(0);
  await next.click();
  await expect(problem).toHaveText('All Field Are Required..!!');
  await fillShipping(page, { address: SHIPPING.address, city: '   ' });
  // The address is there, the city still blank: the message stays, beside the city.
  await expect(problem).toHaveText('All Field Are Required..!!');
  await expect(shipping.getByLabel('City')).toHaveAccessibleDescription('All Field Are Required..!!');
  await expect(shipping.getByLabel('Address', { exact: true })).not.toHaveAttribute('aria-invalid');
  await next.click();
  await expect(problem).toHaveText('All Field Are Required..!!');
  await fillShipping(page, { city: SHIPPING.city });
  await expect(problem).toHaveCount(0);
  await next.click();

  // Confirm Order: the summary, the shipping info, the totals.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Order');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // Beans by the Kg and rice by the packet: the header names no one unit, each line says its own (decision 0037).
  await expect(summary.getByRole('columnheader')).toHaveText(['Name', 'Quantity', 'Rate', 'Subtotal']);
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
  // The thank-you page names the order by its number, with the total to pay (API.md "One number per order").
  await expect(page.getByText(`Order ${orders.myOrders[0].orderNumber}`, { exact: true })).toBeVisible();
  await expect(page.locator('.order-placed__total')).toHaveText('Total Amount: ₹ 151');

  await page.getByRole('main').getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/Order/Checkout');
  await expect(page.getByText('Your Cart Is Empty..!!')).toBeVisible();
});

for (const words of [
  {
    lang: 'en',
    shipping: 'Shipping Details',
    login: 'Login',
    signUp: 'Not A User ? Sign Up',
    register: { first: 'Name', last: 'Last Name', email: 'Email', password: 'Password', confirm: 'Confirm Password', button: 'Sign Up' },
    registered: 'Register SuccessFully..!!',
  },
  {
    lang: 'hi',
    shipping: 'डिलीवरी की जानकारी',
    login: 'लॉग इन',
    signUp: 'नए ग्राहक हैं? साइन अप करें',
    register: { first: 'नाम', last: 'उपनाम', email: 'ईमेल', password: 'पासवर्ड', confirm: 'पासवर्ड दोबारा लिखें', button: 'साइन अप' },
    registered: 'आपका खाता बन गया..!!',
  },
]) {
  test(`a guest signs up and logs in from the checkout and lands back on it (${words.lang})`, { tag: '@desktop' }, async ({
    page,
    admin,
    createProduct,
  }) => {
    const beans = await createProduct({ rate: 45, kilogramOption: [1] });
    await page.goto(`/product/${beans._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cartCount(page)).toHaveText('1');

    await page.goto(`/Order/Checkout?lang=${words.lang}`);
    await settled(page);
    await page.getByRole('main').getByRole('link', { name: words.login, exact: true }).click();
    await expect(page).toHaveURL(/\/Login$/);
    await page.getByRole('link', { name: words.signUp }).click();
    await expect(page).toHaveURL(/\/Signup$/);
    await expect(page.getByRole('heading', { name: words.register.button, level: 1 })).toBeVisible();

    const email = `back-${randomUUID()}@example.in`;
    const form = words.register;
    await page.getByLabel(form.first, { exact: true }).fill('Kavya');
    await page.getByLabel(form.last, { exact: true }).fill('Patil');
    await page.getByLabel(form.email, { exact: true }).fill(email);
    await page.getByLabel(form.password, { exact: true }).fill(PASSWORD);
    await page.getByLabel(form.confirm, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: form.button, exact: true }).click();
    const popup = page.getByRole('dialog', { name: words.registered });
    await popup.getByRole('button', { name: words.login, exact: true }).click();
    await expect(page).toHaveURL(/\/Login$/);
    await expect(page.getByRole('heading', { name: words.login, level: 1 })).toBeVisible();

    await page.getByLabel(form.email, { exact: true }).fill(email);
    await page.getByLabel(form.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('main').getByRole('button', { name: words.login, exact: true }).click();

    // Back at the checkout, signed in, with the cart: not the home page.
    await expect(page).toHaveURL(/\/Order\/Checkout$/);
    const shipping = page.getByRole('region', { name: words.shipping });
    await expect(shipping.locator('#ship-full-name')).toHaveValue('Kavya Patil');
    await expect(cartCount(page)).toHaveText('1');

    const users = await (await admin.request.get('/api/user/admin/user')).json();
    const made = (users.AllUsers as { _id: string; email: string }[]).find((user) => user.email === email);
    if (made) await admin.deleteUser(made._id);
  });
}

test('a return address that would leave the shop is not followed after login', async ({ page, shoppers }) => {
  const shopper = await shoppers.create();
  await page.goto('/Login');
  // A return address in the tab's history state that browsers would read as another site's.
  await page.evaluate(() => history.replaceState({ usr: { from: '/\\evil.example' }, key: 'x', idx: 0 }, ''));
  await page.reload();
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
});

test('in Hindi too, a shipping message goes once its field is mended', { tag: '@desktop' }, async ({ page, customer, createProduct }) => {
  const okra = await createProduct({ rate: 40 });
  await page.goto(`/product/${okra._id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/Order/Checkout?lang=hi');
  await settled(page);
  const shipping = page.getByRole('region', { name: 'डिलीवरी की जानकारी' });
  await expect(shipping.locator('#ship-full-name')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
  const next = shipping.getByRole('button', { name: 'आगे बढ़ें' });
  const problem = shipping.getByRole('alert');
  const mobile = shipping.getByLabel('मोबाइल नंबर');

  await next.click();
  await expect(problem).toHaveText('मोबाइल नंबर 10 अंकों का होना चाहिए..!!');
  await expect(mobile).toHaveAccessibleDescription('मोबाइल नंबर 10 अंकों का होना चाहिए..!!');
  await mobile.fill('98765 43210');
  await expect(problem).toHaveCount(0);
  await next.click();
  await expect(problem).toHaveText('पिन कोड 6 अंकों का होना चाहिए..!!');
  await shipping.getByLabel('पिन कोड').fill(SHIPPING.pinCode);
  await expect(problem).toHaveCount(0);
});
