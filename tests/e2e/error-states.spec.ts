import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';

/**
 * The specification's messages for answers the demo shop never gives on its own (no reviews, a
 * failing server): the answers are staged in the browser, the screens are the real ones.
 */

const failing = {
  status: 500,
  contentType: 'application/json',
  body: JSON.stringify({ success: false, message: 'Something Went Wrong..!!' }),
};

async function answerWith(page: Page, path: string, response: { status: number; contentType: string; body: string }) {
  await page.route(
    (url) => url.pathname.startsWith(path),
    (route) => route.fulfill(response),
  );
}

test('the reviews page says when there are no reviews, and only Error when they fail to load', async ({ page, expectedProblems }) => {
  expectedProblems.push(/status of 500/, /^500 from GET/);
  await answerWith(page, '/api/user/get/reviews', { status: 200, contentType: 'application/json', body: '{"success":true,"reviews":[]}' });
  await page.goto('/reviews/all');
  await expect(page.getByText('No Reviews Yet')).toBeVisible();
  // Home draws no empty reviews slider.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'New Products' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Customer Reviews' })).toHaveCount(0);

  await page.unrouteAll();
  await answerWith(page, '/api/user/get/reviews', failing);
  await page.goto('/reviews/all');
  await expect(page.getByRole('main').getByText('Error', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
});

test('the products page and an order say so when they fail to load', async ({ page, shoppers, expectedProblems }) => {
  expectedProblems.push(/status of 500/, /^500 from GET/);
  // An order page shows only to a signed-in shopper (a guest gets the login screen in its place).
  await shoppers.create({ signIn: true });
  await answerWith(page, '/api/product/getAllProducts', failing);
  await page.goto('/products');
  await expect(page.getByText("Something Went's To Wrong")).toBeVisible();

  await answerWith(page, '/api/user/my/order/', failing);
  await page.goto('/Order/OrderDetails/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Something Went To Wrong', { exact: true })).toBeVisible();
});
