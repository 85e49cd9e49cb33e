import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.js';
import { cartCount, checkOutToConfirm, settled, storedCart } from './support/shop-page.js';

/**
 * A shop that works on a bad network (docs/decisions/0066-offline.md): the service worker is
 * allowed here, as a shopper's phone has it. `context.setOffline` cuts the network of the pages
 * and of the worker alike (the first journey shows it: its prices come stamped from the worker's
 * cache, which it answers only when its own request fails).
 */
test.use({ serviceWorkers: 'allow' });

const goOffline = (context: BrowserContext) => context.setOffline(true);
const goOnline = (context: BrowserContext) => context.setOffline(false);

/** The service worker controls the page (its first visit installs it). */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** The shopper's orders of `productId`, as the shop has them. */
async function ordersOf(page: Page, productId: string): Promise<{ _id: string; orderNumber: number; user: { _id: string } }[]> {
  const answer = await (await page.context().request.get('/api/user/my/orders')).json();
  return answer.myOrders.filter((order: { orderItems: { _id: string }[] }) => order.orderItems.some((item) => item._id === productId));
}

/** How many orders the phone keeps waiting or refused (the shop's IndexedDB, decision 0066). */
function keptOrders(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const opening = indexedDB.open('grocery-shop');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('waiting-orders')) {
            db.close();
            resolve(0);
            return;
          }
          const counting = db.transaction('waiting-orders').objectStore('waiting-orders').count();
          counting.onsuccess = () => {
            db.close();
            resolve(counting.result);
          };
          counting.onerror = () => reject(counting.error);
        };
      }),
  );
}

/** From the product's page to the confirm page, online. */
async function toConfirmPage(page: Page, productId: string): Promise<void> {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await checkOutToConfirm(page);
  await settled(page);
}

test.beforeEach(({ expectedProblems }) => {
  // The browser logs each request the cut network fails; the screens say it their own way.
  expectedProblems.push(/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/);
});

test('after one online visit the shop is browsed offline, prices marked with when they were seen', async ({
  page,
  context,
  createProduct,
}) => {
  const product = await createProduct({ rate: 42 });
  await page.goto('/');
  await workerInControl(page);
  // The visit: the list and the product's page, read through the worker.
  await page.goto('/products');
  await settled(page);
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('article').getByRole('heading', { name: product.name })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('article').getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page.getByRole('article')).toContainText('₹ 42');
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toContainText(/Prices as of \d{1,2}:\d{2}\s?(am|pm)\./i);
  const picture = page.getByRole('article').getByRole('img', { name: product.name });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Another page of the shop, opened offline: the app shell and the list last seen.
  await page.goto('/products');
  await expect(page.getByRole('article', { name: product.name, exact: true })).toBeVisible();
  await expect(banner).toBeVisible();

  await goOnline(context);
  await expect(banner).toHaveCount(0);
});

test('an order confirmed offline waits on the phone and is placed once when the network returns', async ({
  page,
  context,
  customer,
  createProduct,
}) => {
  const product = await createProduct({ rate: 30 });
  await page.goto('/');
  await workerInControl(page);
  await toConfirmPage(page, product._id);

  // Offline, the confirm page opens again from the phone: the shopper, the cart's prices and the
  // shop's settings as last seen.
  await goOffline(context);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText('Prices as of');
  await expect(page.locator('.totals__grand')).toContainText('₹ 15');
  await expect(page.getByRole('main').getByText(/^Prices as of \d{1,2}:\d{2}\s?(am|pm)\.$/i)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/Order\/MyOrder$/);
  await expect(page.getByText('Waiting for network')).toBeVisible();
  await expect(cartCount(page)).toHaveText('0');
  expect(await storedCart(page)).toEqual([]);

  await goOnline(context);
  await expect(page.getByRole('status').filter({ hasText: /Your order \d+ was sent and placed\./ })).toBeVisible();
  await expect(page.getByText('Waiting for network')).toHaveCount(0);
  const orders = await ordersOf(page, product._id);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.user._id).toBe(customer._id);
  await expect(page.getByRole('heading', { name: `Order ${orders[0]?.orderNumber}`, exact: true })).toBeVisible();
});

/** Confirms the cart offline on the confirm page; the order then waits on the phone. */
async function confirmOffline(page: Page, context: BrowserContext): Promise<void> {
  await goOffline(context);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByText('Waiting for network')).toBeVisible();
  expect(await keptOrders(page)).toBe(1);
}

test('an order confirmed offline is placed once when the shop is opened again online', async ({
  page,
  context,
  customer,
  createProduct,
}) => {
  const product = await createProduct({ rate: 25 });
  await page.goto('/');
  await workerInControl(page);
  await toConfirmPage(page, product._id);
  // This browser's service worker cannot send it: the next visit's page must.
  const sends = { page: 0, worker: 0 };
  await context.route('**/api/user/new/order', (route) => {
    if (route.request().serviceWorker()) {
      sends.worker += 1;
      return route.abort('internetdisconnected');
    }
    sends.page += 1;
    return route.fallback();
  });

  await confirmOffline(page, context);
  // The page is closed while the phone is still offline; later the shop is opened online again.
  await page.close();
  await goOnline(context);
  const again = await context.newPage();
  await again.goto('/Order/MyOrder');
  await expect.poll(() => keptOrders(again)).toBe(0);
  await expect(again.getByText('Waiting for network')).toHaveCount(0);
  const orders = await ordersOf(again, product._id);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.user._id).toBe(customer._id);
  expect(sends.page).toBeGreaterThanOrEqual(1);
  await expect(again.getByRole('heading', { name: `Order ${orders[0]?.orderNumber}`, exact: true })).toBeVisible();
});

test('with no page of the shop open, Background Sync places the waiting order once the network returns', async ({
  page,
  context,
  customer,
  createProduct,
}) => {
  const product = await createProduct({ rate: 15 });
  await page.goto('/');
  await workerInControl(page);
  await toConfirmPage(page, product._id);
  await confirmOffline(page, context);
  await page.close();

  await goOnline(context);
  await expect.poll(async () => (await ordersOf(page, product._id)).length, { timeout: 15_000 }).toBe(1);
  const [order] = await ordersOf(page, product._id);
  expect(order?.user._id).toBe(customer._id);
  // Opened again, the shop has nothing left to send.
  const again = await context.newPage();
  await again.goto('/Order/MyOrder');
  await expect(again.getByRole('heading', { name: `Order ${order?.orderNumber}`, exact: true })).toBeVisible();
  expect(await keptOrders(again)).toBe(0);
  expect(await ordersOf(again, product._id)).toHaveLength(1);
});

test('an order whose answer was lost on the way is sent again with its key and placed once', async ({ page, customer, createProduct }) => {
  const product = await createProduct({ rate: 20 });
  await page.goto('/');
  await workerInControl(page);
  await toConfirmPage(page, product._id);

  // The order reaches the shop but its answer never reaches the phone: it is kept, with its key,
  // and sent again (by Background Sync, the next try or the next visit) as the same order.
  let sends = 0;
  await page.route('**/api/user/new/order', async (route) => {
    sends += 1;
    await route.fetch();
    await route.abort('internetdisconnected');
  });
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/Order\/MyOrder$/);
  await page.unroute('**/api/user/new/order');
  await page.reload();
  await expect.poll(() => keptOrders(page)).toBe(0);
  await expect(page.getByText('Waiting for network')).toHaveCount(0);
  const orders = await ordersOf(page, product._id);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.user._id).toBe(customer._id);
  expect(sends).toBe(1);
  await expect(page.getByRole('heading', { name: `Order ${orders[0]?.orderNumber}`, exact: true })).toBeVisible();
});

test('an order confirmed offline and refused for a changed price comes back to the cart with the message', async ({
  page,
  context,
  customer: _signedIn,
  admin,
  createProduct,
}) => {
  const product = await createProduct({ rate: 50 });
  await page.goto('/');
  await workerInControl(page);
  await toConfirmPage(page, product._id);

  await goOffline(context);
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByText('Waiting for network')).toBeVisible();
  await admin.updateProduct(product, { rate: 65 });

  await goOnline(context);
  const refusal = page.getByRole('alert').filter({ hasText: 'Your order waiting for the network was not placed.' });
  await expect(refusal).toContainText(`Price Changed For ${product.name}`);
  await expect(refusal).toContainText('Its items are back in your cart');
  expect(await ordersOf(page, product._id)).toHaveLength(0);

  await page.goto('/Order/Checkout');
  await expect(page.getByRole('alert').filter({ hasText: `Price Changed For ${product.name}` })).toBeVisible();
  const line = page.getByRole('region', { name: 'Your Cart' }).getByRole('listitem');
  await expect(line).toContainText(product.name);
  await expect(line.getByText('₹ 65/Kg')).toBeVisible();
  await page.getByRole('alert').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Price Changed For ${product.name}` })).toHaveCount(0);
});
