import { mkdirSync, statSync } from 'node:fs';
import { devices } from '@playwright/test';
import { logIn } from './admin-helpers.js';
import { ADMIN, expect, test } from './support/fixtures.js';
import { fillShipping, SHIPPING, settled } from './support/shop-page.js';

const SHOTS = '/tmp/packing-shots';

/**
 * Packing the order on a phone (API.md "Packing"): the shopper leaves a note and asks for a call
 * about a missing product; the owner, on a 360 px phone beside the scale, types one weighed line
 * in grams and marks the other not available, sees the new amount before saving and saves; the
 * shopper's order page shows what was packed; the day's pick list lists the order and prints.
 */
test('a shopper leaves a note, the owner packs one weighed line and one missing, and prints the pick list', async ({
  page,
  customer,
  browser,
  createProduct,
}) => {
  test.setTimeout(90_000);
  expect(customer.email).toBeTruthy(); // signed in to the page
  mkdirSync(SHOTS, { recursive: true });
  const onion = await createProduct({ name: `Onion ${Date.now().toString(36)}`, rate: 40, kilogramOption: [1] });
  const paneer = await createProduct({ name: `Paneer ${Date.now().toString(36)}`, unit: 'Packet', rate: 90, kilogramOption: [1] });
  for (const product of [onion, paneer]) {
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
  }

  // Checkout: the note, counted, and "Call me" for a missing item.
  await page.goto('/Order/Checkout');
  await settled(page);
  await fillShipping(page, SHIPPING);
  const shipping = page.getByRole('region', { name: 'Shipping Details' });
  await shipping.getByLabel('Note for the shop (optional)').fill('Small onions please');
  await expect(shipping.getByText('19 / 200')).toBeVisible();
  await shipping.getByRole('group', { name: 'If an item is not available' }).getByRole('radio', { name: 'Call me' }).check();
  await page.screenshot({ path: `${SHOTS}/checkout-360.png`, fullPage: true });
  await shipping.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Small onions please')).toBeVisible();
  await expect(page.getByText('Call me')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/confirm-360.png`, fullPage: true });
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  const orderPath = (await page.getByRole('link', { name: 'Get Order Details' }).getAttribute('href')) ?? '';
  const orderId = orderPath.split('/').pop() ?? '';

  const ownerContext = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const owner = await ownerContext.newPage();
  try {
    await logIn(owner.request, ADMIN.email, ADMIN.password);
    await owner.goto(`/admin/update/order/${orderId}`);
    await settled(owner);
    const pack = owner.getByRole('region', { name: 'Pack' });
    await expect(pack.getByText('Small onions please')).toBeVisible();
    await expect(pack.getByRole('link', { name: 'Call 9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    const lines = pack.getByRole('listitem');
    await lines.filter({ hasText: onion.name }).getByLabel('Packed (Kg)').fill('1080 g');
    await lines.filter({ hasText: paneer.name }).getByRole('checkbox', { name: 'Not available' }).check();
    await expect(pack.getByText('₹ 43.2', { exact: true })).toBeVisible();
    await owner.screenshot({ path: `${SHOTS}/pack-360.png`, fullPage: true });
    await pack.getByRole('button', { name: 'Save Packing' }).click();
    await expect(pack.getByRole('status').filter({ hasText: 'Packing Saved..!!' })).toBeVisible();
    await expect(owner.locator('.order-items').getByText('Packed: 1.08 KG')).toBeVisible();
    await owner.screenshot({ path: `${SHOTS}/packed-360.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.screenshot({ path: `${SHOTS}/packed-1280.png`, fullPage: true });

    // The shopper's order shows what went into the bag and the new amount.
    await page.goto(orderPath);
    await settled(page);
    const items = page.locator('.order-items');
    await expect(items.getByText('Packed: 1.08 KG')).toBeVisible();
    await expect(items.getByText('Not available')).toBeVisible();
    await expect(page.getByText('Small onions please')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/order-360.png`, fullPage: true });

    // The pick list: the order with its note, on screen and printed.
    await owner.goto('/admin/picklist');
    await settled(owner);
    const orders = owner.getByRole('region', { name: 'Orders to pack' });
    await expect(orders.getByText('Small onions please')).toBeVisible();
    await expect(owner.getByRole('region', { name: 'Products to pick' }).getByRole('row', { name: new RegExp(onion.name) })).toBeVisible();
    await owner.screenshot({ path: `${SHOTS}/picklist-1280.png`, fullPage: true });
    await owner.setViewportSize({ width: 360, height: 740 });
    await owner.screenshot({ path: `${SHOTS}/picklist-360.png`, fullPage: true });
    await owner.pdf({ path: `${SHOTS}/picklist-a4.pdf`, preferCSSPageSize: true });
    expect(statSync(`${SHOTS}/picklist-a4.pdf`).size).toBeGreaterThan(1000);
    await owner.getByRole('checkbox', { name: 'Narrow (80 mm) printer' }).check();
    await owner.pdf({ path: `${SHOTS}/picklist-80mm.pdf`, preferCSSPageSize: true });
    expect(statSync(`${SHOTS}/picklist-80mm.pdf`).size).toBeGreaterThan(1000);
  } finally {
    await ownerContext.close();
  }
});
