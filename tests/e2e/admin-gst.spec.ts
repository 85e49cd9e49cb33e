import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { type CreatedProduct, expectFitsWidth, placeOrder, pngFile } from './admin-helpers.js';
import { ADMIN, expect, logIn, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

/**
 * The owner's GST page (API.md "Tax and labels"; decision 0060): from the dashboard's sales report
 * to the GST of this month so far, a table per rate and per HSN code with their totals, and the
 * CSV of the same dates. Runs at 360 px (the tables scroll inside their own boxes, the page never
 * sideways) and, tagged @desktop, at 1280 px.
 */
const SHOTS = '/tmp/gst-shots';

const randomDigits = () => String(Math.floor(Math.random() * 10_000)).padStart(4, '0');

/** A product with its tax fields, through the owner's form; answers it for an order. */
async function taxedProduct(request: APIRequestContext, fields: { name: string; rate: number; hsn: string; gstRate: number }) {
  const categories = (await (await request.get('/api/category/get')).json()).Categories as { _id: string }[];
  const form = new FormData();
  for (const [key, value] of Object.entries({ ...fields, unit: 'Kg', stocks: 50, category: categories[0]?._id ?? '' }))
    form.append(key, String(value));
  for (const option of [1, 2, 3]) form.append('kilogramOption', String(option));
  const { buffer, mimeType } = await pngFile('gst.png');
  form.append('image', new Blob([new Uint8Array(buffer)], { type: mimeType }), 'gst.png');
  const answer = await request.post('/api/product/add', { multipart: form });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).product as CreatedProduct;
}

async function picture(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

test('the owner reads the GST of this month per rate and per HSN code and downloads it @desktop', async ({
  page,
  playwright,
  baseURL,
  admin,
  shoppers,
}) => {
  await logIn(page.request, ADMIN);
  // HSN codes no other journey (nor this one at the other width) sells: 3 Kg of spice at 5 % (₹ 53.25) and 1 of hair oil at 18 % (₹ 99).
  const spiceHsn = `0910${randomDigits()}`;
  const oilHsn = `3305${randomDigits()}`;
  const spice = await taxedProduct(page.request, { name: `Spice ${Date.now().toString(36)}`, rate: 17.75, hsn: spiceHsn, gstRate: 5 });
  const oil = await taxedProduct(page.request, { name: `Hair Oil ${Date.now().toString(36)}`, rate: 99, hsn: oilHsn, gstRate: 18 });
  const shopperRequest = await playwright.request.newContext({ baseURL });
  try {
    await shoppers.create({ firstName: 'Kavita', lastName: 'Jadhav', signIn: shopperRequest });
    for (const [product, quantity] of [
      [spice, 3],
      [oil, 1],
    ] as const) {
      const order = await placeOrder(shopperRequest, product, quantity);
      await admin.setOrderStatus(order._id, 'Shipped');
      await admin.setOrderStatus(order._id, 'Delivered');
    }
  } finally {
    await shopperRequest.dispose();
  }

  await page.goto('/admin/home');
  await settled(page);
  await page.getByRole('link', { name: 'GST report' }).click();
  await expect(page).toHaveURL(/\/admin\/gst$/);
  await expect(page.getByRole('heading', { level: 1, name: 'GST' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'This month' })).toHaveAttribute('aria-pressed', 'true');

  const hsn = page.getByRole('table', { name: 'By HSN code' });
  await expect(hsn.getByRole('row').filter({ hasText: spiceHsn })).toContainText('₹ 50.71');
  await expect(hsn.getByRole('row').filter({ hasText: oilHsn })).toContainText('₹ 83.90');
  await expect(page.getByRole('table', { name: 'By GST rate' }).getByRole('row', { name: /^Total/ })).toBeVisible();
  await expectFitsWidth(page);
  await picture(page, 'gst');

  const sheetHref = await page.getByRole('link', { name: /^Download CSV/ }).getAttribute('href');
  const sheet = await page.request.get(sheetHref ?? '');
  expect(sheet.status()).toBe(200);
  const text = await sheet.text();
  expect(text).toMatch(/^\uFEFF?gst_rate,taxable,cgst,sgst,total\r\n/);
  expect(text).toContain(`${spiceHsn},5,3,50.71,1.27,1.27,53.25\r\n`);

  // In Marathi, the same tables.
  await page.goto('/admin/gst?lang=mr');
  await settled(page);
  await expect(page.getByRole('table', { name: 'HSN कोडनुसार' }).getByRole('row').filter({ hasText: spiceHsn })).toBeVisible();
  await expectFitsWidth(page);
  await picture(page, 'gst-mr');
  await page.goto('/admin/gst?lang=en');
  await admin.deleteProduct(spice._id);
  await admin.deleteProduct(oil._id);
});
