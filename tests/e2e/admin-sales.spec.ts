import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectFitsWidth, placeOrder } from './admin-helpers.js';
import { ADMIN, expect, logIn, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

/**
 * The dashboard's sales report and Low Stock list (docs/decisions/0014-low-stock-and-sales.md):
 * the chart of the last 30 IST days with its table behind a disclosure, the quick ranges, the
 * top products, the CSV, and the products running low leading to their forms. Runs at 360 px
 * and, tagged @desktop, at 1280 px.
 */
const SHOTS = '/tmp/admin-shots';

/** A picture of one part of the screen, to look at the layout at each width. */
async function shot(page: Page, part: Locator, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await part.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, animations: 'disabled' });
}

/** Today's date in India, as the report counts days. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const daysBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const dayText = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );

test('the owner reads the sales of the last 30 days, changes the dates, downloads the CSV and restocks what runs low @desktop', async ({
  page,
  playwright,
  baseURL,
  shoppers,
  createProduct,
}) => {
  await logIn(page.request, ADMIN);
  // Sold today: 3 Kg of the first at ₹ 245.5, 2 Kg of the second at ₹ 420 (6 in stock, so it runs low).
  // Dearer than what other journeys sell, so both lead the top ten whatever ran before.
  const dal = await createProduct({ rate: 245.5, stocks: 50, unit: 'Kg', kilogramOption: [1, 3] });
  const ghee = await createProduct({ rate: 420, stocks: 6, unit: 'Kg', kilogramOption: [1, 2] });
  const shopperRequest = await playwright.request.newContext({ baseURL });
  try {
    await shoppers.create({ firstName: 'Asha', signIn: shopperRequest });
    await placeOrder(shopperRequest, dal, 3);
    await placeOrder(shopperRequest, ghee, 2);
  } finally {
    await shopperRequest.dispose();
  }

  const today = istToday();
  const monthAgo = daysBefore(today, 29);
  await page.goto('/admin/home');
  await settled(page);
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByLabel('From', { exact: true })).toHaveValue(monthAgo);
  await expect(sales.getByLabel('To', { exact: true })).toHaveValue(today);
  await expect(sales.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
  await expect(sales.getByText(new RegExp(`from \\d+ orders?, ${dayText(monthAgo)} to ${dayText(today)}\\.$`))).toBeVisible();

  // The chart is an image named by its summary; the same figures are a table behind a disclosure.
  const chart = sales.getByRole('img', {
    name: new RegExp(`^Bar chart of revenue and orders per day from ${dayText(monthAgo)} to ${dayText(today)}\\.`),
  });
  await expect(chart).toBeVisible();
  const top = sales.getByRole('table', { name: 'Top Products' });
  await expect(top.getByRole('row', { name: new RegExp(`${ghee.name} 2 Kg ₹ 840`) })).toBeVisible();
  await expect(top.getByRole('row', { name: new RegExp(`${dal.name} 3 Kg ₹ 736.5`) })).toBeVisible();
  await shot(page, sales, 'admin-sales');
  await expectFitsWidth(page);

  // A week, from the keyboard: the summary says so, and the table has the seven days.
  await sales.getByRole('button', { name: 'Last 7 days' }).focus();
  await page.keyboard.press('Enter');
  const weekAgo = daysBefore(today, 6);
  await expect(sales.getByLabel('From', { exact: true })).toHaveValue(weekAgo);
  await expect(sales.getByText(new RegExp(`, ${dayText(weekAgo)} to ${dayText(today)}\\.$`))).toBeVisible();
  const disclosure = sales.locator('summary', { hasText: 'Sales by day (table)' });
  await disclosure.focus();
  await page.keyboard.press('Enter');
  const days = sales.getByRole('table', { name: 'Sales by day (table)' });
  await expect(days.getByRole('row')).toHaveCount(8);
  await expect(days.getByRole('rowheader', { name: dayText(today) })).toBeVisible();

  // The CSV of the same dates.
  const [download] = await Promise.all([page.waitForEvent('download'), sales.getByRole('link', { name: /^Download CSV/ }).click()]);
  expect(download.suggestedFilename()).toBe(`sales-${weekAgo}-to-${today}.csv`);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.startsWith('\uFEFFdate,orders,revenue\r\n')).toBe(true);
  expect(csv).toContain(`,${ghee._id},${ghee.name},Kg,2,840.00\r\n`);

  // Dates the wrong way round: the server's words, and nothing to download.
  await sales.getByLabel('To', { exact: true }).fill(daysBefore(weekAgo, 1));
  await expect(sales.getByRole('alert')).toHaveText('To: Must not be before From..!!');
  await expect(sales.getByRole('link', { name: /^Download CSV/ })).toHaveCount(0);

  // Low Stock: the product the order took to 4 Kg, at the shop's 5, leads to its form.
  const lowStock = page.getByRole('region', { name: /^Low Stock/ });
  const link = lowStock.getByRole('link', { name: new RegExp(`^${ghee.name} 4 Kg left low at 5 Kg \\(shop's\\)$`) });
  await expect(link).toBeVisible();
  await shot(page, lowStock, 'admin-low-stock');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/update/products/${ghee._id}$`));
  await expect(page.getByLabel('Low Stock Threshold')).toHaveValue('');
  await expect(page.getByText("Empty: the shop's threshold in Settings applies.")).toBeVisible();
  await shot(page, page.locator('form.admin-form'), 'admin-product-threshold');
});
