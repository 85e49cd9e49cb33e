import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectFitsWidth, TABLET } from './admin-helpers.js';
import { ADMIN, expect, logIn, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

/**
 * The owner's coupons and delivery charge (API.md "Offers and the delivery charge"; decision
 * 0064): from the sidebar to the Coupons screen, a coupon added, a taken code refused beside the
 * code, paused, read in Hindi and deleted after the dialog; the delivery charge saved in Settings.
 * Runs at 360 px (cards, never sideways) and, tagged @desktop, at 1280 px (a table); the 768 px
 * tablet rule of the admin area holds too.
 */
const SHOTS = '/tmp/coupons-shots';

/** A code no other run or width uses: letters and digits, at most 20. */
const freshCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

async function picture(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** The coupon's entry in the list: its table row on a wide screen, its card on a phone. */
const entryOf = (page: Page, code: string) =>
  page.locator('tr, li.order-card').filter({ has: page.locator('.coupon-code', { hasText: code }) });

async function removeCoupon(request: APIRequestContext, code: string) {
  const coupons = (await (await request.get('/api/admin/coupons')).json()).coupons as { _id: string; code: string }[];
  for (const coupon of coupons.filter((c) => c.code === code)) await request.delete(`/api/admin/coupons/${coupon._id}`);
}

test('the owner adds, pauses and deletes a coupon, and sets the delivery charge @desktop', async ({ page }) => {
  await logIn(page.request, ADMIN);
  const code = freshCode('FEST');
  try {
    await page.goto('/admin/home');
    await settled(page);
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(/\/admin\/coupons$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
    await settled(page);

    await page.getByRole('button', { name: 'Add coupon' }).click();
    await expect(page.getByRole('heading', { name: 'Add coupon' })).toBeFocused();
    await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
    await page.getByLabel('Value').fill('10');
    await page.getByLabel('Max discount (₹)').fill('50');
    await page.getByLabel('Total uses').fill('100');
    await expectFitsWidth(page);
    await picture(page, 'coupon-form');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    await expect(page.getByText(`Coupon ${code} added.`)).toBeVisible();
    const entry = entryOf(page, code);
    await expect(entry).toContainText('10%');
    await expect(entry).toContainText('₹ 50');
    await expect(entry).toContainText('0 of 100');
    await expect(entry).toContainText('Active');

    // The same code again: the shop's refusal stands beside the code.
    await page.getByRole('button', { name: 'Add coupon' }).click();
    await page.getByLabel('Code', { exact: true }).fill(code);
    await page.getByRole('radio', { name: 'Flat amount off (₹)' }).check();
    await expect(page.getByLabel('Max discount (₹)')).toHaveCount(0);
    await page.getByLabel('Value').fill('25');
    await page.getByRole('button', { name: 'Add coupon' }).click();
    await expect(page.locator('#coupon-code-problems')).toHaveText(`Coupon Code ${code} Already Exists..!!`);
    await expect(page.getByLabel('Code', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectFitsWidth(page);
    await picture(page, 'coupon-refused');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await entry.getByRole('button', { name: `Pause ${code}` }).click();
    await expect(entry).toContainText('Paused');
    await expect(entry.getByRole('button', { name: `Resume ${code}` })).toBeVisible();
    await expectFitsWidth(page);
    await picture(page, 'coupons-en');

    // In Hindi, the same list.
    await page.goto('/admin/coupons?lang=hi');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'कूपन' })).toBeVisible();
    await expect(entryOf(page, code)).toContainText('100 में से 0');
    await expect(entryOf(page, code)).toContainText('रुका हुआ');
    await expectFitsWidth(page);
    await picture(page, 'coupons-hi');
    await page.goto('/admin/coupons?lang=en');
    await settled(page);

    await entryOf(page, code)
      .getByRole('button', { name: `Delete ${code}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete this coupon?' });
    await expect(dialog).toContainText(code);
    await dialog.getByRole('button', { name: 'Delete coupon' }).click();
    await expect(page.getByText('Coupon Deleted..!!')).toBeVisible();
    await expect(entryOf(page, code)).toHaveCount(0);

    // The delivery charge, among the delivery settings.
    await page.goto('/admin/settings');
    await settled(page);
    await page.getByLabel('Delivery charge (₹)').fill('30');
    await page.getByLabel('Free delivery above (₹)').fill('500');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings Saved..!!')).toBeVisible();
    await expect(page.getByLabel('Delivery charge (₹)')).toHaveValue('30');
    await expectFitsWidth(page);
    await page.getByLabel('Delivery charge (₹)').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/settings-charge-${page.viewportSize()?.width}.png` });
    await page.goto('/admin/settings?lang=hi');
    await settled(page);
    await expect(page.getByLabel('डिलीवरी चार्ज (₹)')).toHaveValue('30');
    await page.getByLabel('डिलीवरी चार्ज (₹)').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/settings-charge-hi-${page.viewportSize()?.width}.png` });
    await page.goto('/admin/settings?lang=en');
  } finally {
    await removeCoupon(page.request, code);
    await page.request.put('/api/admin/settings', { data: { deliveryCharge: 0, freeDeliveryAbove: 0 } });
  }
});

test.describe('on a 768 px tablet', () => {
  test.use(TABLET);

  test('lists the coupons without scrolling sideways', async ({ page }) => {
    await logIn(page.request, ADMIN);
    const code = freshCode('TAB');
    const added = await page.request.post('/api/admin/coupons', {
      data: {
        code,
        kind: 'percent',
        value: 12.5,
        minAmount: 999,
        maxDiscount: 150,
        validFrom: '2026-01-01',
        validTo: '2026-12-31',
        perShopper: 3,
      },
    });
    expect(added.status(), await added.text()).toBe(201);
    try {
      await page.goto('/admin/coupons');
      await settled(page);
      await expect(entryOf(page, code)).toContainText('12.5%');
      await expectFitsWidth(page);
      await picture(page, 'coupons');
    } finally {
      await removeCoupon(page.request, code);
    }
  });
});
