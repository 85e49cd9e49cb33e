import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { fillShipping, SHIPPING, settled } from './support/shop-page.js';

/**
 * Delivery rules on the storefront (API.md "Delivery area, slots, settings, addresses"). The
 * e2e tests share one shop, so each test sets the settings it needs as the Admin and puts the
 * fresh shop's values back, whatever happens.
 */

const FRESH = { pinCodes: [], slots: [], minOrderAmount: 0 };

async function setSettings(request: APIRequestContext, change: Record<string, unknown>): Promise<void> {
  const answer = await request.put('/api/admin/settings', { data: change });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Screenshots to look at, by width (not part of any assertion). */
async function shot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${process.env.E2E_SHOTS ?? '/tmp/delivery-shots'}/${name}-${width}.png`, fullPage: true });
}

test('a shopper whose PIN the shop does not serve is told so before confirming', { tag: '@desktop' }, async ({
  page,
  admin,
  customer,
  createProduct,
  alerts,
}) => {
  try {
    await setSettings(admin.request, { pinCodes: ['416416', '416415'] });
    const beans = await createProduct({ rate: 60 });
    await page.goto(`/product/${beans._id}`);
    // The product page answers the same question before anything is in the cart.
    await page.getByRole('region', { name: 'Check delivery' }).getByLabel('Pin Code').fill('110001');
    await expect(page.getByText('Sorry, we do not deliver to 110001 yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await page.goto('/Order/Checkout');
    await settled(page);
    const shipping = page.getByRole('region', { name: 'Shipping Details' });
    await expect(shipping.getByLabel('Full Name')).toHaveValue(`${customer.firstName} ${customer.lastName}`);
    // Typed as people write it: the field keeps it all, the rules take the 10 digits.
    await fillShipping(page, { ...SHIPPING, mobileNumber: '+91 98765 43210', pinCode: '110001' });
    await expect(shipping.getByLabel('Mobile Number', { exact: true })).toHaveValue('+91 98765 43210');
    const line = shipping.locator('.pin-check');
    await expect(line).toHaveAttribute('aria-live', 'polite');
    await expect(line).toHaveText('Sorry, we do not deliver to 110001 yet');
    await shot(page, 'checkout-refused-pin');

    await shipping.getByRole('button', { name: 'Next' }).click();
    await expect(shipping.getByRole('alert')).toHaveText('Sorry, we do not deliver to 110001 yet');
    await expect(page).toHaveURL(/\/Order\/Checkout$/);

    await fillShipping(page, { pinCode: SHIPPING.pinCode });
    await expect(line).toHaveText(`We deliver to ${SHIPPING.pinCode}`);
    await shipping.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Order');
    await expect(page.getByRole('region', { name: 'Shipping Info' }).getByRole('row', { name: 'Mobile Number' })).toContainText(
      '9876543210',
    );
    expect(alerts).toEqual([]);
  } finally {
    await setSettings(admin.request, FRESH);
  }
});

test('a shopper books a delivery slot and sees it on the placed order', { tag: '@desktop' }, async ({
  page,
  admin,
  customer,
  createProduct,
}) => {
  try {
    await setSettings(admin.request, {
      slots: [
        { start: '07:00', end: '10:00', capacity: 5 },
        { start: '18:00', end: '21:00', capacity: 5 },
      ],
      slotDays: 3,
      cutoffMinutes: 0,
      minOrderAmount: 100,
    });
    const rice = await createProduct({ rate: 60, unit: 'Packet', kilogramOption: [1, 2] });
    await page.goto(`/product/${rice._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await page.goto('/Order/Checkout');
    await settled(page);
    const cart = page.getByRole('region', { name: 'Your Cart' });
    await expect(cart.getByText('Add ₹ 40 more to place an order (minimum ₹ 100)')).toBeVisible();
    const shipping = page.getByRole('region', { name: 'Shipping Details' });
    await expect(shipping.getByRole('button', { name: 'Next' })).toBeDisabled();
    await cart.getByLabel('Quantity (Packet)').selectOption('2');
    await expect(cart.getByText(/more to place an order/)).toHaveCount(0);

    await fillShipping(page, SHIPPING);
    const slots = page.getByRole('region', { name: 'Delivery Slot' });
    await slots.getByRole('group', { name: 'Day' }).getByRole('radio', { name: 'Tomorrow' }).check();
    const tomorrow = slots.getByRole('group', { name: 'Tomorrow' });
    await expect(tomorrow.getByRole('radio')).toHaveCount(2);
    await shipping.getByRole('button', { name: 'Next' }).click();
    await expect(shipping.getByRole('alert')).toHaveText('Please Choose A Delivery Slot..!!');

    // Keyboard: a day's windows are one radio group; the message goes once a slot is chosen.
    await tomorrow.getByRole('radio', { name: /^7–10\sam/ }).check();
    await expect(shipping.getByRole('alert')).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    const evening = tomorrow.getByRole('radio', { name: /^6–9\spm/ });
    await expect(evening).toBeChecked();
    await expect(evening).toBeFocused();
    await shot(page, 'checkout-slots');

    await page.reload();
    await expect(page.getByRole('group', { name: 'Tomorrow' }).getByRole('radio', { name: /^6–9\spm/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Order');
    const delivery = page.getByRole('region', { name: 'Shipping Info' }).getByRole('row', { name: 'Delivery' });
    const cell = delivery.getByRole('cell');
    await expect(cell).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}, 6–9\spm$/);
    const when = (await cell.textContent()) ?? '';
    await page.getByRole('button', { name: 'Confirm Order' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Place..!!');
    await expect(page.getByText(`Thank You ${customer.firstName}..!!`)).toBeVisible();
    await expect(page.getByText(`Delivery: ${when}`)).toBeVisible();
    const orders = await (await page.request.get('/api/user/my/orders')).json();
    expect(orders.myOrders[0]).toMatchObject({ total: 120, deliverySlot: { start: '18:00', end: '21:00' } });

    await page.getByRole('link', { name: 'Get Order Details' }).click();
    await expect(page.getByRole('definition').filter({ hasText: when })).toBeVisible();
  } finally {
    await setSettings(admin.request, FRESH);
  }
});

for (const words of [
  {
    lang: 'en',
    region: 'Delivery Slot',
    day: 'Day',
    tomorrow: 'Tomorrow',
    evening: /^5–8\spm\s*5 left$/,
    morning: /^7–10\sam/,
    chosen: /^Delivery: Tomorrow, 5–8\spm$/,
    next: 'Next',
    chooseSlot: 'Please Choose A Delivery Slot..!!',
  },
  {
    lang: 'hi',
    region: 'डिलीवरी का समय',
    day: 'दिन',
    tomorrow: 'कल',
    evening: /^शाम\s5–8\s*5 जगहें बचीं$/,
    morning: /^सुबह\s7–10/,
    chosen: /^डिलीवरी: कल, शाम\s5–8$/,
    next: 'आगे बढ़ें',
    chooseSlot: 'कृपया डिलीवरी का समय चुनें..!!',
  },
]) {
  test(`the delivery slots are a compact choice of a day, then its hours as shoppers say them (${words.lang})`, {
    tag: '@desktop',
  }, async ({ page, admin, customer, createProduct }) => {
    try {
      await setSettings(admin.request, {
        slots: [
          { start: '07:00', end: '10:00', capacity: 5 },
          { start: '10:00', end: '13:00', capacity: 5 },
          { start: '14:00', end: '17:00', capacity: 5 },
          { start: '17:00', end: '20:00', capacity: 5 },
        ],
        slotDays: 3,
        cutoffMinutes: 0,
      });
      const okra = await createProduct({ rate: 60 });
      await page.goto(`/product/${okra._id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await page.goto('/Order/Checkout');
      await settled(page);
      await fillShipping(page, SHIPPING);
      await page.goto(`/Order/Checkout?lang=${words.lang}`);
      await settled(page);
      expect(customer.email).toMatch(/@/);

      const picker = page.getByRole('region', { name: words.region });
      const days = picker.getByRole('group', { name: words.day });
      await expect(days.getByRole('radio').first()).toBeChecked();
      await days.getByRole('radio', { name: words.tomorrow, exact: true }).check();
      const tomorrow = picker.getByRole('group', { name: words.tomorrow, exact: true });
      await expect(tomorrow.getByRole('radio')).toHaveCount(4);
      await expect(tomorrow.getByRole('radio', { name: words.evening })).toBeEnabled();
      // No 24-hour clock on the shopper's screen.
      await expect(picker).not.toContainText(/\d\d:\d\d/);
      // Three days of four windows fit in well under a phone's screen (they took over 1,000 px as cards).
      expect((await picker.boundingBox())?.height).toBeLessThan(320);

      // Next without a slot says so; the message goes once a window is taken.
      await page.getByRole('button', { name: words.next }).click();
      const problem = page.getByRole('alert');
      await expect(problem).toHaveText(words.chooseSlot);

      // Keyboard: from the day, Tab reaches its first window; Space takes it, arrows move on.
      await days.getByRole('radio', { name: words.tomorrow, exact: true }).focus();
      await page.keyboard.press('Tab');
      const first = tomorrow.getByRole('radio', { name: words.morning });
      await expect(first).toBeFocused();
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      await expect(problem).toHaveCount(0);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect(tomorrow.getByRole('radio', { name: words.evening })).toBeChecked();
      await shot(page, `checkout-slot-chips-${words.lang}`);

      // Looking at another day keeps the choice, and says which it is.
      await days.getByRole('radio').last().check();
      await expect(picker.getByText(words.chosen)).toBeVisible();
      await expect(picker.getByRole('radio', { checked: true })).toHaveCount(1);
    } finally {
      await setSettings(admin.request, FRESH);
    }
  });
}
