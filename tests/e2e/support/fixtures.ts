import { randomUUID } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Browser-test fixtures (STYLE.md, epic-stack): each test makes its own shoppers and products
 * through the API and removes them afterwards; every page fails its test on a script error.
 */

/** The Admin scripts/e2e-server.mjs creates on its fresh database. */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' } as const;

export const PASSWORD = 'shopper-password-1';

export interface Shopper {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export interface Product {
  _id: string;
  name: string;
  unit: string;
  rate: number;
  stocks: number;
  kilogramOption: number[];
  category: { _id: string; categoryName: string } | null;
}

export interface NewProduct {
  name?: string;
  unit?: string;
  rate?: number;
  stocks?: number;
  kilogramOption?: number[];
  /** The most one order takes (form field `max_per_order`); the shop's limit when not given. */
  maxPerOrder?: number;
  /** The category's id; the demo catalogue's first category when not given. */
  categoryId?: string;
}

/** A name no other test (or earlier run) uses: at most 50 characters. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * A made-up client address per shopper (the e2e server trusts X-Forwarded-For), so the
 * per-address limits on registration and login count each shopper, not the whole suite.
 */
function clientAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return { 'X-Forwarded-For': `10.${byte()}.${byte()}.${byte()}` };
}

/** Registers a shopper through the API; signs `signIn` in as them when given. */
export async function registerShopper(
  request: APIRequestContext,
  { firstName = 'Asha', lastName = 'Kulkarni', signIn }: { firstName?: string; lastName?: string; signIn?: APIRequestContext } = {},
): Promise<Shopper> {
  const email = `shopper-${randomUUID()}@example.in`;
  const headers = clientAddress();
  const answer = await request.post('/api/user/register', {
    headers,
    data: { firstName, lastName, email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const { user } = (await answer.json()) as { user: { _id: string } };
  const shopper = { _id: user._id, firstName, lastName, email, password: PASSWORD };
  if (signIn) await logIn(signIn, shopper, headers);
  return shopper;
}

export async function logIn(request: APIRequestContext, who: { email: string; password: string }, headers = clientAddress()) {
  const answer = await request.post('/api/user/login', { headers, data: { email: who.email, password: who.password } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** A small PNG, as the admin's image upload takes it. */
async function pngFile() {
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 230, g: 120, b: 30 } } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' });
}

/** The admin's product form (spec 7: multipart; kilogramOption repeated). */
async function productForm(
  fields: Required<Omit<NewProduct, 'categoryId' | 'maxPerOrder'>> & Pick<NewProduct, 'maxPerOrder'> & { category: string },
  withImage: boolean,
): Promise<FormData> {
  const form = new FormData();
  form.append('name', fields.name);
  form.append('unit', fields.unit);
  form.append('rate', String(fields.rate));
  form.append('stocks', String(fields.stocks));
  form.append('category', fields.category);
  for (const option of fields.kilogramOption) form.append('kilogramOption', String(option));
  if (fields.maxPerOrder !== undefined) form.append('max_per_order', String(fields.maxPerOrder));
  if (withImage) form.append('image', await pngFile(), 'e2e.png');
  return form;
}

/** What the admin can do through the API for a test: make products, change them, move orders on. */
export class AdminApi {
  constructor(readonly request: APIRequestContext) {}

  async categories(): Promise<{ _id: string; categoryName: string }[]> {
    const answer = await this.request.get('/api/category/get');
    return ((await answer.json()) as { Categories: { _id: string; categoryName: string }[] }).Categories;
  }

  async addProduct({ categoryId, ...input }: NewProduct = {}): Promise<Product> {
    const category = categoryId ?? (await this.categories())[0]?._id;
    if (!category) throw new Error('the demo catalogue has no category');
    const fields = {
      name: unique('E2E Beans'),
      unit: 'Kg',
      rate: 50,
      stocks: 40,
      kilogramOption: [0.5, 1, 2],
      ...input,
      category,
    };
    const answer = await this.request.post('/api/product/add', { multipart: await productForm(fields, true) });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { product: Product }).product;
  }

  /** PUT /api/product/update/:id with the product's fields and the changes (image kept). */
  async updateProduct(product: Product, changes: NewProduct): Promise<Product> {
    const fields = {
      name: product.name,
      unit: product.unit,
      rate: product.rate,
      stocks: product.stocks,
      kilogramOption: product.kilogramOption,
      ...changes,
      category: product.category?._id ?? '',
    };
    const answer = await this.request.put(`/api/product/update/${product._id}`, { multipart: await productForm(fields, false) });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { product: Product }).product;
  }

  async addCategory(categoryName: string): Promise<{ _id: string; categoryName: string }> {
    const form = new FormData();
    form.append('categoryName', categoryName);
    form.append('categoryImage', await pngFile(), 'e2e.png');
    const answer = await this.request.post('/api/category/add', { multipart: form });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { category: { _id: string; categoryName: string } }).category;
  }

  async deleteCategory(id: string): Promise<void> {
    const answer = await this.request.delete(`/api/category/delete/${id}`);
    expect([200, 404], await answer.text()).toContain(answer.status());
  }

  async deleteProduct(id: string): Promise<void> {
    const answer = await this.request.delete(`/api/product/delete/${id}`);
    expect([200, 404], await answer.text()).toContain(answer.status());
  }

  async setOrderStatus(orderId: string, oStatus: 'Shipped' | 'Delivered'): Promise<void> {
    const answer = await this.request.put(`/api/user/update/order/${orderId}`, { data: { oStatus } });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  async deleteUser(id: string): Promise<void> {
    const answer = await this.request.delete(`/api/user/admin/user/${id}`);
    expect([200, 404], await answer.text()).toContain(answer.status());
  }
}

/** What went wrong in the page: uncaught errors, console errors, 5xx answers. */
function watchPage(page: Page, problems: string[], alerts: string[]): void {
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A refused API call (a guest's start-up user check answers 401, a wrong password 401, an
    // unknown order 404, a changed price 409...) is logged by the browser; the screens show it.
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    problems.push(`console error: ${message.text()} (${message.location().url})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
  });
  // Alerts (spec: 'Logout Success..!!', 'Login Please..!!') are recorded and accepted.
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
}

interface TestFixtures {
  /** Messages of the alerts the page showed, oldest first. */
  alerts: string[];
  /** Page problems a test causes on purpose (a failing answer it stages): they do not fail it. */
  expectedProblems: RegExp[];
  /** Makes shoppers, signed in to the page's browser (true) or to a given request context; deleted afterwards. */
  shoppers: {
    create: (options?: { firstName?: string; lastName?: string; signIn?: boolean | APIRequestContext }) => Promise<Shopper>;
  };
  /** A shopper signed in to the page's browser. */
  customer: Shopper;
  /** Makes products as the Admin; they are deleted afterwards. */
  createProduct: (input?: NewProduct) => Promise<Product>;
}

interface WorkerFixtures {
  admin: AdminApi;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  admin: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await logIn(request, ADMIN);
      await use(new AdminApi(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  alerts: async ({}, use) => {
    await use([]);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  expectedProblems: async ({}, use) => {
    await use([]);
  },

  page: async ({ page, alerts, expectedProblems }, use) => {
    const problems: string[] = [];
    watchPage(page, problems, alerts);
    await use(page);
    expect(
      problems.filter((problem) => !expectedProblems.some((pattern) => pattern.test(problem))),
      'errors in the page',
    ).toEqual([]);
  },

  shoppers: async ({ context, request, admin }, use) => {
    const made: Shopper[] = [];
    await use({
      create: async ({ signIn = false, ...names } = {}) => {
        const into = signIn === true ? context.request : signIn || undefined;
        const shopper = await registerShopper(request, { ...names, signIn: into });
        made.push(shopper);
        return shopper;
      },
    });
    for (const shopper of made) await admin.deleteUser(shopper._id);
  },

  customer: async ({ shoppers }, use) => {
    await use(await shoppers.create({ signIn: true }));
  },

  createProduct: async ({ admin }, use) => {
    const made: Product[] = [];
    await use(async (input) => {
      const product = await admin.addProduct(input);
      made.push(product);
      return product;
    });
    for (const product of made) await admin.deleteProduct(product._id);
  },
});

export { expect };
