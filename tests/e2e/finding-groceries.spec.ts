import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { findProductCard, productCard, settled } from './support/shop-page.js';

/**
 * Finding groceries (docs/decisions/0039-finding-groceries.md), on a phone (360 px) and a laptop
 * (1280 px): home opens on the search box and the categories; the products page says what was
 * searched, sorts on the server, shows its filters as chips a keyboard takes away, offers price
 * ranges up to the dearest product, and leads on from an empty list.
 */

// The sliders stand still (autoplay is off for reduced motion).
test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Whether the whole of `locator` is inside the first screen (no scrolling). */
async function inFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

/** The rupees of the first `count` cards' prices ("₹ 1,250/Kg" is 1250). */
async function pricesOf(page: Page, count: number): Promise<number[]> {
  const texts = await page.locator('.product-grid .product-card .price').allTextContents();
  return texts.slice(0, count).map((text) => Number(/₹\s*([\d,.]+)/.exec(text)?.[1]?.replaceAll(',', '')));
}

/** Whether `values` are already in the order `compare` gives them. */
function isOrdered<T>(values: T[], compare: (a: T, b: T) => number): boolean {
  return values.length > 1 && values.join('|') === [...values].sort(compare).join('|');
}

const chips = (page: Page) => page.getByRole('list', { name: 'Active filters' });

test('home opens on the search box and the categories, then the new products', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  await settled(page);
  const search = page.getByRole('combobox', { name: 'Search vegetables, fruits and dairy' });
  const categories = page.getByRole('region', { name: 'Product Categories' });
  await expect(categories.getByRole('link', { name: 'Shop Now: Exotic' })).toBeVisible();
  expect(await inFirstScreen(page, search), 'the search box in the first screen').toBe(true);
  expect(await inFirstScreen(page, categories), 'every category in the first screen').toBe(true);

  // The specification's hero and features stay, the features below the products.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh And Organic Products For You');
  await expect(page.getByRole('link', { name: 'Shop Now', exact: true })).toHaveAttribute('href', '/products');
  const newProducts = page.getByRole('region', { name: 'New Products' });
  const features = page.getByRole('region', { name: 'Our Features' });
  const productsTop = (await newProducts.boundingBox())?.y ?? 0;
  expect((await categories.boundingBox())?.y ?? 0).toBeLessThan(productsTop);
  expect((await features.boundingBox())?.y ?? 0).toBeGreaterThan(productsTop);

  // The home box searches as the header's does, and says what was searched.
  await search.fill('tomato');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\/tomato$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product');
  await expect(page.getByText('Results for “tomato”')).toBeVisible();
  await settled(page);
  await expect(productCard(page, 'Tomato')).toBeVisible();
});

test('product cards are a grocer’s size: two a row on a phone, six on a laptop', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/products');
  await settled(page);
  const cards = page.locator('.product-grid').getByRole('article');
  const boxes: ({ x: number; y: number; width: number; height: number } | null)[] = [];
  for (let n = 0; n < 7; n++) boxes.push(await cards.nth(n).boundingBox());
  const width = page.viewportSize()?.width ?? 0;
  const firstRow = boxes.filter((box) => box && Math.abs(box.y - (boxes[0]?.y ?? 0)) < 2).length;
  expect(firstRow).toBe(width < 600 ? 2 : 6);
  for (const box of boxes) expect(box?.width ?? 0).toBeLessThanOrEqual(width < 600 ? 170 : 220);
});

test('the list sorts on the server, and the address keeps the sort', { tag: '@desktop' }, async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/product/getAllProducts')) asked.push(request.url());
  });
  await page.goto('/products');
  await settled(page);
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('');

  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/[?&]sort=price-asc/);
  await expect.poll(() => asked.at(-1) ?? '').toMatch(/sort=price-asc/);
  await settled(page);
  await expect.poll(async () => isOrdered(await pricesOf(page, 8), (a, b) => a - b)).toBe(true);

  await sort.selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/[?&]sort=price-desc/);
  await settled(page);
  await expect.poll(async () => (await pricesOf(page, 2))[0]).toBeGreaterThan(120);
  await expect.poll(async () => (await pricesOf(page, 8)).length).toBe(8);
  const dearestFirst = await pricesOf(page, 8);
  expect(
    isOrdered(dearestFirst, (a, b) => b - a),
    String(dearestFirst),
  ).toBe(true);

  // A reload shows the same order, the select still saying so.
  await page.reload();
  await settled(page);
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  // The cards may still be arriving after the reload: read them once all eight are there.
  await expect.poll(() => pricesOf(page, 8)).toEqual(dearestFirst);

  await page.getByLabel('Sort by').selectOption({ label: 'Name: A to Z' });
  await expect(page).toHaveURL(/[?&]sort=name/);
  await settled(page);
  await expect
    .poll(async () =>
      isOrdered((await page.locator('.product-grid .product-card__name').allTextContents()).slice(0, 6), (a, b) =>
        a.localeCompare(b, 'en'),
      ),
    )
    .toBe(true);
});

test('filters show as chips that a keyboard takes away, each said to screen readers', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/products');
  await settled(page);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Filter Products' });
  await panel.getByRole('checkbox', { name: 'Vegetables' }).check();
  await panel.getByRole('checkbox', { name: 'Dairy' }).check();
  await panel.getByLabel('Price Range').selectOption({ label: '₹ 20 - ₹ 40' });
  await panel.getByRole('button', { name: 'Apply Filter' }).click();
  await settled(page);

  const priceChip = chips(page).getByRole('button', { name: 'Remove filter: ₹ 20 - ₹ 40' });
  await expect(chips(page).getByRole('button')).toHaveText(['Vegetables', 'Dairy', '₹ 20 - ₹ 40']);
  await expect(productCard(page, 'Milk')).toBeVisible();
  await expect(productCard(page, 'Paneer')).toHaveCount(0);

  // Enter on the price chip: the range goes, the categories stay, the focus moves to the next chip.
  await priceChip.focus();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/gte=20/);
  await expect(page.getByRole('status').filter({ hasText: 'Filter removed: ₹ 20 - ₹ 40' })).toBeAttached();
  await expect(chips(page).getByRole('button')).toHaveText(['Vegetables', 'Dairy']);
  await expect(chips(page).getByRole('button', { name: 'Remove filter: Vegetables' })).toBeFocused();
  await settled(page);
  await expect(await findProductCard(page, 'Paneer')).toBeVisible();

  // Space on each category chip in turn: no filter left, the focus back on the Filter button.
  await page.keyboard.press('Space');
  await expect(page.getByRole('status').filter({ hasText: 'Filter removed: Vegetables' })).toBeAttached();
  await expect(chips(page).getByRole('button', { name: 'Remove filter: Dairy' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(chips(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeFocused();

  // A search's term is a chip too: taking it away lists every product.
  await page.goto('/products/tomato');
  await settled(page);
  await chips(page).getByRole('button', { name: 'Remove filter: Search: tomato' }).press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fresh Products');
  await expect(page.getByRole('status').filter({ hasText: 'Filter removed: Search: tomato' })).toBeAttached();
});

test('the price ranges reach the dearest product past the specification’s ₹ 120', { tag: '@desktop' }, async ({ page, createProduct }) => {
  const saffron = await createProduct({
    name: `Kashmiri Saffron ${Date.now().toString(36)}`,
    unit: 'Packet',
    rate: 1500,
    kilogramOption: [1],
  });
  await page.goto('/products');
  await settled(page);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Filter Products' });
  const options = (await panel.getByLabel('Price Range').locator('option').allTextContents()).slice(1);
  // The specification's six, word for word, then ranges up to the dearest product.
  expect(options.slice(0, 6)).toEqual(['₹ 0 - ₹ 20', '₹ 20 - ₹ 40', '₹ 40 - ₹ 60', '₹ 60 - ₹ 80', '₹ 80 - ₹ 100', '₹ 100 - ₹ 120']);
  expect(options.slice(6)).toEqual(['₹ 120 - ₹ 200', '₹ 200 - ₹ 500', '₹ 500 - ₹ 1,000', '₹ 1,000 - ₹ 2,000']);

  await panel.getByLabel('Price Range').selectOption({ label: '₹ 1,000 - ₹ 2,000' });
  await panel.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page).toHaveURL(/gte=1000&lte=2000/);
  await settled(page);
  await expect(productCard(page, saffron.name)).toBeVisible();
  await expect(chips(page).getByRole('button')).toHaveText(['₹ 1,000 - ₹ 2,000']);
});

test('an empty result leads on: the categories and the whole list', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/products/qqqzzzxx');
  await settled(page);
  await expect(page.getByText('Sorry Products Not Found')).toBeVisible();
  await expect(page.getByText(/Check the spelling or try a shorter word/)).toBeVisible();
  const categories = page.getByRole('list', { name: 'Categories' });
  await expect(categories.getByRole('link', { name: 'Dairy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/products');
  await categories.getByRole('link', { name: 'Dairy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dairy');
  await settled(page);
  await expect(productCard(page, 'Milk')).toBeVisible();
});

test('in Hindi: the home search box, what was searched, the sort and the chips', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/?lang=hi');
  await settled(page);
  const search = page.getByRole('combobox', { name: 'सब्ज़ियाँ, फल और डेयरी खोजें' });
  expect(await inFirstScreen(page, search)).toBe(true);
  expect(await inFirstScreen(page, page.getByRole('region', { name: 'सामान की श्रेणियाँ' }))).toBe(true);
  await search.fill('tomato');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\/tomato$/);
  await expect(page.getByText('“tomato” के नतीजे')).toBeVisible();
  await settled(page);

  const sort = page.getByLabel('क्रम');
  await expect(sort.locator('option:checked')).toHaveText('सबसे मिलते-जुलते');
  await sort.selectOption({ label: 'दाम: कम से ज़्यादा' });
  await expect(page).toHaveURL(/sort=price-asc/);

  const chip = page.getByRole('list', { name: 'लगे हुए फ़िल्टर' }).getByRole('button', { name: 'फ़िल्टर हटाएँ: खोज: tomato' });
  await chip.press('Enter');
  await expect(page).toHaveURL(/\/products\?sort=price-asc$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ताज़ा सामान');
  await expect(page.getByRole('status').filter({ hasText: 'फ़िल्टर हटाया गया: खोज: tomato' })).toBeAttached();

  await page.goto('/products/qqqzzzxx?lang=hi');
  await settled(page);
  await expect(page.getByText('माफ़ कीजिए, कोई सामान नहीं मिला')).toBeVisible();
  await expect(page.getByRole('link', { name: 'सारा सामान देखें' })).toBeVisible();
});
