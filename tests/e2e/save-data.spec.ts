import { expect, test } from './support/fixtures.js';
import { productCard, settled } from './support/shop-page.js';

/**
 * A browser asking to save data gets the small pictures only (docs/decisions/0065-low-data.md).
 * Chromium has no command-line switch for the wish any more (its Data Saver setting is gone);
 * DevTools' `Emulation.setDataSaverOverride` makes it ask as a data saver does: it reports
 * `navigator.connection.saveData` and sends `Save-Data: on`. No init script is needed. The
 * phone's screen is sharp (Pixel 5, 2.75×): without the wish the product page takes the 1200 px
 * picture.
 */
test('under Save-Data a product page loads only the 400 px thumbnails', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  const pictures: { url: string; saveData?: string }[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && new URL(request.url()).pathname.startsWith('/uploads/')) {
      pictures.push({ url: request.url(), saveData: request.headers()['save-data'] });
    }
  });

  await page.goto('/products');
  await settled(page);
  await productCard(page, 'Onion').getByRole('link', { name: 'Onion' }).click();
  const picture = page.getByRole('article').getByRole('img', { name: 'Onion' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-400\.webp$/);
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter(({ url, saveData }) => !url.endsWith('-400.webp') || saveData !== 'on')).toEqual([]);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
});
