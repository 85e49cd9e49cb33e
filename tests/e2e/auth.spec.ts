import { randomUUID } from 'node:crypto';
import { expect, logIn, PASSWORD, test } from './support/fixtures.js';
import { accountButton, addToCart, cartCount, fillShipping, openPanel, SHIPPING, settled } from './support/shop-page.js';

test('a shopper registers, logs in and logs out', { tag: '@desktop' }, async ({ page, alerts, admin }) => {
  const email = `new-${randomUUID()}@example.in`;
  await page.goto('/Signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign Up');

  // Empty fields: nothing is sent, each field says so.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Name: Required..!!', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirm Password: Required..!!')).toBeVisible();

  // The server's list: one message per line.
  await page.getByLabel('Name', { exact: true }).fill('Meera');
  await page.getByLabel('Last Name').fill('Joshi');
  await page.getByLabel('Email').fill('meera-at-example');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('other');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const errors = page.getByRole('alert');
  await expect(errors.locator('p')).toHaveText([
    'Email: Invalid Email..!!',
    'Password: At least 8 characters..!!',
    "Confirm Password: Password And Confirm Password Doesn't Match..!!",
  ]);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const popup = page.getByRole('dialog', { name: 'Register SuccessFully..!!' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Login$/);
  // The address changes before the login page's code has arrived: wait for its form, or the
  // sign-up form's Email field (still on screen) would take the typing.
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();

  // A wrong password: the server's message in one box.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Email Or Password..!!');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  // The login screen is for guests: signed in, it is the home page.
  await expect(page).toHaveURL(/\/$/);
  await openPanel(accountButton(page));
  const account = page.getByRole('navigation', { name: 'Account' });
  await expect(account.getByText('Hello, Meera')).toBeVisible();
  for (const [name, href] of [
    ['My Orders', '/Order/MyOrder'],
    ['Change Password', '/RestPassword'],
    ['Add Reviews', '/review/add'],
  ] as const) {
    await expect(account.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

  await account.getByRole('button', { name: 'Log Out' }).click();
  await expect.poll(() => alerts).toEqual(['Logout Success..!!']);
  await settled(page);
  await openPanel(accountButton(page));
  await expect(account.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.goto('/Order/MyOrder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');

  const user = await (await admin.request.get('/api/user/admin/user')).json();
  const created = (user.AllUsers as { _id: string; email: string }[]).find((u) => u.email === email);
  if (created) await admin.deleteUser(created._id);
});

test('the login form checks the e-mail format before asking the server', async ({ page }) => {
  let loginCalls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/login')) loginCalls++;
  });
  await page.goto('/Login');
  await page.getByLabel('Email').fill('asha@');
  await page.getByLabel('Password', { exact: true }).fill('whatever-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email: Invalid Email..!!')).toBeVisible();
  expect(loginCalls).toBe(0);
  await expect(page.getByRole('link', { name: "Forget's Password" })).toHaveAttribute('href', '/Forget/Password');
  await page.getByRole('link', { name: 'Not A User ? Sign Up' }).click();
  await expect(page).toHaveURL(/\/Signup$/);
  await page.getByRole('link', { name: 'Already Register ? Login' }).click();
  await expect(page).toHaveURL(/\/Login$/);
});

test('screens for guests send a signed-in shopper home', async ({ page, customer }) => {
  for (const path of ['/Login', '/Signup', '/Forget/Password']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/);
  }
  await openPanel(accountButton(page));
  await expect(page.getByText(`Hello, ${customer.firstName}`)).toBeVisible();
});

test('screens that need a shopper show the login screen in their place', async ({ page, shoppers }) => {
  for (const path of ['/Order/MyOrder', '/review/add', '/Order/OrderDetails/x', '/RestPassword']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Login');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
  // Logging in there shows the asked-for screen at the same address.
  const shopper = await shoppers.create({ firstName: 'Kiran' });
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Password');
  await expect(page).toHaveURL(/\/RestPassword$/);
});

test('a wrong password is said for 5 seconds', async ({ page, shoppers }) => {
  const shopper = await shoppers.create();
  await page.clock.install();
  await page.goto('/Login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Email Or Password..!!');
  await page.clock.fastForward(4000);
  await expect(page.getByRole('alert')).toBeVisible();
  await page.clock.fastForward(1500);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a signed-in shopper changes the password', async ({ page, customer, playwright, baseURL }) => {
  await page.goto('/');
  await openPanel(accountButton(page));
  await page.getByRole('link', { name: 'Change Password' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Update Password');
  await expect(page.getByLabel('New Password')).toHaveAttribute('type', 'password');
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password: At least 8 characters..!!');

  await page.getByLabel('New Password').fill('changed-password-1');
  await page.getByLabel('Confirm Password').fill('changed-password-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Password Updated..!!' })).toBeVisible();

  const elsewhere = await playwright.request.newContext({ baseURL });
  await logIn(elsewhere, { email: customer.email, password: 'changed-password-1' });
  await elsewhere.dispose();
});

test('logging out forgets the shipping details typed at the checkout', async ({ page, customer, alerts }) => {
  await page.goto('/products');
  await settled(page);
  await addToCart(page, 'Potato');
  await page.goto('/Order/Checkout');
  await fillShipping(page, SHIPPING);
  await page.reload();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(SHIPPING.address);

  await openPanel(accountButton(page));
  await expect(page.getByText(`Hello, ${customer.firstName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect.poll(() => alerts).toEqual(['Logout Success..!!']);
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('shippingInfo'))).toBeNull();
  // The cart stays with the browser.
  await expect(cartCount(page)).toHaveText('1');
});
