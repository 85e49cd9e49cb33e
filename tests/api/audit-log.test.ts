import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#common/schemas/audit.js';
import type { Category, Product } from '#common/schemas/catalog.js';
import { SETTINGS_DEFAULTS } from '#common/schemas/settings.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCategory, addProduct, sendForm, solidImage } from '#tests/support/catalog-fixtures.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { dataUrlOf } from '#tests/support/multipart.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { createProduct } from '#tests/support/products.js';

/**
 * API.md "The owner's admin at scale": every admin write leaves exactly one audit entry in its
 * own transaction (who, what, which record, a short before/after); refusals and shoppers' own
 * actions leave none; the log is read newest first and nothing changes it (decision 0013).
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

const inject = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie?: string, payload?: Record<string, unknown>) =>
  shop.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

const readLog = async (query = '', cookie = admin.cookie) => {
  const response = await inject('GET', `/api/admin/audit${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json() as { entries: AuditEntry[]; page: number; pages: number; matched: number };
};
const entryCount = async () => (await readLog()).matched;

/** Runs a write and answers the entries it left (newest first) with the write's response. */
async function entriesOf<T>(write: () => Promise<T>): Promise<{ result: T; entries: AuditEntry[] }> {
  const before = await entryCount();
  const result = await write();
  const after = await readLog('?limit=100');
  return { result, entries: after.entries.slice(0, after.matched - before) };
}

/** The one entry a write left, from the signed-in Admin. */
async function oneEntryOf<T>(write: () => Promise<T>): Promise<{ result: T; entry: AuditEntry }> {
  const { result, entries } = await entriesOf(write);
  expect(entries).toHaveLength(1);
  const entry = entries[0] as AuditEntry;
  expect(entry.actor).toEqual({ _id: admin.user._id, email: admin.email });
  expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  return { result, entry };
}

const updateProductForm = (product: Product, change: Record<string, unknown>, cookie = admin.cookie) =>
  sendForm(
    shop,
    'PUT',
    `/api/product/update/${product._id}`,
    {
      name: product.name,
      unit: product.unit,
      rate: product.rate,
      stocks: product.stocks,
      category: product.category?._id ?? '',
      kilogramOption: product.kilogramOption,
      ...change,
    } as Record<string, string | number | (string | number)[]>,
    cookie,
  );

describe('the audit entry of each admin write', () => {
  let category: Category;
  let product: Product;

  it('records a category added, renamed and deleted', async () => {
    const added = await oneEntryOf(() => addCategory(shop, admin.cookie, 'Vegetables'));
    category = added.result;
    expect(added.entry).toMatchObject({
      action: 'category.create',
      target: `category:${category._id}`,
      detail: { record: 'Vegetables', after: { categoryName: 'Vegetables', image: category.categoryImage } },
    });

    const renamed = await oneEntryOf(() =>
      sendForm(shop, 'PUT', `/api/category/update/${category._id}`, { categoryName: 'Greens' }, admin.cookie),
    );
    expect(renamed.result.statusCode).toBe(200);
    expect(renamed.entry).toMatchObject({ action: 'category.update', target: `category:${category._id}` });
    expect(renamed.entry.detail).toEqual({ record: 'Greens', before: { categoryName: 'Vegetables' }, after: { categoryName: 'Greens' } });

    const spare = await addCategory(shop, admin.cookie, 'Spare');
    const deleted = await oneEntryOf(() => inject('DELETE', `/api/category/delete/${spare._id}`, admin.cookie));
    expect(deleted.result.statusCode).toBe(200);
    expect(deleted.entry).toMatchObject({
      action: 'category.delete',
      target: `category:${spare._id}`,
      detail: { record: 'Spare', before: { categoryName: 'Spare' } },
    });
  });

  it('records a product added with its fields and no image bytes', async () => {
    const added = await oneEntryOf(() => addProduct(shop, admin.cookie, { name: 'Tomato', rate: 40, stocks: 25, category: category._id }));
    product = added.result;
    expect(added.entry).toMatchObject({
      action: 'product.create',
      target: `product:${product._id}`,
      detail: {
        record: 'Tomato',
        after: { name: 'Tomato', rate: 40, stocks: 25, unit: 'Kg', kilogramOption: [0.5, 1], category: 'Greens', image: product.url },
      },
    });
  });

  it('records only the fields a product update changed', async () => {
    const { result, entry } = await oneEntryOf(() => updateProductForm(product, { rate: 45 }));
    expect(result.statusCode).toBe(200);
    expect(entry).toMatchObject({ action: 'product.update', target: `product:${product._id}` });
    expect(entry.detail).toEqual({ record: 'Tomato', before: { rate: 40 }, after: { rate: 45 } });
  });

  it('names a new picture by its address, never by its bytes', async () => {
    const picture = dataUrlOf(await solidImage('png', { colour: '#1e88e5' }));
    const { result, entry } = await oneEntryOf(() => updateProductForm(product, { rate: 45, image: picture }));
    expect(result.statusCode).toBe(200);
    const newUrl = result.json().product.url;
    expect(entry.detail).toEqual({ record: 'Tomato', before: { image: product.url }, after: { image: newUrl } });
    expect(JSON.stringify(entry)).not.toMatch(/base64|data:/);
    product = result.json().product;
  });

  it('records a product deleted with what it was', async () => {
    const { result, entry } = await oneEntryOf(() => inject('DELETE', `/api/product/delete/${product._id}`, admin.cookie));
    expect(result.statusCode).toBe(200);
    expect(entry).toMatchObject({
      action: 'product.delete',
      target: `product:${product._id}`,
      detail: { record: 'Tomato', before: { name: 'Tomato', rate: 45, category: 'Greens' } },
    });
  });

  it('records a role change and a user deleted, without any password hash', async () => {
    const ravi = await signUp(shop, { firstName: 'Ravi' });
    const promoted = await oneEntryOf(() => inject('PUT', `/api/user/admin/user/${ravi.user._id}`, admin.cookie, { UserRole: 'Admin' }));
    expect(promoted.result.statusCode).toBe(200);
    expect(promoted.entry).toMatchObject({ action: 'user.role', target: `user:${ravi.user._id}` });
    expect(promoted.entry.detail).toEqual({ record: ravi.email, before: { role: 'User' }, after: { role: 'Admin' } });

    const deleted = await oneEntryOf(() => inject('DELETE', `/api/user/admin/user/${ravi.user._id}`, admin.cookie));
    expect(deleted.result.statusCode).toBe(200);
    expect(deleted.entry).toMatchObject({ action: 'user.delete', target: `user:${ravi.user._id}` });
    expect(deleted.entry.detail).toEqual({
      record: ravi.email,
      before: { firstName: 'Ravi', lastName: 'Patil', email: ravi.email, role: 'Admin' },
    });
    expect(JSON.stringify(deleted.entry)).not.toMatch(/argon|password/i);
  });

  it("records an order's status steps and an admin's cancel", async () => {
    const stocked = await createProduct(shop, { rate: 10, stocks: 10 });
    const orderId = (await placeOrder(shop, asha.cookie, orderBody([{ product: stocked, quantity: 1 }]))).json().order._id;
    const shipped = await oneEntryOf(() => inject('PUT', `/api/user/update/order/${orderId}`, admin.cookie, { oStatus: 'Shipped' }));
    expect(shipped.result.statusCode).toBe(200);
    expect(shipped.entry).toMatchObject({ action: 'order.status', target: `order:${orderId}` });
    expect(shipped.entry.detail).toEqual({ record: 'Asha Patil', before: { status: 'Processing' }, after: { status: 'Shipped' } });

    const cancelled = await oneEntryOf(() => inject('PUT', `/api/user/update/order/${orderId}`, admin.cookie, { oStatus: 'Cancelled' }));
    expect(cancelled.result.statusCode).toBe(200);
    expect(cancelled.entry.detail).toEqual({ record: 'Asha Patil', before: { status: 'Shipped' }, after: { status: 'Cancelled' } });
  });

  it('records a review deleted with what it said', async () => {
    const review = (await inject('POST', '/api/user/add/review', asha.cookie, { comment: 'Fresh and quick', ratings: 5 })).json().review;
    const { result, entry } = await oneEntryOf(() => inject('DELETE', `/api/user/admin/review/${review._id}`, admin.cookie));
    expect(result.statusCode).toBe(200);
    expect(entry).toMatchObject({ action: 'review.delete', target: `review:${review._id}` });
    expect(entry.detail).toEqual({ record: 'Asha Patil', before: { userId: asha.user._id, comment: 'Fresh and quick', ratings: 5 } });
  });

  it('records the settings fields that changed', async () => {
    const { result, entry } = await oneEntryOf(() =>
      inject('PUT', '/api/admin/settings', admin.cookie, { shopName: 'Patil Fresh', whatsapp: SETTINGS_DEFAULTS.whatsapp }),
    );
    expect(result.statusCode).toBe(200);
    expect(entry).toMatchObject({ action: 'settings.update', target: 'settings' });
    expect(entry.detail).toEqual({ before: { shopName: SETTINGS_DEFAULTS.shopName }, after: { shopName: 'Patil Fresh' } });
  });

  it("keeps an Admin's entries, by e-mail, after their account is deleted", async () => {
    const kiran = await signUp(shop, { role: 'Admin', firstName: 'Kiran' });
    const { entries } = await entriesOf(() => addCategory(shop, kiran.cookie, 'Dairy'));
    const entryId = entries[0]?._id;
    expect((await inject('DELETE', `/api/user/admin/user/${kiran.user._id}`, admin.cookie)).statusCode).toBe(200);
    const kept = (await readLog('?action=category.create&limit=100')).entries.find((entry) => entry._id === entryId);
    expect(kept?.actor).toEqual({ _id: null, email: kiran.email });
  });
});

describe('writes that leave no entry', () => {
  it('leaves none for a refused admin write', async () => {
    const category = await addCategory(shop, admin.cookie, 'Fruits');
    const product = await addProduct(shop, admin.cookie, { name: 'Mango', category: category._id });
    const stocked = await createProduct(shop, { rate: 10, stocks: 10 });
    const orderId = (await placeOrder(shop, asha.cookie, orderBody([{ product: stocked, quantity: 1 }]))).json().order._id;
    const { entries } = await entriesOf(async () => {
      const refusals = [
        [await inject('DELETE', `/api/category/delete/${category._id}`, admin.cookie), 409], // has a product
        [await updateProductForm({ ...product, _id: crypto.randomUUID() }, { rate: 50 }), 404],
        [await updateProductForm(product, { rate: -1 }), 400],
        [await inject('DELETE', `/api/product/delete/${crypto.randomUUID()}`, admin.cookie), 404],
        [await inject('PUT', `/api/user/admin/user/${admin.user._id}`, admin.cookie, { UserRole: 'User' }), 409], // own role
        [await inject('DELETE', `/api/user/admin/user/${crypto.randomUUID()}`, admin.cookie), 404],
        [await inject('PUT', `/api/user/update/order/${orderId}`, admin.cookie, { oStatus: 'Delivered' }), 409], // skips Shipped
        [await inject('DELETE', `/api/user/admin/review/${crypto.randomUUID()}`, admin.cookie), 404],
        [await inject('PUT', '/api/admin/settings', admin.cookie, { whatsapp: '12' }), 400],
        [await updateProductForm(product, { rate: 99 }, asha.cookie), 403],
        [await inject('PUT', '/api/admin/settings', undefined, { shopName: 'Nobody' }), 401],
      ] as const;
      for (const [response, status] of refusals) expect(response.statusCode).toBe(status);
    });
    expect(entries).toEqual([]);
  });

  it("leaves none for a shopper's own actions, their own cancel included", async () => {
    const stocked = await createProduct(shop, { rate: 10, stocks: 10 });
    const sunita = await signUp(shop, { firstName: 'Sunita' });
    const { entries } = await entriesOf(async () => {
      const placed = await placeOrder(shop, sunita.cookie, orderBody([{ product: stocked, quantity: 1 }]));
      expect(placed.statusCode).toBe(201);
      const cancel = await inject('PUT', `/api/user/my/order/${placed.json().order._id}/cancel`, sunita.cookie, {
        reason: 'Ordered twice',
      });
      expect(cancel.statusCode).toBe(200);
      expect((await inject('POST', '/api/user/add/review', sunita.cookie, { comment: 'Good', ratings: 4 })).statusCode).toBe(201);
      const password = await inject('PUT', '/api/user/changePassword', sunita.cookie, {
        password: 'a new long password',
        confirm_password: 'a new long password',
      });
      expect(password.statusCode).toBe(200);
    });
    expect(entries).toEqual([]);
  });

  it('records one entry when two Admins make the same change at once', async () => {
    const stocked = await createProduct(shop, { rate: 10, stocks: 10 });
    const orderId = (await placeOrder(shop, admin.cookie, orderBody([{ product: stocked, quantity: 1 }]))).json().order._id;
    const { result, entries } = await entriesOf(() =>
      Promise.all([1, 2, 3].map(() => inject('PUT', `/api/user/update/order/${orderId}`, admin.cookie, { oStatus: 'Shipped' }))),
    );
    expect(result.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(entries.map((entry) => entry.target)).toEqual([`order:${orderId}`]);
  });
});

describe('reading the log', () => {
  it('answers newest first, one page at a time, with the page facts', async () => {
    for (const name of ['First', 'Second', 'Third']) await addCategory(shop, admin.cookie, name);
    const all = await readLog('?limit=100');
    const times = all.entries.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.entries.slice(0, 3).map((entry) => entry.detail.after)).toEqual([
      expect.objectContaining({ categoryName: 'Third' }),
      expect.objectContaining({ categoryName: 'Second' }),
      expect.objectContaining({ categoryName: 'First' }),
    ]);

    const second = await readLog('?page=2&limit=2');
    expect(second).toMatchObject({ page: 2, pages: Math.ceil(all.matched / 2), matched: all.matched });
    expect(second.entries.map((entry) => entry._id)).toEqual(all.entries.slice(2, 4).map((entry) => entry._id));
    const past = await readLog(`?page=${all.matched + 1}&limit=1`);
    expect(past).toMatchObject({ entries: [], page: all.matched + 1, pages: all.matched, matched: all.matched });
    expect((await readLog()).entries).toHaveLength(Math.min(25, all.matched));
  });

  it('filters by action', async () => {
    const created = await readLog('?action=category.create&limit=100');
    expect(created.matched).toBeGreaterThanOrEqual(7);
    expect(new Set(created.entries.map((entry) => entry.action))).toEqual(new Set(['category.create']));
    expect(await readLog('?action=products.import')).toMatchObject({ entries: [], page: 1, pages: 1, matched: 0 });
  });

  it('refuses bad paging and unknown actions with the shared 400', async () => {
    for (const query of ['?page=0', '?page=1.5', '?limit=101', '?limit=0', '?limit=many', '?action=product.rename', '?action=']) {
      const response = await inject('GET', `/api/admin/audit${query}`, admin.cookie);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('is for Admins only', async () => {
    expect((await inject('GET', '/api/admin/audit')).json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await inject('GET', '/api/admin/audit', asha.cookie)).json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('offers no way to change or delete an entry', async () => {
    const auditRoutes = shop.app.routeAccess.filter((route) => route.url.includes('audit'));
    expect(auditRoutes).toEqual([{ method: 'GET', url: '/api/admin/audit', access: 'admin' }]);
    const [entry] = (await readLog()).entries;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry?._id}`]) {
        const response = await shop.app.inject({ method, url, headers: { cookie: admin.cookie }, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await readLog()).entries[0]).toEqual(entry);
  });
});
