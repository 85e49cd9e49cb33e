import type { Page } from '@playwright/test';
import { expectFitsWidth, placeOrder, rupeesOf, shot } from './admin-helpers.js';
import { ADMIN, expect, logIn, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

/**
 * The owner's cash-up (API.md "Getting paid"; decision 0050): a delivered order not paid is on
 * the day's list to collect; the owner follows it to the order, marks it paid in cash, and back
 * on the cash-up the order has left the list and the cash received has grown by its amount. The
 * same screen in Hindi. Runs at 360 px and, tagged @desktop, at 1280 px. Other journeys share the
 * shop, so the figures are read before and after rather than known.
 */
async function cashReceived(page: Page): Promise<number> {
  const figure = page.getByRole('region', { name: 'Money of the day' }).locator('.cash-up-figure--cash .admin-stat__value');
  return rupeesOf((await figure.textContent()) ?? '');
}

test('the owner collects a delivered order from the cash-up and sees the day add up @desktop', async ({
  page,
  playwright,
  baseURL,
  admin,
  shoppers,
  createProduct,
}) => {
  await logIn(page.request, ADMIN);
  const dal = await createProduct({ rate: 73.5, stocks: 50, unit: 'Kg', kilogramOption: [1, 2] });
  const shopperRequest = await playwright.request.newContext({ baseURL });
  const order = await (async () => {
    try {
      await shoppers.create({ firstName: 'Kavita', lastName: 'Jadhav', signIn: shopperRequest });
      return await placeOrder(shopperRequest, dal, 2);
    } finally {
      await shopperRequest.dispose();
    }
  })();
  await admin.setOrderStatus(order._id, 'Shipped');
  await admin.setOrderStatus(order._id, 'Delivered');

  await page.goto('/admin/cash-up');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Cash-up' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /\(today\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cash-up', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
  const before = await cashReceived(page);

  const toCollect = page.getByRole('region', { name: 'Delivered, not paid' });
  const card = toCollect.getByRole('listitem').filter({ has: page.getByRole('link', { name: `Order ${order.orderNumber}`, exact: true }) });
  await expect(card).toContainText('Kavita Jadhav');
  await expect(card).toContainText('₹ 147');
  await expect(card).toContainText('Chose cash');
  await card.scrollIntoViewIfNeeded();
  await shot(page, `cash-up-${page.viewportSize()?.width}`);
  await expectFitsWidth(page);

  // To the order, where the money is recorded, and back.
  await card.getByRole('link', { name: new RegExp(`^Mark paid\\s*, order ${order.orderNumber}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/update/order/${order._id}$`));
  await settled(page);
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment.getByRole('radio', { name: 'Cash' })).toBeChecked();
  await payment.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment Recorded..!!' })).toBeVisible();
  await page.goBack();
  await settled(page);
  await expect(toCollect.getByRole('link', { name: `Order ${order.orderNumber}`, exact: true })).toHaveCount(0);
  await expect.poll(() => cashReceived(page)).toBeCloseTo(before + 147, 2);

  // The sheet of the day, as the link downloads it with the owner's session.
  const sheetHref = await page.getByRole('link', { name: /^Download CSV/ }).getAttribute('href');
  const sheet = await page.request.get(sheetHref ?? '');
  expect(sheet.status()).toBe(200);
  expect(await sheet.text()).toMatch(/^\uFEFF?line,order_number,customer,mobile,placed_at,count,amount\r\nreceived_cash,/);

  // The day before: its own figures, and the same orders still to settle.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(/\/admin\/cash-up\?date=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('heading', { level: 2, name: /\(today\)$/ })).toHaveCount(0);

  // In Hindi.
  await page.goto('/admin/cash-up?lang=hi');
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'दिन का हिसाब' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'पहुँचा दिए, भुगतान बाकी' })).toBeVisible();
  await shot(page, `cash-up-hi-${page.viewportSize()?.width}`);
  await expectFitsWidth(page);
  await page.goto('/admin/cash-up?lang=en');
});
