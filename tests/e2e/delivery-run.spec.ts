import type { APIRequestContext, Page } from '@playwright/test';
import { placeOrder, shot } from './admin-helpers.js';
import { ADMIN, expect, logIn, type Shopper, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

/**
 * The delivery run on a phone (API.md "The delivery run"; decisions 0056-0058): the owner makes
 * an account a rider, ships two orders and gives them to the rider from the orders list on their
 * own phone, the second while the rider's screen is open, where it appears live; the rider signs in and lands on the day's stops,
 * delivers the first with the shopper's code and cash, the second with the code and nothing
 * collected; the riders report of the day adds up: two delivered, the first's amount in cash, the
 * second's unpaid.
 */
interface Tally {
  rider: { _id: string };
  delivered: number;
  cash: number;
  upi: number;
  onCredit: number;
  unpaid: number;
}

/** Today in India (the report's day). */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

async function tallyOf(request: APIRequestContext, riderId: string): Promise<Tally | undefined> {
  const answer = await request.get(`/api/admin/reports/riders?date=${istToday()}`);
  expect(answer.status(), await answer.text()).toBe(200);
  const { riders } = (await answer.json()) as { riders: Tally[] };
  return riders.find((tally) => tally.rider._id === riderId);
}

/** Ships an order as the owner: the answer is the Admin's order, with the shopper's delivery code. */
async function ship(request: APIRequestContext, orderId: string): Promise<string> {
  const answer = await request.put(`/api/user/update/order/${orderId}`, { data: { oStatus: 'Shipped' } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { Order: order } = (await answer.json()) as { Order: { deliveryCode: string } };
  expect(order.deliveryCode).toMatch(/^\d{4}$/);
  return order.deliveryCode;
}

/** The owner chooses orders on the orders list and gives them to the rider. */
async function assignFromList(owner: Page, orderNumbers: number[], riderName: string): Promise<void> {
  await owner.goto('/admin/view/orders?status=Shipped');
  await settled(owner);
  for (const orderNumber of orderNumbers) await owner.getByRole('checkbox', { name: `Select order ${orderNumber}`, exact: true }).check();
  await owner.getByLabel('Rider', { exact: true }).selectOption({ label: riderName });
  await owner.getByRole('button', { name: 'Assign rider', exact: true }).click();
  const done = orderNumbers.length === 1 ? '1 order' : `${orderNumbers.length} orders`;
  await expect(owner.getByText(`${done} assigned to ${riderName}.`)).toBeVisible();
}

/** A stop of the run by its order number. */
const stop = (page: Page, orderNumber: number) => page.getByRole('article', { name: `Order ${orderNumber}`, exact: true });

test('the owner gives two orders to a rider, who delivers one for cash and one unpaid, and the riders report adds up @desktop', async ({
  page,
  browser,
  playwright,
  baseURL,
  admin,
  shoppers,
  createProduct,
}) => {
  const rice = await createProduct({ rate: 61.5, stocks: 50, unit: 'Kg', kilogramOption: [1, 2] });
  const rider: Shopper = await shoppers.create({ firstName: 'Raju', lastName: 'Pawar' });
  const made = await admin.request.put(`/api/user/admin/user/${rider._id}`, { data: { UserRole: 'Rider' } });
  expect(made.status(), await made.text()).toBe(200);

  const shopperRequest = await playwright.request.newContext({ baseURL });
  const [first, second] = await (async () => {
    try {
      await shoppers.create({ firstName: 'Kavita', lastName: 'Jadhav', signIn: shopperRequest });
      return [await placeOrder(shopperRequest, rice, 2), await placeOrder(shopperRequest, rice, 1)];
    } finally {
      await shopperRequest.dispose();
    }
  })();
  if (!first || !second) throw new Error('two orders were placed');
  const codes = { first: await ship(admin.request, first._id), second: await ship(admin.request, second._id) };
  // The owner, on a phone of their own, gives the first order to the rider from the orders list.
  const ownerContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const owner = await ownerContext.newPage();
  await logIn(ownerContext.request, ADMIN);
  await assignFromList(owner, [first.orderNumber], 'Raju Pawar');
  expect(await tallyOf(admin.request, rider._id)).toMatchObject({ delivered: 0, cash: 0, upi: 0, onCredit: 0, unpaid: 0 });

  // The rider signs in and lands on the day's stops, in the order they are due.
  await page.goto('/Login');
  await page.getByLabel('Email').fill(rider.email);
  await page.getByLabel('Password', { exact: true }).fill(rider.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/rider$/);
  await settled(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([`Order ${first.orderNumber}`]);
  // The owner gives the rider another order: it appears without a reload, after the first.
  await assignFromList(owner, [second.orderNumber], 'Raju Pawar');
  await ownerContext.close();
  await expect(headings).toHaveText([`Order ${first.orderNumber}`, `Order ${second.orderNumber}`]);

  const one = stop(page, first.orderNumber);
  await expect(one.getByText('Collect ₹ 123')).toBeVisible();
  await expect(one.getByRole('link', { name: 'Call Kavita Jadhav' })).toHaveAttribute('href', 'tel:+919876543210');
  await expect(one.getByRole('link', { name: /^Open in Google Maps: 12 Market Road/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=12%20Market%20Road%2C%20Sangli%2C%20416416',
  );
  const width = page.viewportSize()?.width ?? 0;
  await shot(page, `rider-${width}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The first: the code, then cash.
  await one.getByRole('button', { name: 'Delivered' }).click();
  await expect(one.getByLabel('Delivery code (4 digits)')).toBeFocused();
  await one.getByLabel('Delivery code (4 digits)').fill(codes.first);
  await shot(page, `rider-step-${width}`);
  await one.getByRole('button', { name: 'Cash', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${first.orderNumber} delivered` })).toBeVisible();
  await expect(one).toHaveCount(0);

  // The second: the code, and nothing collected.
  const two = stop(page, second.orderNumber);
  await two.getByRole('button', { name: 'Delivered' }).click();
  await two.getByLabel('Delivery code (4 digits)').fill(codes.second);
  await two.getByRole('button', { name: 'Not paid', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `Order ${second.orderNumber} delivered` })).toBeVisible();
  await expect(headings).toHaveCount(0);
  await expect(page.getByText('No deliveries for you now.')).toBeVisible();

  expect(await tallyOf(admin.request, rider._id)).toMatchObject({
    delivered: 2,
    cash: first.total,
    upi: 0,
    onCredit: 0,
    unpaid: second.total,
  });
});
