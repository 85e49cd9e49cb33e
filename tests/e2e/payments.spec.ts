import { type APIRequestContext, type Browser, devices, type Page } from '@playwright/test';
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

/** An owner's screen in a browser of its own: a phone, signed in as the shop's Admin (a session of its own). */
async function ownerScreen(browser: Browser) {
  const context = await browser.newContext({ ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await logIn(page.request, ADMIN.email, ADMIN.password);
  return { context, page };
}

/** Opens `path` and waits until the admin area's live events are flowing to it. */
async function openListening(page: Page, path: string): Promise<void> {
  const listening = page.waitForResponse((response) => response.url().endsWith('/api/admin/events') && response.status() === 200);
  await page.goto(path);
  await listening;
  await settled(page);
}

test("an owner's open order and cash-up follow a payment another admin session records, without a reload", async ({
  browser,
  playwright,
  baseURL,
  admin,
  shoppers,
  createProduct,
}) => {
  test.setTimeout(60_000);
  const dal = await createProduct({ rate: 58, kilogramOption: [1] });
  const shopperRequest = await playwright.request.newContext({ baseURL });
  const [first, second] = await (async () => {
    try {
      await shoppers.create({ firstName: 'Ramesh', signIn: shopperRequest });
      return [await placeOrderOf(shopperRequest, dal._id, 58), await placeOrderOf(shopperRequest, dal._id, 58)];
    } finally {
      await shopperRequest.dispose();
    }
  })();
  for (const order of [first, second]) {
    await admin.setOrderStatus(order._id, 'Shipped');
    await admin.setOrderStatus(order._id, 'Delivered');
  }

  const watcher = await ownerScreen(browser);
  const other = await ownerScreen(browser);
  try {
    // One owner has the order open; a mark tells a reload from a live refresh.
    const { page } = watcher;
    await openListening(page, `/admin/update/order/${first._id}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.locator('.payment-badge')).toHaveText('Unpaid');
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // Another session of the shop's Admin marks it paid on its own screen.
    await other.page.goto(`/admin/update/order/${first._id}`);
    await settled(other.page);
    const otherPayment = other.page.getByRole('region', { name: 'Payment' });
    await otherPayment.getByRole('radio', { name: 'UPI' }).check();
    await otherPayment.getByRole('button', { name: 'Mark Paid' }).click();
    await expect(other.page.getByRole('status').filter({ hasText: 'Payment Recorded..!!' })).toBeVisible();

    // The first screen shows it at once: Paid, by UPI, with Mark Paid gone.
    await expect(payment.locator('.payment-badge')).toHaveText('Paid');
    await expect(payment.getByRole('button', { name: 'Mark Paid' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    // The cash-up too: the second order leaves the list to collect when the payment is recorded elsewhere.
    await openListening(page, '/admin/cash-up');
    const toCollect = page.getByRole('region', { name: 'Delivered, not paid' });
    const link = toCollect.getByRole('link', { name: `Order ${second.orderNumber}`, exact: true });
    await expect(link).toBeVisible();
    const recorded = await admin.request.put(`/api/admin/orders/${second._id}/payment`, { data: { method: 'Cash' } });
    expect(recorded.status(), await recorded.text()).toBe(200);
    await expect(link).toHaveCount(0);
  } finally {
    await watcher.context.close();
    await other.context.close();
  }
});

/** A cash order of one Kg of a product at `rate` (`request` signed in as the shopper). */
async function placeOrderOf(request: APIRequestContext, productId: string, rate: number) {
  const answer = await request.post('/api/user/new/order', {
    data: { cartItems: [{ id: productId, quantity: 1 }], shippingInfo: SHIPPING, total: rate },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).order as { _id: string; orderNumber: number };
}
