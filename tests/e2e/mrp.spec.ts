import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pngFile } from './admin-helpers.js';
import { ADMIN, expect, logIn, type Product, test, unique } from './support/fixtures.js';
import { cartButton, findProductCard, productCard, settled } from './support/shop-page.js';

/** The printed MRP, N% off and the cart's saving, from the owner's form to the shopper's cart (decision 0061). */

const SHOTS = '/tmp/mrp-shots';

/** A full-page screenshot for a person to look at (not compared by the test). */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the owner adds a packaged product with its MRP, HSN and GST; shoppers see the MRP struck, 16% off and what they save', async ({
  page,
  admin,
  shoppers,
}) => {
  test.setTimeout(120_000);
  const name = unique('E2E Butter');
  await logIn(page.request, ADMIN);
  let added: Product | undefined;
  try {
    await page.goto('/admin/add/products');
    await settled(page);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Unit').fill('Packet');
    await page.getByLabel('Rate', { exact: true }).fill('50');
    await page.getByLabel('Stocks').fill('40');
    await page.getByLabel('Category').selectOption({ index: 1 });
    await page.getByLabel('0.5 KG').uncheck();
    await page.getByLabel('Single Packet').check();
    await page.getByLabel('Image').setInputFiles(await pngFile('butter.png', { r: 250, g: 220, b: 120 }));
    await expect(page.getByLabel('GST Rate')).toHaveValue('0');
    await page.getByLabel('MRP').fill('60');
    await page.getByLabel('GST Rate').selectOption({ label: '5 %' });

    // A mistyped HSN: its message under the field, and nothing sent.
    const hsn = page.getByLabel('HSN');
    await hsn.fill('04O1');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.locator('#add-product-hsn-problems')).toHaveText('HSN: Must be 4, 6 or 8 digits..!!');
    await expect(hsn).toHaveAttribute('aria-invalid', 'true');
    await shot(page, 'form-hsn-refused-360-en');

    await hsn.fill('0401');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product Added..!!')).toBeVisible();
    const found = await (await page.request.get(`/api/product/getAllProducts?keyword=${encodeURIComponent(name)}`)).json();
    added = (found.products as Product[]).find((product) => product.name === name);
    expect(added).toMatchObject({ rate: 50, mrp: 60, hsn: '0401', gstRate: 5 });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/admin/update/products/${added?._id}`);
    await settled(page);
    await expect(page.getByLabel('MRP')).toHaveValue('60');
    await expect(page.getByLabel('HSN')).toHaveValue('0401');
    await expect(page.getByLabel('GST Rate')).toHaveValue('5');
    // One row on a wide screen.
    const tops = await Promise.all(['MRP', 'HSN', 'GST Rate'].map(async (label) => (await page.getByLabel(label).boundingBox())?.y));
    expect(new Set(tops).size).toBe(1);
    await shot(page, 'form-update-1280-en');
    await page.goto(`/admin/update/products/${added?._id}?lang=hi`);
    await settled(page);
    await expect(page.getByLabel('GST दर')).toHaveValue('5');
    await shot(page, 'form-update-1280-hi');
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, 'form-update-360-hi');

    // A shopper (a guest) on a phone: the home page's New Products first.
    await page.context().clearCookies();
    await page.goto('/?lang=en');
    const newProducts = page.getByRole('region', { name: 'New Products' });
    await newProducts.scrollIntoViewIfNeeded();
    const slide = newProducts.locator('.slide-card').filter({ hasText: name }).first();
    await expect(slide.getByText('Rate: ₹ 50', { exact: true })).toBeVisible();
    await expect(slide.locator('s')).toHaveText('₹ 60');
    await expect(slide.getByText('16% off')).toBeVisible();
    await slide.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/home-360-en.png` });

    await page.goto(`/products/${encodeURIComponent(name)}?lang=en`);
    await settled(page);
    const card = await findProductCard(page, name);
    await expect(card.locator('.price')).toHaveText('₹ 50/Packet');
    await expect(card.locator('s')).toHaveText('₹ 60');
    await expect(card.getByText('16% off')).toBeVisible();
    await expect(card.getByText('MRP ₹ 60')).toHaveClass('visually-hidden');
    await shot(page, 'card-360-en');

    await card.getByRole('link', { name }).click();
    const details = page.locator('.product-details');
    await expect(details.locator('s')).toHaveText('₹ 60');
    await expect(details.getByText('16% off')).toBeVisible();
    await shot(page, 'product-360-en');

    await page.goto(`/products/${encodeURIComponent(name)}`);
    await settled(page);
    const again = productCard(page, name);
    await again.getByLabel(`Quantity of ${name}`).selectOption('2');
    await again.getByRole('button', { name: 'Add to cart' }).click();
    await cartButton(page).click();
    const popup = page.getByRole('region', { name: 'Your Cart' });
    await expect(popup.getByText('You save ₹ 20')).toBeVisible();
    await expect(popup.getByRole('listitem').locator('s')).toHaveText('₹ 120');
    await shot(page, 'cart-360-en');

    // The same in Hindi, and on a wide screen.
    await page.goto(`/products/${encodeURIComponent(name)}?lang=hi`);
    await settled(page);
    await expect(productCard(page, name).getByText('16% छूट')).toBeVisible();
    await shot(page, 'card-360-hi');
    await page.getByRole('button', { name: 'कार्ट', exact: true }).click();
    await expect(page.getByText('आपकी बचत ₹ 20')).toBeVisible();
    await shot(page, 'cart-360-hi');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/products/${encodeURIComponent(name)}?lang=en`);
    await settled(page);
    await shot(page, 'card-1280-en');
    await productCard(page, name).getByRole('link', { name }).click();
    await expect(page.locator('.product-details').getByText('16% off')).toBeVisible();
    await shot(page, 'product-1280-en');
    await page.goto(`/product/${added?._id}?lang=hi`);
    await expect(page.locator('.product-details').getByText('16% छूट')).toBeVisible();
    await shot(page, 'product-1280-hi');

    // Signed in, the checkout's cart says the same under its total.
    await shoppers.create({ signIn: true });
    await page.goto('/Order/Checkout?lang=en');
    await settled(page);
    const checkoutCart = page.locator('.checkout-cart');
    await expect(checkoutCart.getByText('You save ₹ 20')).toBeVisible();
    await expect(checkoutCart.getByRole('listitem').locator('s')).toHaveText('₹ 60');
    await shot(page, 'checkout-1280-en');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/Order/Checkout?lang=hi');
    await settled(page);
    await expect(page.locator('.checkout-cart').getByText('आपकी बचत ₹ 20')).toBeVisible();
    await shot(page, 'checkout-360-hi');
  } finally {
    if (added) await admin.deleteProduct(added._id);
  }
});
