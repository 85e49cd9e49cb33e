import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectFitsWidth, orderRow, placeOrder } from './admin-helpers.js';
import { ADMIN, expect, logIn, test } from './support/fixtures.js';
import { settled } from './support/shop-page.js';

/**
 * The owner's screens (docs/decisions/0041-owner-screens.md): the Admin lands on the dashboard,
 * which counts the orders to pack today; no storefront footer or chat box; the orders list opens
 * on Processing and is cards with folded filters on a phone; a new order's notice stays, sounds
 * (the owner may turn it off) and counts in the tab's title. At 360 px and, tagged @desktop, 1280 px.
 */
const SHOTS = '/tmp/admin-shots';
const width = (page: Page) => page.viewportSize()?.width ?? 0;
const phone = (page: Page) => width(page) < 700;

async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${width(page)}.png`, fullPage, animations: 'disabled' });
}

/** Counts the notes the page's Web Audio API starts: the new-order sound, heard by the test. */
async function listenForSound(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const played = { notes: 0 };
    (window as unknown as { soundPlayed: typeof played }).soundPlayed = played;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (...args: Parameters<typeof start>) {
      played.notes += 1;
      return start.apply(this, args);
    };
  });
}
const notesPlayed = (page: Page) => page.evaluate(() => (window as unknown as { soundPlayed: { notes: number } }).soundPlayed.notes);

const WORDS = {
  en: {
    title: 'Admin Dashboard',
    toPack: 'To pack today',
    orders: 'All Orders',
    statuses: 'Order status',
    processing: 'Processing',
    filters: 'Filters',
    region: 'Live alerts',
    newOrder: (n: number, name: string) => `New order: Order ${n} from ${name}, ₹ 90`,
    sound: 'Sound for new orders',
  },
  hi: {
    title: 'एडमिन डैशबोर्ड',
    toPack: 'आज पैक करने हैं',
    orders: 'सभी ऑर्डर',
    statuses: 'ऑर्डर की स्थिति',
    processing: 'तैयार हो रहा है',
    filters: 'फ़िल्टर',
    region: 'ताज़ा सूचनाएँ',
    newOrder: (n: number, name: string) => `नया ऑर्डर: ऑर्डर ${n}, ${name} से, ₹ 90`,
    sound: 'नए ऑर्डर पर आवाज़',
  },
} as const;

test('an Admin who signs in lands on the dashboard, without the footer and chat box; a shopper lands home @desktop', async ({
  page,
  shoppers,
}) => {
  await page.goto('/Login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/home$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^To pack today/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('.chat-box')).toHaveCount(0);
  // The storefront keeps its footer and chat box.
  await page.goto('/about');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('.chat-box')).toBeVisible();

  const shopper = await shoppers.create();
  await page.context().clearCookies();
  await page.goto('/Login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const lang of ['en', 'hi'] as const) {
  const w = WORDS[lang];

  test(`the dashboard counts the orders to pack today and the orders list opens on Processing, in ${lang} @desktop`, async ({
    page,
    playwright,
    baseURL,
    shoppers,
    createProduct,
  }) => {
    test.setTimeout(60_000);
    await logIn(page.request, ADMIN);
    const product = await createProduct({ rate: 45, stocks: 20, unit: 'Kg', kilogramOption: [1, 2] });
    const shopperRequest = await playwright.request.newContext({ baseURL });
    try {
      await shoppers.create({ firstName: 'Meera', signIn: shopperRequest });
      await page.goto(`/admin/home?lang=${lang}`);
      await settled(page);
      await expect(page.getByRole('heading', { name: w.title, level: 1 })).toBeVisible();
      const toPack = page.getByTestId('dashboard-to-pack');
      await expect(toPack).toHaveText(/^\d+$/);
      const before = Number(await toPack.textContent());
      const shipped = await placeOrder(shopperRequest, product, 1);
      const waiting = await placeOrder(shopperRequest, product, 2);
      expect((await page.request.put(`/api/user/update/order/${shipped._id}`, { data: { oStatus: 'Shipped' } })).status()).toBe(200);
      await page.reload();
      await settled(page);
      await expect(toPack).toHaveText(String(before + 1));
      await expect(page.locator('.admin-charts canvas').first()).toBeVisible();
      await expectFitsWidth(page);
      await shot(page, `owner-dashboard-${lang}`);

      // The box leads to the Processing orders, the list's own first tab.
      await page.getByRole('link', { name: new RegExp(`^${w.toPack}`) }).click();
      await expect(page.getByRole('heading', { name: w.orders, level: 1 })).toBeVisible();
      await page.goto('/admin/view/orders');
      await settled(page);
      const tabs = page.getByRole('navigation', { name: w.statuses });
      await expect(tabs.getByRole('link', { name: new RegExp(`^${w.processing} \\d+$`) })).toHaveAttribute('aria-current', 'true');
      await expect(orderRow(page, waiting)).toBeVisible();
      await expect(orderRow(page, shipped)).toHaveCount(0);

      const filters = page.getByRole('button', { name: w.filters });
      const orderedFrom = page.locator('.date-range');
      if (phone(page)) {
        // A phone: cards, no table; the date filters folded under a button.
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(page.locator('li.order-card')).not.toHaveCount(0);
        await expect(filters).toHaveAttribute('aria-expanded', 'false');
        await expect(orderedFrom).toBeHidden();
        await expectFitsWidth(page);
        await shot(page, `owner-orders-${lang}`);
        await filters.click();
        await expect(filters).toHaveAttribute('aria-expanded', 'true');
        await expect(orderedFrom).toBeVisible();
        await expectFitsWidth(page);
        await shot(page, `owner-orders-filters-${lang}`);
      } else {
        await expect(page.getByRole('table')).toBeVisible();
        await expect(filters).toBeHidden();
        await expect(orderedFrom).toBeVisible();
        await expectFitsWidth(page);
        await shot(page, `owner-orders-${lang}`);
      }
    } finally {
      await shopperRequest.dispose();
    }
  });

  test(`a new order's notice stays until seen, sounds unless turned off, and counts in the tab's title, in ${lang} @desktop`, async ({
    page,
    playwright,
    baseURL,
    shoppers,
    createProduct,
  }) => {
    test.setTimeout(60_000);
    await listenForSound(page);
    await logIn(page.request, ADMIN);
    const product = await createProduct({ rate: 45, stocks: 50, unit: 'Kg', kilogramOption: [1, 2] });
    const shopperRequest = await playwright.request.newContext({ baseURL });
    try {
      await shoppers.create({ firstName: 'Asha', lastName: 'Kulkarni', signIn: shopperRequest });
      const streamOpened = page.waitForResponse((response) => response.url().endsWith('/api/admin/events') && response.status() === 200);
      await page.goto(`/admin/home?lang=${lang}`);
      await settled(page);
      await streamOpened;
      // A tap on the page, as an owner's first touch, lets it make sound.
      await page.getByRole('heading', { level: 1 }).click();
      const sound = page.getByRole('button', { name: w.sound });
      await expect(sound).toHaveAttribute('aria-pressed', 'true');

      const region = page.getByRole('status', { name: w.region });
      const first = await placeOrder(shopperRequest, product, 2);
      const firstNotice = region.getByRole('link', { name: w.newOrder(first.orderNumber, 'Asha Kulkarni') });
      await expect(firstNotice).toBeVisible();
      await expect.poll(() => page.title()).toMatch(new RegExp(`^\\(1\\) ${w.title} \\| `));
      await expect.poll(() => notesPlayed(page)).toBe(2);

      // Turned off, the next order is silent; the choice outlives a reload.
      await sound.click();
      await expect(sound).toHaveAttribute('aria-pressed', 'false');
      const second = await placeOrder(shopperRequest, product, 2);
      await expect(region.getByRole('link', { name: w.newOrder(second.orderNumber, 'Asha Kulkarni') })).toBeVisible();
      await expect.poll(() => page.title()).toMatch(/^\(2\) /);
      expect(await notesPlayed(page)).toBe(2);
      // Past the 10 s a low-stock notice lasts, the new orders' notices are still there.
      await page.waitForTimeout(11_000);
      await expect(firstNotice).toBeVisible();
      await shot(page, `owner-alerts-${lang}`, { fullPage: false });

      // Seen one by one from the keyboard: the title counts down, then goes back to the screen's own.
      await region.getByRole('button', { name: new RegExp(`${first.orderNumber}`) }).focus();
      await page.keyboard.press('Enter');
      await expect(firstNotice).toHaveCount(0);
      await expect.poll(() => page.title()).toMatch(/^\(1\) /);
      await region.getByRole('button', { name: new RegExp(`${second.orderNumber}`) }).press('Enter');
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${w.title} \\| `));

      await page.reload();
      await settled(page);
      await expect(page.getByRole('button', { name: w.sound })).toHaveAttribute('aria-pressed', 'false');
      // Turned on again, it sounds once at once, and again for the next order.
      await page.getByRole('button', { name: w.sound }).click();
      await expect(page.getByRole('button', { name: w.sound })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => notesPlayed(page)).toBe(2);
      const third = await placeOrder(shopperRequest, product, 2);
      await expect(region.getByRole('link', { name: w.newOrder(third.orderNumber, 'Asha Kulkarni') })).toBeVisible();
      await expect.poll(() => notesPlayed(page)).toBe(4);
      await expect.poll(() => page.title()).toMatch(/^\(1\) /);
      // Opening the orders list sees the new orders: the notice and the count go.
      await page
        .getByRole('navigation', { name: lang === 'en' ? 'Admin' : 'एडमिन' })
        .getByRole('link', { name: /^(Orders|ऑर्डर)/ })
        .click();
      await expect(page.getByRole('heading', { name: w.orders, level: 1 })).toBeVisible();
      await expect(region.getByRole('listitem')).toHaveCount(0);
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${w.orders} \\| `));
    } finally {
      await shopperRequest.dispose();
    }
  });
}
