import { devices } from '@playwright/test';
import { expectFitsWidth, logIn } from './admin-helpers.js';
import { ADMIN, expect, test } from './support/fixtures.js';
import { accountButton, fillShipping, openPanel, SHIPPING, settled } from './support/shop-page.js';

const SHOTS = '/tmp/khata-shots';

/**
 * Buying on credit on a phone (API.md "Getting paid"; the khata): the owner takes Credit on
 * Settings and gives a shopper a credit limit on their user page; the shopper orders on Credit;
 * the owner delivers it, finds the shopper among those who owe, records a payment against the
 * khata and sends a reminder; the shopper's My Khata shows the ledger and what is still owed.
 * The shop's data is shared by every spec: the settings are put back whatever happens.
 */
test('an owner gives credit, a shopper orders on it, the owner takes a payment on the khata, the shopper reads it', async ({
  page,
  customer,
  browser,
  admin,
  createProduct,
}) => {
  // Two people's screens and a build's worth of pages: more than one short journey's time.
  test.setTimeout(90_000);
  const original = (await (await admin.request.get('/api/settings')).json()).settings;
  const ownerContext = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const owner = await ownerContext.newPage();
  try {
    await logIn(owner.request, ADMIN.email, ADMIN.password);

    // The owner takes Credit.
    await owner.goto('/admin/settings');
    await settled(owner);
    await owner.getByRole('group', { name: 'Ways Shoppers May Pay' }).getByRole('checkbox', { name: 'Credit (khata)' }).check();
    await owner.getByRole('button', { name: 'Save Settings' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Settings Saved..!!' })).toBeVisible();

    // ...and gives the shopper ₹ 500 of credit on their user page, after a typo.
    await owner.goto(`/admin/view/users?q=${encodeURIComponent(customer.email)}`);
    await settled(owner);
    await owner.getByRole('row').filter({ hasText: customer.email }).getByRole('link', { name: 'Edit' }).click();
    const credit = owner.getByRole('form', { name: 'Credit (Khata)' });
    const limit = credit.getByLabel('Credit Limit (₹)');
    await expect(limit).toHaveValue('0');
    await limit.fill('5OO');
    await credit.getByRole('button', { name: 'Save Credit Limit' }).click();
    await expect(credit.getByRole('alert')).toHaveText(
      'Credit Limit: Give an amount of ₹ 0 or more, at most ₹ 1,00,00,000, with at most 2 decimals..!!',
    );
    await expect(limit).toHaveAttribute('aria-invalid', 'true');
    await limit.fill('500');
    await credit.getByRole('button', { name: 'Save Credit Limit' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Credit limit saved: ₹ 500.' })).toBeVisible();
    await expectFitsWidth(owner);
    await owner.screenshot({ path: `${SHOTS}/admin-user-credit-360.png`, fullPage: true });

    // The shopper checks out on Credit, told how much credit is free.
    const dal = await createProduct({ rate: 120, kilogramOption: [1] });
    await page.goto(`/product/${dal._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/Order/Checkout');
    await settled(page);
    await fillShipping(page, SHIPPING);
    const way = page.getByRole('region', { name: 'Shipping Details' }).getByRole('group', { name: 'How would you like to pay?' });
    const onCredit = way.getByRole('radio', { name: /^Credit \(khata\)/ });
    await expect(onCredit).toHaveAccessibleName(/Credit available: ₹ 500$/);
    await onCredit.check();
    await page.screenshot({ path: `${SHOTS}/checkout-credit-360.png`, fullPage: true });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Payment: Credit (khata)')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    await expect(page.getByRole('heading', { name: 'Order Place..!!' })).toBeVisible();
    await expect(page.getByText('Your Order Has Been Placed Successfully. It Goes On Your Khata When Delivered.')).toBeVisible();
    const orderPath = (await page.getByRole('link', { name: 'Get Order Details' }).getAttribute('href')) ?? '';
    const orderId = orderPath.split('/').pop() ?? '';

    // The owner ships and delivers it: it goes on the shopper's khata.
    await owner.goto(`/admin/update/order/${orderId}`);
    await settled(owner);
    const status = owner.getByLabel('Order Status');
    for (const next of ['Shipped', 'Delivered']) {
      await status.selectOption(next);
      await owner.getByRole('button', { name: 'Update Status' }).click();
      await expect(owner.locator('.order-stats .status')).toHaveText(next);
    }
    await expect(owner.getByRole('region', { name: 'Payment' }).locator('.payment-badge')).toHaveText('On credit');

    // The owner finds the shopper among those who owe, opens the khata and records a payment.
    await owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Khata' }).click();
    await expect(owner.getByRole('heading', { level: 1, name: 'Khata' })).toBeVisible();
    await settled(owner);
    const name = `${customer.firstName} ${customer.lastName}`;
    // On the phone, a card a customer: what they owe and since when, without scrolling sideways.
    const card = owner.getByRole('listitem').filter({ hasText: name });
    await expect(card).toContainText('₹ 120');
    await expect(card).toContainText('today');
    await expectFitsWidth(owner);
    await owner.screenshot({ path: `${SHOTS}/admin-khata-list-360.png`, fullPage: true });
    await card.getByRole('link', { name }).click();
    await expect(owner.getByRole('heading', { level: 1, name: `Khata: ${name}` })).toBeVisible();
    await settled(owner);
    const pay = owner.getByRole('region', { name: 'Record a Payment' });
    const amount = pay.getByLabel('Amount (₹)');
    await amount.fill('200');
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await expect(pay.getByRole('alert')).toHaveText('Amount: At most the balance, ₹ 120..!!');
    await amount.fill('50');
    await pay.getByRole('radio', { name: 'Cash' }).check();
    await pay.getByLabel('Reference (optional)').fill('Receipt 17');
    await pay.getByRole('button', { name: 'Record Payment' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Payment of ₹ 50 recorded. Balance now ₹ 70.' })).toBeVisible();
    await owner.getByRole('region', { name: 'Reminder' }).getByRole('button', { name: 'Send Reminder' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Reminder Sent..!!' })).toBeVisible();
    await expectFitsWidth(owner);
    await owner.screenshot({ path: `${SHOTS}/admin-khata-account-360.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.screenshot({ path: `${SHOTS}/admin-khata-account-1280.png`, fullPage: true });
    // On a wide screen, the table.
    await owner.goto('/admin/khata');
    await settled(owner);
    await expect(owner.getByRole('row').filter({ hasText: name })).toContainText('₹ 70');
    await owner.screenshot({ path: `${SHOTS}/admin-khata-list-1280.png`, fullPage: true });
    // The owner's khata in Hindi, on a wide screen and the phone (looked at, not compared).
    await owner.goto('/admin/khata?lang=hi');
    await expect(owner.getByRole('heading', { level: 1, name: 'उधार खाते' })).toBeVisible();
    await settled(owner);
    await owner.screenshot({ path: `${SHOTS}/admin-khata-list-hi-1280.png`, fullPage: true });
    await owner.getByRole('link', { name }).click();
    await expect(owner.getByRole('heading', { level: 1, name: `उधार खाता: ${name}` })).toBeVisible();
    await settled(owner);
    await owner.setViewportSize({ width: 360, height: 740 });
    await expectFitsWidth(owner);
    await owner.screenshot({ path: `${SHOTS}/admin-khata-account-hi-360.png`, fullPage: true });

    // The shopper's My Khata, from the account menu: the figures and the ledger, newest first.
    await page.goto('/');
    await openPanel(accountButton(page));
    await page.getByRole('link', { name: 'My Khata' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Khata' })).toBeVisible();
    await settled(page);
    const figures = page.locator('.khata-summary');
    await expect(figures.locator('div').filter({ hasText: 'Balance due' }).locator('dd')).toHaveText('₹ 70');
    await expect(figures.locator('div').filter({ hasText: 'Credit limit' }).locator('dd')).toHaveText('₹ 500');
    await expect(figures.locator('div').filter({ hasText: 'Credit available' }).locator('dd')).toHaveText('₹ 430');
    const ledger = page.getByRole('table', { name: 'Khata entries, newest first' });
    const entries = ledger.getByRole('row');
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(1)).toContainText('Payment, cash');
    await expect(entries.nth(1)).toContainText('Ref. Receipt 17');
    await expect(entries.nth(1).getByRole('cell')).toHaveText(['− ₹ 50', '₹ 70']);
    await expect(entries.nth(2).getByRole('link', { name: /^Order \d+$/ })).toHaveAttribute('href', orderPath);
    await expect(entries.nth(2).getByRole('cell')).toHaveText(['+ ₹ 120', '₹ 120']);
    await expectFitsWidth(page);
    await page.screenshot({ path: `${SHOTS}/my-khata-360.png`, fullPage: true });

    // An order past the credit still free: the shop's refusal says what is owed and the limit, and leads back here.
    const oil = await createProduct({ rate: 450, kilogramOption: [1] });
    await page.goto(`/product/${oil._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/Order/Checkout');
    await settled(page);
    await expect(way.getByRole('radio', { name: /^Credit \(khata\)/ })).toHaveAccessibleName(/Credit available: ₹ 430$/);
    await expect(way.getByRole('radio', { name: /^Credit \(khata\)/ })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Confirm Order' }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('You Owe ₹ 70 On Credit With Orders On Their Way, And Your Credit Limit Is ₹ 500.');
    await expect(page.getByRole('button', { name: 'Confirm Order' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/confirm-credit-refused-360.png`, fullPage: true });
    await refusal.getByRole('link', { name: 'See my khata' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Khata' })).toBeVisible();
    // The same in Hindi and Marathi, on the phone and a wide screen (looked at, not compared).
    await page.goto('/my/khata?lang=hi');
    await expect(page.getByRole('heading', { level: 1, name: 'मेरा उधार खाता' })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/my-khata-hi-360.png`, fullPage: true });
    await page.goto('/my/khata?lang=mr');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('heading', { level: 1, name: 'माझे उधारी खाते' })).toBeVisible();
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/my-khata-mr-1280.png`, fullPage: true });
    await page.goto('/my/khata?lang=en');
    await settled(page);
    await page.screenshot({ path: `${SHOTS}/my-khata-1280.png`, fullPage: true });
  } finally {
    const restored = await admin.request.put('/api/admin/settings', { data: { paymentMethods: original.paymentMethods } });
    expect(restored.status(), await restored.text()).toBe(200);
    await ownerContext.close();
  }
});
