import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { fillShipping, SHIPPING, settled } from './support/shop-page.js';

/**
 * The delivery charge and a coupon on the storefront (API.md "Offers and the delivery charge";
 * docs/decisions/0063). The owner's screens for them come apart, so the owner's part is done
 * through the API as the Admin. The e2e tests share one shop: the fresh shop's charge (none) is
 * put back and the coupon deleted, whatever happens.
 */

const FRESH = { deliveryCharge: 0, freeDeliveryAbove: 0 };
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/offers-shots';

async function setSettings(request: APIRequestContext, change: Record<string, unknown>): Promise<void> {
  const answer = await request.put('/api/admin/settings', { data: change });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Screenshots to look at, by width and language (not part of any assertion). */
async function shot(page: Page, name: string, language = 'en'): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${language}-${width}.png`, fullPage: true });
}

/** Chooses the storefront's language (on a phone the choice is in the menu, closed again after). */
async function chooseLanguage(page: Page, language: 'en' | 'hi'): Promise<void> {
  const menu = page.locator('button.menu-toggle');
  const phone = await menu.isVisible();
  if (phone && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  await page.getByRole('combobox', { name: /Language/ }).selectOption(language);
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  }
}

/** The same screen in Hindi, for the screenshots, then back to English. */
async function shotInHindi(page: Page, name: string): Promise<void> {
  await chooseLanguage(page, 'hi');
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
  await shot(page, name, 'hi');
  await chooseLanguage(page, 'en');
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
}

test('a shopper reaches free delivery, applies a coupon after a wrong one and sees the discount on the order', { tag: '@desktop' }, async ({
  page,
  admin,
  customer: _signedIn,
  createProduct,
  alerts,
}) => {
  const code = `FEST${Date.now().toString(36).slice(-6).toUpperCase()}`;
  let couponId: string | undefined;
  try {
    await setSettings(admin.request, { deliveryCharge: 40, freeDeliveryAbove: 299 });
    const added = await admin.request.post('/api/admin/coupons', { data: { code, kind: 'percent', value: 10, perShopper: 1 } });
    expect(added.status(), await added.text()).toBe(201);
    couponId = ((await added.json()) as { coupon: { _id: string } }).coupon._id;
    const ghee = await createProduct({ rate: 120, unit: 'Packet', kilogramOption: [1, 2, 3] });
    await page.goto(`/product/${ghee._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await page.goto('/Order/Checkout');
    await settled(page);
    const cart = page.getByRole('region', { name: 'Your Cart' });
    // ₹ 120 of items: ₹ 40 to deliver, ₹ 179 short of free delivery.
    await expect(cart.getByText('Add ₹ 179 more for free delivery')).toBeVisible();
    await expect(cart.getByRole('definition').filter({ hasText: '₹ 40' })).toBeVisible();
    await shot(page, 'cart-charge');
    await cart.getByLabel('Quantity (Packet)').selectOption('3');
    await expect(cart.getByText('Free delivery', { exact: true })).toBeVisible();
    await expect(cart.getByText(/more for free delivery/)).toHaveCount(0);
    await shot(page, 'cart-free');
    await shotInHindi(page, 'cart-free');

    await fillShipping(page, SHIPPING);
    await page.getByRole('region', { name: 'Shipping Details' }).getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Order');
    await settled(page);
    const field = page.getByLabel('Coupon code');
    await field.fill('NOSUCH9');
    await page.getByRole('button', { name: 'Apply' }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toHaveText('Coupon NOSUCH9 Does Not Exist, Please Check The Code..!!');
    await expect(field).toHaveAttribute('aria-describedby', (await refusal.getAttribute('id')) ?? '');
    await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeDisabled();
    await shot(page, 'confirm-refused');

    await page.getByRole('button', { name: 'Remove' }).click();
    await field.fill(code.toLowerCase());
    await field.press('Enter');
    // ₹ 360 less 10% is ₹ 324: still above ₹ 299, delivered free.
    await expect(page.getByRole('status').filter({ hasText: `Coupon ${code}: − ₹ 36` })).toBeVisible();
    const totals = page.locator('.order-summary .totals');
    await expect(totals).toContainText(`Coupon ${code}− ₹ 36`);
    await expect(totals).toContainText('Free Shipping For You₹ 0');
    await expect(totals.locator('.totals__grand')).toHaveText('Total₹ 324');
    await shot(page, 'confirm-coupon');
    await shotInHindi(page, 'confirm-coupon');

    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Place..!!');
    await page.getByRole('link', { name: 'Get Order Details' }).click();
    await settled(page);
    const facts = page.locator('.order-stats');
    await expect(facts).toContainText(`Coupon ${code}− ₹ 36`);
    await expect(facts).toContainText('₹ 324');
    await shot(page, 'order-discount');
    await shotInHindi(page, 'order-discount');
    const orders = await (await page.request.get('/api/user/my/orders')).json();
    expect(orders.myOrders[0]).toMatchObject({ total: 324, discount: 36, coupon: code, shippingCharge: 0 });
    expect(alerts).toEqual([]);
  } finally {
    await setSettings(admin.request, FRESH);
    if (couponId) await admin.request.delete(`/api/admin/coupons/${couponId}`);
  }
});
