import type { Page } from '@playwright/test';
import { expect, logIn, test } from './support/fixtures.js';
import { accountButton, settled } from './support/shop-page.js';

/**
 * The storefront asks for the signed-in user only when the readable `signed_in` cookie says
 * there may be one (docs/decisions/0020-storefront-pages.md): a guest's visit makes no refused
 * request, a shopper's does, and a session that ended is asked about once.
 */
function watchUserCalls(page: Page): { asked: number[]; refused: string[] } {
  const seen = { asked: [] as number[], refused: [] as string[] };
  page.on('response', (response) => {
    if (response.url().includes('/api/user/getloggeduser')) seen.asked.push(response.status());
    else if (response.status() >= 400) seen.refused.push(`${response.status()} ${response.url()}`);
  });
  return seen;
}

test('a guest’s first visit asks for no user and is refused nothing', async ({ page }) => {
  const seen = watchUserCalls(page);
  await page.goto('/');
  await settled(page);
  await page.goto('/products');
  await settled(page);
  await expect(accountButton(page)).not.toHaveClass(/is-signed-in/);
  expect(seen).toEqual({ asked: [], refused: [] });
});

test('a signed-in shopper is asked for; after logging out, nobody is', async ({ page, customer: _signedIn }) => {
  const seen = watchUserCalls(page);
  await page.goto('/');
  await settled(page);
  await expect.poll(() => seen.asked).toEqual([200]);
  await expect(accountButton(page)).toHaveClass(/is-signed-in/);
  expect((await page.context().cookies()).find((c) => c.name === 'signed_in')).toMatchObject({ value: '1', httpOnly: false });

  expect((await page.request.get('/api/user/logOut')).status()).toBe(200);
  await page.goto('/');
  await settled(page);
  expect(seen.asked).toEqual([200]);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('signed_in');
  await expect(accountButton(page)).not.toHaveClass(/is-signed-in/);
});

test('a session ended elsewhere is asked about once, then forgotten', async ({ page, customer, playwright, baseURL }) => {
  // Another device changes the password, which ends this browser's session on the server.
  const other = await playwright.request.newContext({ baseURL });
  await logIn(other, customer);
  const changed = await other.put('/api/user/changePassword', {
    data: { password: 'a new password 1', confirm_password: 'a new password 1' },
  });
  expect(changed.status()).toBe(200);
  await other.dispose();

  const seen = watchUserCalls(page);
  await page.goto('/');
  await settled(page);
  await expect.poll(() => seen.asked).toEqual([401]);
  await expect(accountButton(page)).not.toHaveClass(/is-signed-in/);
  await page.goto('/products');
  await settled(page);
  expect(seen.asked).toEqual([401]);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('signed_in');
});
