import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/** The Admin scripts/e2e-server.mjs creates on its fresh database. */
export const ADMIN = { email: process.env.ADMIN_EMAIL ?? 'admin@example.com', password: process.env.ADMIN_PASSWORD ?? 'admin-password-1' };

/**
 * Wide screens: the admin area is built for 768 px and up (the project's default is a 360 px
 * phone). Reduced motion: the dashboard's charts are drawn at once, so screenshots show them whole.
 */
const wide = { isMobile: false, hasTouch: false, deviceScaleFactor: 1, reducedMotion: 'reduce' } as const;
export const DESKTOP = { ...wide, viewport: { width: 1280, height: 900 } } as const;
export const TABLET = { ...wide, viewport: { width: 768, height: 1024 } } as const;

/** Every admin screen of spec 2.1 (ids are any well-formed id: the screens answer for a missing one). */
export const ADMIN_PATHS = [
  '/admin/home',
  '/admin/products',
  '/admin/add/products',
  '/admin/view/products',
  `/admin/update/products/${randomUUID()}`,
  '/admin/add/category',
  '/admin/view/category',
  `/admin/update/category/${randomUUID()}`,
  '/admin/view/orders',
  '/admin/picklist',
  `/admin/orders/${randomUUID()}/slip`,
  `/admin/update/order/${randomUUID()}`,
  '/admin/view/users',
  `/admin/update/${randomUUID()}`,
  '/admin/view/reviews',
  '/admin/khata',
  `/admin/khata/${randomUUID()}`,
  '/admin/coupons',
  '/admin/settings',
  '/admin/activity',
  '/admin/import/products',
  '/admin/cash-up',
];

/** A name no other test (or earlier run on the same database) uses; at most 50 characters. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A small PNG of one colour, as a file the browser's file input (or a multipart request) takes. */
export async function pngFile(name: string, colour = { r: 46, g: 125, b: 50 }) {
  const buffer = await sharp({ create: { width: 96, height: 96, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A made-up client address: with TRUST_PROXY the shop's per-address limits on logins and
 * registrations count each test's people apart, as for real shoppers (playwright.config.ts).
 */
function clientAddress(): Record<string, string> {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return { 'X-Forwarded-For': `10.${part()}.${part()}.${part()}` };
}

/** Signs in through the API; a page's request shares its cookies with the page. */
export async function logIn(request: APIRequestContext, email: string, password: string): Promise<void> {
  const answer = await request.post('/api/user/login', { data: { email, password }, headers: clientAddress() });
  expect(answer.status(), await answer.text()).toBe(200);
}

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Registers a new customer through the API and signs `request` in as them. */
export async function registerCustomer(request: APIRequestContext, firstName = 'Asha'): Promise<Customer> {
  const customer = {
    firstName,
    lastName: unique('Patil').replace(' ', ''),
    email: `${randomUUID()}@example.in`,
    password: 'customer-pass-1',
  };
  const answer = await request.post('/api/user/register', {
    data: { ...customer, confirmPassword: customer.password },
    headers: clientAddress(),
  });
  expect(answer.status(), await answer.text()).toBe(201);
  await logIn(request, customer.email, customer.password);
  return customer;
}

export interface CreatedProduct {
  _id: string;
  name: string;
  rate: number;
  category: { _id: string; categoryName: string } | null;
}

/** Adds a product through the admin API (`request` signed in as the Admin), in the first category. */
export async function createProduct(request: APIRequestContext, { rate = 40, stocks = 50 } = {}): Promise<CreatedProduct> {
  const categories = await (await request.get('/api/category/get')).json();
  const category = categories.Categories[0];
  const answer = await request.post('/api/product/add', {
    multipart: {
      name: unique('E2E Carrot'),
      unit: 'Kg',
      rate: String(rate),
      stocks: String(stocks),
      category: category._id,
      kilogramOption: '1',
      image: await pngFile('carrot.png', { r: 230, g: 120, b: 30 }),
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).product;
}

/** Places a cash-on-delivery order of `quantity` of one product (`request` signed in as a customer). */
export async function placeOrder(request: APIRequestContext, product: CreatedProduct, quantity = 2) {
  const answer = await request.post('/api/user/new/order', {
    data: {
      cartItems: [{ id: product._id, quantity }],
      shippingInfo: { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' },
      total: product.rate * quantity,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()).order as { _id: string; orderNumber: number; total: number; status: string };
}

/**
 * An order's row of the admin's orders list, or its card on a phone (decision 0041): the one whose
 * '#id' link shows its number ("#1042").
 */
export function orderRow(page: Page, order: { orderNumber: number }) {
  return page.locator('tr, li.order-card').filter({ has: page.getByRole('link', { name: `#${order.orderNumber}`, exact: true }) });
}

/**
 * Clicks something that opens window.alert and returns the alert's text. The listener is set
 * before the click: a click waits while an unhandled dialog is open.
 */
export async function alertOf(page: Page, click: () => Promise<void>): Promise<string> {
  const message = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
  await click();
  return message;
}

/** "₹ 1,234.5" → 1234.5 */
export function rupeesOf(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

const SHOTS = '/tmp/admin-shots';

/** A full-page screenshot for a person to look at (not compared by the tests). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * The page never scrolls sideways at its width, and nothing in a card of the admin area reaches
 * into the card's padding (a card's padding hides such an overflow from its scroll width).
 */
export async function expectFitsWidth(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const outOfCard = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.admin .card')].flatMap((card) => {
      const style = getComputedStyle(card);
      const inner = card.getBoundingClientRect().right - Number.parseFloat(style.paddingRight) - Number.parseFloat(style.borderRightWidth);
      return [...card.children]
        .filter((child) => child.getBoundingClientRect().right > inner + 0.5)
        .map((child) => `${card.className} > ${child.tagName.toLowerCase()}.${child.className}`);
    }),
  );
  expect(outOfCard).toEqual([]);
}

/** Waits until no loading overlay is on screen. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.loading-overlay')).toHaveCount(0, { timeout: 15_000 });
}
