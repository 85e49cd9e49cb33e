import type { Page, Request } from '@playwright/test';
import { expect, type Product, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

/**
 * The product list a page of 24 at a time (docs/decisions/0020-storefront-pages.md). The demo
 * catalogue has fewer products than three pages, so this file adds a shelf of its own through
 * the admin API (newest first, so they open the list) and removes it afterwards.
 */
const SHELF_SIZE = 70;
/** Half the shelf at ₹ 30 (inside the panel's ₹ 20 - ₹ 40), half at ₹ 90. */
const CHEAP = SHELF_SIZE / 2;
let run = '';
let shelf: { _id: string; categoryName: string };
const made: Product[] = [];

test.beforeAll(async ({ admin }) => {
  test.setTimeout(120_000);
  run = Date.now().toString(36);
  made.length = 0;
  shelf = await admin.addCategory(`Paging Shelf ${run}`);
  for (let n = 1; n <= SHELF_SIZE; n++) {
    const name = `Paging Okra ${run} ${String(n).padStart(2, '0')}`;
    made.push(await admin.addProduct({ name, rate: n % 2 === 0 ? 30 : 90, categoryId: shelf._id }));
  }
});

test.afterAll(async ({ admin }) => {
  for (const product of made) await admin.deleteProduct(product._id);
  if (shelf) await admin.deleteCategory(shelf._id);
});

const cards = (page: Page) => page.locator('.product-grid').getByRole('article');
const shownLine = (page: Page) => page.locator('.load-more').getByRole('status');
const loadMore = (page: Page) => page.locator('.load-more').getByRole('button');

/** A jump to the foot of the page, past the end of the list (as the End key does). */
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));

/** How many products the shop lists for a query now (all when none; other tests may have added some). */
async function matchedBy(page: Page, query = ''): Promise<number> {
  const answer = await page.request.get(`/api/product/getAllProducts?page=1&limit=1${query ? `&${query}` : ''}`);
  return ((await answer.json()) as { matched: number }).matched;
}
const shopTotal = (page: Page) => matchedBy(page);

/** Every product-list request the page makes. */
function listRequests(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('request', (request: Request) => {
    if (request.url().includes('/api/product/getAllProducts')) seen.push(new URL(request.url()));
  });
  return seen;
}

test('the list opens with 24 products and scrolling to its end brings the next 24', async ({ page }) => {
  const asked = listRequests(page);
  const total = await shopTotal(page);
  await page.goto('/products');
  await settled(page);
  await expect(cards(page)).toHaveCount(24);
  await expect(shownLine(page)).toHaveText(`Showing 24 of ${total} products`);
  await expect(page).toHaveURL(/\/products$/);

  await scrollToEnd(page);
  await expect(cards(page)).toHaveCount(48);
  await expect(shownLine(page)).toHaveText(`Showing 48 of ${total} products`);
  await expect(page).toHaveURL(/\/products\?page=2$/);
  // Never the whole catalogue: each request names its page of 24.
  expect(asked.map((url) => `${url.searchParams.get('page')}/${url.searchParams.get('limit')}`)).toEqual(['1/24', '2/24']);
});

test('Load more is a button a keyboard presses: it shows its progress and says how many are shown', async ({ page }) => {
  const total = await shopTotal(page);
  await page.goto('/products');
  await settled(page);
  await expect(shownLine(page)).toHaveText(`Showing 24 of ${total} products`);

  // Focusing the button brings the end of the list on screen, which may already read a page.
  await loadMore(page).focus();
  await page.waitForLoadState('networkidle');
  await expect(loadMore(page)).toHaveText('Load more');
  const before = await cards(page).count();

  // A slow network, so the progress can be seen.
  await page.route('**/api/product/getAllProducts?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.keyboard.press('Enter');
  await expect(loadMore(page)).toHaveText('Loading more products…');
  await expect(loadMore(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(page.locator('.product-grid')).toHaveAttribute('aria-busy', 'true');
  const after = Math.min(before + 24, total);
  await expect(shownLine(page)).toHaveText(`Showing ${after} of ${total} products`);
  await expect(cards(page)).toHaveCount(after);
  await expect(loadMore(page)).toHaveText('Load more');
  await expect(loadMore(page)).toBeFocused();
  await expect(loadMore(page)).not.toHaveAttribute('aria-disabled');
});

test('the address keeps the pages, and Back from a product returns to the same place', { tag: '@desktop' }, async ({ page }) => {
  const asked = listRequests(page);
  const total = await shopTotal(page);
  // Opened afresh, ?page=2 reads both pages in one request.
  await page.goto('/products?page=2');
  await settled(page);
  await expect(cards(page)).toHaveCount(48);
  await expect(shownLine(page)).toHaveText(`Showing 48 of ${total} products`);
  expect(asked.map((url) => `${url.searchParams.get('page')}/${url.searchParams.get('limit')}`)).toEqual(['1/48']);

  const card = cards(page).nth(29);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.scrollIntoViewIfNeeded();
  const top = await page.evaluate(() => window.scrollY);
  expect(top).toBeGreaterThan(0);
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  await page.goBack();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards(page)).toHaveCount(48);
  await expect(cards(page).nth(29)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
  await expect(shownLine(page)).toHaveText(`Showing 48 of ${total} products`);
});

test('Back to the list after the product page was reloaded reads the same pages and finds the same place', async ({ page }) => {
  await page.goto('/products');
  await settled(page);
  await expect(shownLine(page)).toHaveText(/^Showing 24 of/);
  await scrollToEnd(page);
  await expect(cards(page)).toHaveCount(48);
  await expect(page).toHaveURL(/\/products\?page=2$/);
  const card = cards(page).nth(30);
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.scrollIntoViewIfNeeded();
  const top = await page.evaluate(() => window.scrollY);
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // The reload forgets every page kept in memory: Back opens the list afresh.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.goBack();
  await expect(page).toHaveURL(/\/products\?page=2$/);
  await expect(cards(page)).toHaveCount(48);
  await expect(cards(page).nth(30)).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(top);
});

test('the filter panel and the search narrow the list on the server, a page at a time', async ({ page }) => {
  const asked = listRequests(page);
  await page.goto('/products');
  await settled(page);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Filter Products' });
  await panel.getByRole('checkbox', { name: shelf.categoryName }).check();
  await panel.getByLabel('Price Range').selectOption({ label: '₹ 20 - ₹ 40' });
  await panel.getByRole('button', { name: 'Apply Filter' }).click();
  await settled(page);
  await expect(page).toHaveURL(new RegExp(`/products\\?category=${shelf._id}&gte=20&lte=40$`));
  await expect(shownLine(page)).toHaveText(`Showing 24 of ${CHEAP} products`);
  await expect(cards(page)).toHaveCount(24);
  for (const name of await cards(page).getByRole('heading').allTextContents()) expect(name).toMatch(`Paging Okra ${run}`);
  const filtered = asked.at(-1);
  expect(filtered?.searchParams.get('category')).toBe(shelf._id);
  expect(`${filtered?.searchParams.get('gte')}-${filtered?.searchParams.get('lte')}`).toBe('20-40');
  expect(`${filtered?.searchParams.get('page')}/${filtered?.searchParams.get('limit')}`).toBe('1/24');

  // The rest of the shelf's cheap half as the end comes on screen, then nothing more to load.
  await scrollToEnd(page);
  await expect(shownLine(page)).toHaveText(`Showing ${CHEAP} of ${CHEAP} products`);
  await expect(page).toHaveURL(/&page=2$/);
  await expect(loadMore(page)).toHaveCount(0);
  // Reopened, the panel shows the filter the list has.
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(panel.getByRole('checkbox', { name: shelf.categoryName })).toBeChecked();
  await expect(panel.getByLabel('Price Range').locator('option:checked')).toHaveText('₹ 20 - ₹ 40');
  await page.keyboard.press('Escape');

  // A search is the server's too (its typo-forgiving matches included).
  const keyword = `Okra ${run}`;
  const found = await matchedBy(page, `keyword=${encodeURIComponent(keyword)}`);
  expect(found).toBeGreaterThanOrEqual(SHELF_SIZE);
  expect(found).toBeLessThan(await matchedBy(page));
  await page.goto(`/products/${encodeURIComponent(keyword)}`);
  await settled(page);
  await expect(shownLine(page)).toHaveText(`Showing 24 of ${found} products`);
  const searched = asked.at(-1);
  expect(searched?.searchParams.get('keyword')).toBe(keyword);
  expect(`${searched?.searchParams.get('page')}/${searched?.searchParams.get('limit')}`).toBe('1/24');
  expect(asked.every((url) => url.searchParams.get('limit') !== null)).toBe(true);
});

test('the list and its Load more fit a 360 px phone: nothing wider than the screen', async ({ page }) => {
  await page.goto('/products');
  await settled(page);
  await expect(loadMore(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  const box = await loadMore(page).boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
});
