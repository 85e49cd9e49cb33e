import type { APIRequestContext } from '@playwright/test';
import { expect, type Product, test } from './support/fixtures.js';
import { SHIPPING, settled } from './support/shop-page.js';

async function placeOrder(request: APIRequestContext, product: Product, quantity: number): Promise<string> {
  const answer = await request.post('/api/user/new/order', {
    data: { cartItems: [{ id: product._id, quantity }], shippingInfo: SHIPPING, total: product.rate * quantity },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { order: { _id: string } }).order._id;
}

test('My Orders counts the orders by status and leads to each order', async ({ page, customer, createProduct, admin }) => {
  await page.goto('/Order/MyOrder');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${customer.firstName} Orders`);
  await expect(page.getByText('You Not Place Any Order Yet..!!')).toBeVisible();

  const mangoes = await createProduct({ rate: 120, unit: 'Dozen', kilogramOption: [1] });
  const okra = await createProduct({ rate: 55.5, kilogramOption: [0.5, 1] });
  const first = await placeOrder(page.request, okra, 0.5);
  const second = await placeOrder(page.request, mangoes, 2);
  const third = await placeOrder(page.request, okra, 1);
  await admin.setOrderStatus(second, 'Shipped');
  await admin.setOrderStatus(third, 'Shipped');
  await admin.setOrderStatus(third, 'Delivered');

  await page.reload();
  await settled(page);
  const counts = page.locator('.order-stats');
  // Spec 2.7's three counts, and the cancelled orders counted apart.
  await expect(counts.getByRole('definition')).toHaveText(['3', '1', '1', '0']);
  await expect(counts.getByRole('term')).toHaveText(['Total', 'Delivered', 'Shipped', 'Cancelled']);
  const cards = page.getByRole('main').locator('.order-list > li');
  await expect(cards).toHaveCount(3);
  // Newest first.
  await expect(cards.nth(0)).toContainText('Delivered');
  await expect(cards.nth(0)).toContainText('₹ 55.5');
  await expect(cards.nth(1)).toContainText('Shipped');
  await expect(cards.nth(1)).toContainText('₹ 240');
  await expect(cards.nth(2)).toContainText('Processing');
  await expect(cards.nth(2)).toContainText('Shipping Charge0');
  await expect(cards.nth(2).getByRole('link', { name: 'Get Order Details' })).toHaveAttribute('href', `/Order/OrderDetails/${first}`);

  await cards.nth(1).getByRole('link', { name: 'Get Order Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/Order/OrderDetails/${second}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orders Details');
  await settled(page);
  const facts = page.locator('.order-stats');
  await expect(facts.getByRole('term')).toHaveText(['Items', 'Total Amount', 'Status', 'Date']);
  await expect(facts.getByRole('definition').nth(0)).toHaveText('1');
  await expect(facts.getByRole('definition').nth(1)).toHaveText('₹ 240');
  await expect(facts.getByRole('definition').nth(2)).toHaveText('Shipped');
  const item = page.getByRole('main').locator('.order-items > li');
  await expect(item).toContainText(mangoes.name);
  // Mangoes are sold by the dozen: the order says so (API.md "The shop's own words").
  await expect(item).toContainText('2 Dozen');
  await expect(item).toContainText('₹ 120/Dozen');
  await expect(item).toContainText('₹ 240');
  expect(await item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('an order that does not exist, or is another shopper’s, is not shown', async ({
  page,
  shoppers,
  createProduct,
  playwright,
  baseURL,
}) => {
  // An order page shows only to a signed-in shopper (a guest gets the login screen in its place).
  await shoppers.create({ signIn: true });
  await page.goto('/Order/OrderDetails/00000000-0000-4000-8000-000000000000');
  const missing = page.getByRole('main').locator('.notice');
  // The specification's words, leading space kept.
  await expect(missing).toHaveText('Sorry Order Not Exit');
  expect(await missing.evaluate((p) => p.textContent)).toBe(' Sorry Order Not Exit');
  await page.goto('/Order/OrderDetails/x');
  await expect(missing).toHaveText('Sorry Order Not Exit');

  const product = await createProduct();
  const other = await playwright.request.newContext({ baseURL });
  await shoppers.create({ firstName: 'Ravi', signIn: other });
  const theirs = await placeOrder(other, product, 1);
  await other.dispose();
  await page.goto(`/Order/OrderDetails/${theirs}`);
  await expect(missing).toHaveText('Sorry Order Not Exit');
});

// `customer: _shopper` signs the page in (Playwright reads the fixtures a test names).
test("an order's page messages the shop and shares the order on WhatsApp, at 360 px", async ({
  page,
  customer: _shopper,
  createProduct,
  admin,
}) => {
  // The e2e tests share one shop: this one gives it a WhatsApp number and puts the sample back.
  const setWhatsApp = async (whatsapp: string) =>
    expect((await admin.request.put('/api/admin/settings', { data: { whatsapp } })).status()).toBe(200);
  await setWhatsApp('9123456780');
  try {
    const ghee = await createProduct({ rate: 560, unit: 'Packet', kilogramOption: [1] });
    const orderId = await placeOrder(page.request, ghee, 2);
    await page.goto(`/Order/OrderDetails/${orderId}`);
    await settled(page);
    const number = (await page.getByText(/^Order \d+$/).textContent()) ?? '';
    const text = encodeURIComponent([`Grocery Shop: ${number}`, `• ${ghee.name}: 2 Packet`, 'Amount to pay: ₹ 1,120'].join('\n'));
    const toShop = page.getByRole('link', { name: 'Message the shop on WhatsApp' });
    await expect(toShop).toHaveAttribute('href', `https://wa.me/919123456780?text=${text}`);
    await expect(toShop).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${text}`);
    // Both within the narrow screen, nothing sideways to scroll.
    for (const link of [toShop, page.getByRole('link', { name: 'Share on WhatsApp' })]) {
      const box = await link.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 999) <= 360).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  } finally {
    await setWhatsApp('9876543210');
  }
});
