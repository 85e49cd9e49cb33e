import { devices } from '@playwright/test';
import { logIn } from './admin-helpers.js';
import { ADMIN, expect, test } from './support/fixtures.js';
import { fillShipping, SHIPPING, settled } from './support/shop-page.js';

const SHOTS = '/tmp/payment-shots';
const UPI_ID = 'e2e.greens@okbank';

/**
 * Getting paid by UPI on a phone (API.md "Getting paid"): the owner takes UPI on Settings, a
 * shopper chooses it at checkout, scans or opens the link and reports the UTR; the owner sees the
 * UTR, marks the order paid, and the shopper's page says Paid. The shop's data is shared by every
 * spec: the settings are put back whatever happens, so the shop takes cash alone again.
 */
test('an owner takes UPI, a shopper pays an order by UPI and reports the UTR, the owner marks it paid', async ({
  page,
  customer,
  browser,
  admin,
  createProduct,
}) => {
  // Two people's screens and a build's worth of pages: more than one short journey's time.
  test.setTimeout(60_000);
  const original = (await (await admin.request.get('/api/settings')).json()).settings;
  const ownerContext = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const owner = await ownerContext.newPage();
  try {
    await logIn(owner.request, ADMIN.email, ADMIN.password);
    await owner.goto('/admin/settings');
    await settled(owner);
    const methods = owner.getByRole('group', { name: 'Ways Shoppers May Pay' });
    await methods.getByRole('checkbox', { name: /^UPI/ }).check();
    await owner.getByLabel('UPI ID', { exact: true }).fill(UPI_ID);
    await owner.getByRole('button', { name: 'Save Settings' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Settings Saved..!!' })).toBeVisible();

    // The shopper checks out and chooses UPI.
    const rice = await createProduct({ rate: 64.5, kilogramOption: [1] });
    await page.goto(`/product/${rice._id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.goto('/Order/Checkout');
    await settled(page);
    const shipping = page.getByRole('region', { name: 'Shipping Details' });
    await fillShipping(page, SHIPPING);
    const way = shipping.getByRole('group', { name: 'How would you like to pay?' });
    await expect(way.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await way.getByRole('radio', { name: /^UPI/ }).check();
    await page.screenshot({ path: `${SHOTS}/checkout-360.png`, fullPage: true });
    // The same choice in Hindi on a wide screen (looked at, not compared); the choice is kept.
    await page.goto('/Order/Checkout?lang=hi');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('radio', { name: /^UPI/ })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/checkout-hi-1280.png`, fullPage: true });
    await page.goto('/Order/Checkout?lang=en');
    await page.setViewportSize({ width: 360, height: 740 });
    await settled(page);
    await shipping.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Payment: UPI')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm Order' }).click();

    // The thank-you page: the QR code, the amount, the link a UPI app opens, the UTR field.
    await expect(page.getByRole('heading', { name: 'Order Place..!!' })).toBeVisible();
    await expect(page.getByText(`Thank You ${customer.firstName}..!!`)).toBeVisible();
    await expect(page.getByText('Your Order Has Been Placed Successfully. Pay By UPI Below.')).toBeVisible();
    const pay = page.getByRole('region', { name: 'Pay by UPI' });
    const qr = pay.getByRole('img', { name: /^UPI QR code to pay ₹ 64\.5 for order \d+$/ });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await qr.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(200);
    const link = pay.getByRole('link', { name: 'Pay by UPI app' });
    await expect(link).toHaveAttribute('href', /^upi:\/\/pay\?pa=e2e\.greens%40okbank&pn=.+&am=64\.50&cu=INR&tn=Order%20\d+&tr=\d+$/);
    await page.screenshot({ path: `${SHOTS}/placed-360.png`, fullPage: true });

    const utr = pay.getByLabel('Paid? Enter the UTR');
    await utr.fill('1234 5678');
    await pay.getByRole('button', { name: 'Send UTR' }).click();
    await expect(pay.getByRole('alert')).toHaveText('The UTR has 12 digits. Please check it in your UPI app.');
    await expect(utr).toHaveAttribute('aria-invalid', 'true');
    await utr.fill('4012 3456 7890');
    await pay.getByRole('button', { name: 'Send UTR' }).click();
    await expect(pay.getByRole('status')).toHaveText(
      'Thank you! UTR 401234567890 is sent. The shop will check it and mark your order paid.',
    );
    const orderLink = page.getByRole('link', { name: 'Get Order Details' });
    const orderPath = (await orderLink.getAttribute('href')) ?? '';
    const orderId = orderPath.split('/').pop() ?? '';

    // The order's own page in Hindi, on the phone and on a wide screen (looked at, not compared).
    await page.goto(`${orderPath}?lang=hi`);
    await expect(page.getByRole('region', { name: 'UPI से भुगतान करें' }).getByRole('img')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/order-hi-360.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SHOTS}/order-hi-1280.png`, fullPage: true });
    await page.goto(`${orderPath}?lang=en`);
    await expect(page.getByRole('region', { name: 'Pay by UPI' }).getByRole('img')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/order-en-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });

    // The owner sees the UTR on the order and marks it paid by UPI with it.
    await owner.goto(`/admin/update/order/${orderId}`);
    await settled(owner);
    const payment = owner.getByRole('region', { name: 'Payment' });
    await expect(payment.getByText('401234567890', { exact: true })).toBeVisible();
    await expect(payment.getByRole('radio', { name: 'UPI' })).toBeChecked();
    await expect(payment.getByLabel('Reference (optional)')).toHaveValue('401234567890');
    await owner.screenshot({ path: `${SHOTS}/admin-order-360.png`, fullPage: true });
    await owner.setViewportSize({ width: 1280, height: 900 });
    await owner.screenshot({ path: `${SHOTS}/admin-order-1280.png`, fullPage: true });
    await payment.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(owner.getByRole('status').filter({ hasText: 'Payment Recorded..!!' })).toBeVisible();
    await expect(payment.locator('.payment-badge')).toHaveText('Paid');

    // The shopper's order page says Paid, and offers nothing more to pay.
    await page.goto(orderPath);
    await settled(page);
    await expect(page.locator('.order-payment .payment-badge')).toHaveText('Paid');
    await expect(page.getByRole('region', { name: 'Pay by UPI' })).toHaveCount(0);
    await owner.goto('/admin/view/orders?status=Processing');
    await settled(owner);
    await owner.screenshot({ path: `${SHOTS}/admin-orders-1280.png`, fullPage: true });
  } finally {
    const restored = await admin.request.put('/api/admin/settings', {
      data: { paymentMethods: original.paymentMethods, upiId: original.upiId, upiName: original.upiName },
    });
    expect(restored.status(), await restored.text()).toBe(200);
    await ownerContext.close();
  }
});
