import { expect, type Page, test } from '@playwright/test';
import { ADMIN, DESKTOP, logIn, settled, shot, unique } from './admin-helpers.js';

test.use(DESKTOP);

test.beforeEach(async ({ page }) => {
  await logIn(page.request, ADMIN.email, ADMIN.password);
});

const HEADER = 'id,name,name_hi,name_mr,aliases,category,unit,rate,stocks,kilogram_options,low_stock_threshold';

/** A CSV file for the file input. */
const csvFile = (lines: string[]) => ({
  name: 'products.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${[HEADER, ...lines].join('\r\n')}\r\n`),
});

/** A product of the demo catalogue, as the products CSV would name it. */
async function someProduct(page: Page) {
  const { products } = await (await page.request.get('/api/product/getAllProducts')).json();
  const product = products[0];
  return {
    id: product._id as string,
    name: product.name as string,
    category: product.category.categoryName as string,
    rate: product.rate as number,
  };
}

test('an admin previews a product CSV, sees what it creates and updates, and imports it @desktop', async ({ page }) => {
  test.setTimeout(90_000);
  const existing = await someProduct(page);
  const newName = unique('E2E Kohlrabi');

  await page.goto('/admin/products');
  await page.getByRole('link', { name: 'Import Products' }).click();
  await expect(page).toHaveURL(/\/admin\/import\/products$/);
  await expect(page.getByRole('heading', { name: 'Import Products', level: 1 })).toBeVisible();

  await page
    .getByLabel('CSV File')
    .setInputFiles(
      csvFile([
        `,${newName},कोहलबी,,ganth gobhi,${existing.category},Kg,55.5,12,0.5|1,3`,
        `${existing.id},${existing.name},,,,${existing.category},Kg,${existing.rate + 1},40,0.5|1,`,
      ]),
    );
  await page.getByRole('button', { name: 'Check File' }).click();

  const preview = page.getByRole('region', { name: 'What the import will do' });
  await expect(preview.getByText('1 to create, 1 to update, 0 unchanged.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What the import will do' })).toBeFocused();
  const rows = preview.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('2');
  await expect(rows.nth(1)).toContainText('Create');
  await expect(rows.nth(1)).toContainText(newName);
  await expect(rows.nth(2)).toContainText('Update');
  await expect(rows.nth(2)).toContainText(`rate: ${existing.rate} → ${existing.rate + 1}`);
  await shot(page, 'import-preview-1280');

  // Nothing is written before the owner confirms.
  const before = await (await page.request.get(`/api/product/getSingleProduct/${existing.id}`)).json();
  expect(before.product.rate).toBe(existing.rate);

  await page.getByRole('button', { name: 'Confirm Import' }).click();
  await expect(page.getByText('Imported: 1 created, 1 updated.')).toBeVisible();
  await expect(page.getByText('Imported: 1 created, 1 updated.')).toBeFocused();
  const after = await (await page.request.get(`/api/product/getSingleProduct/${existing.id}`)).json();
  expect(after.product.rate).toBe(existing.rate + 1);

  await page.getByRole('link', { name: 'View Products' }).click();
  await settled(page);
  await page.getByLabel('Search products').fill(newName);
  await expect(page.getByRole('rowheader', { name: newName })).toBeVisible();
});

test('a file with problems lists them by spreadsheet row and changes nothing @desktop', async ({ page }) => {
  const existing = await someProduct(page);
  await page.goto('/admin/import/products');
  await page
    .getByLabel('CSV File')
    .setInputFiles(csvFile([`,Okra,,,,${existing.category},Kg,ten,5,0.5,`, `,Beans,,,,No Such Category,Kg,30,5,0.5,`]));
  await page.getByRole('button', { name: 'Check File' }).click();

  const problems = page.getByRole('region', { name: 'The file has 2 problems; nothing was changed' });
  await expect(problems).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The file has 2 problems; nothing was changed' })).toBeFocused();
  await expect(problems.getByRole('listitem')).toHaveText([
    'Row 2: Rate: Must be a number..!!',
    'Row 3: Category: No Category Named "No Such Category"..!!',
  ]);
  await shot(page, 'import-problems-1280');

  // A corrected file is checked from the same screen; Cancel drops it.
  await page.getByLabel('CSV File').setInputFiles(csvFile([`,${unique('E2E Okra')},,,,${existing.category},Kg,10,5,0.5,`]));
  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(
    page.getByRole('region', { name: 'What the import will do' }).getByText('1 to create, 0 to update, 0 unchanged.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('CSV File')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Check File' })).toBeDisabled();
});

test('the products and orders lists download their CSV @desktop', async ({ page }) => {
  await page.goto('/admin/view/products');
  await settled(page);
  const [products] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /^Export CSV/ }).click()]);
  expect(products.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.goto('/admin/view/orders?status=Delivered');
  await settled(page);
  const exportOrders = page.getByRole('link', { name: /^Export CSV/ });
  await expect(exportOrders).toHaveAttribute('href', '/api/admin/orders.csv?status=Delivered');
  const [orders] = await Promise.all([page.waitForEvent('download'), exportOrders.click()]);
  expect(orders.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('the import screen fits a 360 px phone @desktop', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const existing = await someProduct(page);
  await page.goto('/admin/import/products');
  await page
    .getByLabel('CSV File')
    .setInputFiles(csvFile([`${existing.id},${existing.name},,,,${existing.category},Kg,${existing.rate},1,0.5|1,`]));
  await page.getByRole('button', { name: 'Check File' }).click();
  await expect(page.getByRole('heading', { name: 'What the import will do' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shot(page, 'import-preview-360');
  await page.getByRole('button', { name: 'Cancel' }).click();
});
