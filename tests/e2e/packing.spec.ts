import { mkdirSync } from 'node:fs';
import { devices, type Page } from '@playwright/test';
import { ensurePdftotext, pdfPages, pdfText, wordsCutOff } from '../support/pdf-text.js';
import { logIn } from './admin-helpers.js';
import { ADMIN, expect, test } from './support/fixtures.js';
import { fillShipping, SHIPPING, settled } from './support/shop-page.js';

const SHOTS = '/tmp/packing-shots';

/**
 * Packing the order on a phone (API.md "Packing"): the shopper leaves a note and asks for a call
 * about a missing product; the owner, on a 360 px phone beside the scale, types one weighed line
 * in grams and marks the other not available, sees the new amount before saving and saves; the
 * shopper's order page shows what was packed; the day's pick list lists the order and prints; the
 * order's packing slip, opened from its view, prints on A4 and on an 80 mm receipt printer with
 * nothing cut off (read back with pdftotext).
 */

/** The page printed as its CSS asks (A4, or the narrow 80 mm page): the PDF, also kept beside the screenshots. */
async function printed(page: Page, name: string): Promise<Buffer> {
  return page.pdf({ path: `${SHOTS}/${name}.pdf`, preferCSSPageSize: true });
}

/**
 * Every text is on the paper whole: each of its words found by pdftotext (a narrow sheet may wrap
 * a line, never cut a word), and no word crosses the page's edge.
 */
function expectWhole(pdf: Buffer, texts: string[]) {
  const wordsOf = (text: string) => text.split(/[\s“”,]+/).filter(Boolean);
  const words = new Set(wordsOf(pdfText(pdf)));
  for (const expected of texts) {
    for (const word of wordsOf(expected)) expect(words.has(word), `${word} of ${expected}`).toBe(true);
  }
  expect(wordsCutOff(pdf)).toEqual([]);
}
test('a shopper leaves a note, the owner packs one weighed line and one missing, and prints the pick list', async ({
  page,
  customer,
  browser,
  createProduct,
}) => {
  test.setTimeout(120_000);
  ensurePdftotext();
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
    const pickLines = [onion.name, paneer.name, 'Small onions please', 'Call the customer'];
    expectWhole(await printed(owner, 'picklist-a4'), pickLines);
    await owner.getByRole('checkbox', { name: 'Narrow (80 mm) printer' }).check();
    expectWhole(await printed(owner, 'picklist-80mm'), pickLines);
    // The printer is kept for the next sheet: back to A4.
    await owner.getByRole('checkbox', { name: 'Narrow (80 mm) printer' }).uncheck();

    // The packing slip for the bag, from the order's view.
    await owner.goto(`/admin/update/order/${orderId}`);
    await settled(owner);
    await owner.getByRole('link', { name: 'Print packing slip' }).click();
    const slip = owner.getByRole('article', { name: /^Packing slip Order \d+$/ });
    await expect(slip.getByRole('row', { name: new RegExp(`${onion.name} 1.08 Kg 1 Kg ordered ₹ 43.2`) })).toBeVisible();
    await expect(slip.getByRole('row', { name: new RegExp(`${paneer.name} Not available 1 Packet ordered ₹ 0`) })).toBeVisible();
    await expect(slip.getByText('Cash to collect ₹ 43.2')).toBeVisible();
    await expect(slip.getByText('Small onions please')).toBeVisible();
    const orderNumber = ((await slip.getByRole('heading', { level: 1 }).textContent()) ?? '').replace(/\D/g, '');
    await owner.screenshot({ path: `${SHOTS}/slip-360.png`, fullPage: true });
    const slipLines = [
      `Order ${orderNumber}`,
      `${customer.firstName} ${customer.lastName}`,
      SHIPPING.mobileNumber,
      SHIPPING.address,
      'Small onions please',
      'Call the customer',
      `${onion.name} 1.08 Kg`,
      '1 Kg ordered',
      '1 Packet ordered',
      `${paneer.name} Not available`,
      'Cash to collect ₹ 43.2',
    ];
    const a4 = await printed(owner, 'slip-a4');
    expect(pdfPages(a4)).toHaveLength(1);
    expectWhole(a4, slipLines);
    await owner.getByRole('checkbox', { name: 'Narrow (80 mm) printer' }).check();
    const narrow = await printed(owner, 'slip-80mm');
    expect(pdfPages(narrow)).toHaveLength(1);
    expectWhole(narrow, slipLines);
    await owner.getByRole('checkbox', { name: 'Narrow (80 mm) printer' }).uncheck();
  } finally {
    await ownerContext.close();
  }
});
