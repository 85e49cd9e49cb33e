import { expect, test } from './support/fixtures.js';
import { resetLinkFor } from './support/outbox.js';
import { accountButton, openPanel } from './support/shop-page.js';

test('a shopper who forgot the password resets it through the mailed link and logs in with the new one', async ({ page, shoppers }) => {
  const shopper = await shoppers.create({ firstName: 'Sunita' });
  await page.goto('/Login');
  await page.getByRole('link', { name: "Forget's Password" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forget Password');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send Link' }).click();
  const sent = page.getByRole('dialog', { name: 'Forget Password' });
  await expect(sent).toContainText('Password Reset Email Sent... Please Check Your Email..!!');
  await expect(sent.getByRole('link', { name: 'Check Email' })).toHaveAttribute('href', /^https:\/\//);
  await sent.getByRole('button', { name: 'Close' }).click();

  const link = await resetLinkFor(shopper.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
  await expect(page).toHaveTitle('Reset Password | Grocery Shop');

  // Not matching: the server's message under the confirm field.
  await page.getByLabel('New Password').fill('brand-new-password-1');
  await page.getByLabel('Confirm Password').fill('brand-new-password-2');
  await page.getByRole('button', { name: 'Rest Password' }).click();
  await expect(page.getByRole('alert')).toHaveText("Confirm Password: Password And Confirm Password Doesn't Match..!!");
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-describedby', /new-password-server/);

  await page.getByLabel('Confirm Password').fill('brand-new-password-1');
  await page.getByRole('button', { name: 'Rest Password' }).click();
  const done = page.getByRole('dialog', { name: 'Reset Password' });
  await expect(done).toContainText('Password Reset SuccessFully..!!');
  await done.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/Login$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid Email Or Password..!!');
  await page.getByLabel('Password', { exact: true }).fill('brand-new-password-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await openPanel(accountButton(page));
  await expect(page.getByText('Hello, Sunita')).toBeVisible();

  // The link was for one use.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel('New Password').fill('another-password-1');
  await page.getByLabel('Confirm Password').fill('another-password-1');
  await page.getByRole('button', { name: 'Rest Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Reset Link Is Invalid Or Expired..!!');
});
