import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '#common/schemas/catalog.js';
import { orderItems, orders, products } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct, keyOf, sendForm, solidImage, uploadedFiles } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import type { FormValue } from '../support/multipart.js';

let shop: TestShop;
let admin: SignedIn;
let customer: SignedIn;
let vegetables: Category;
let fruits: Category;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  customer = await signUp(shop);
  vegetables = await addCategory(shop, admin.cookie, 'Vegetables');
  fruits = await addCategory(shop, admin.cookie, 'Fruits');
});
afterAll(() => shop.close());

const unknownId = '4f6c1c9e-2b7a-4c1e-9a57-0d2f5e8b1a11';
const productRows = async () => (await shop.database.db.select({ n: count() }).from(products))[0]?.n;
const pngPart = async () => ({ filename: 'p.png', contentType: 'image/png', data: await solidImage('png') });

/** A complete product form as the admin screen sends it: every value a string. */
async function productForm(overrides: Record<string, FormValue | FormValue[] | undefined> = {}) {
  const form: Record<string, FormValue | FormValue[] | undefined> = {
    name: 'Tomato',
    unit: 'Kg',
    rate: '45.5',
    stocks: '12.5',
    category: vegetables._id,
    kilogramOption: ['1', '0.5', '1'],
    image: await pngPart(),
    ...overrides,
  };
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Record<string, FormValue | FormValue[]>;
}

/** Sends a refused form and checks that it left neither a file nor a row behind. */
async function expectRefused(method: 'POST' | 'PUT', url: string, form: Record<string, FormValue | FormValue[]>, status: number) {
  const files = uploadedFiles(shop);
  const rows = await productRows();
  const response = await sendForm(shop, method, url, form, admin.cookie);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().success).toBe(false);
  expect(uploadedFiles(shop)).toEqual(files);
  expect(await productRows()).toBe(rows);
  return response.json();
}

describe('POST /api/product/add', () => {
  it('adds a product from form strings, answering it in the API shape', async () => {
    const response = await sendForm(shop, 'POST', '/api/product/add', await productForm(), admin.cookie);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Product Added..!!',
      product: {
        name: 'Tomato',
        unit: 'Kg',
        rate: 45.5,
        stocks: 12.5,
        kilogramOption: [0.5, 1],
        category: { _id: vegetables._id, categoryName: 'Vegetables' },
      },
    });
    const product: Product = body.product;
    expect(Object.keys(product).sort()).toEqual(
      [
        '_id',
        'aliases',
        'category',
        'createdAt',
        'gstRate',
        'hsn',
        'kilogramOption',
        'lowStockThreshold',
        'maxPerOrder',
        'mrp',
        'name',
        'names',
        'rate',
        'stocks',
        'thumbnailUrl',
        'unit',
        'url',
      ].sort(),
    );
    expect(product.url).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);
    expect(product.thumbnailUrl).toBe(product.url.replace('.webp', '-400.webp'));
    expect(new Date(product.createdAt).toISOString()).toBe(product.createdAt);
  });

  it('lists every problem of an empty form, the missing image included', async () => {
    const body = await expectRefused('POST', '/api/product/add', { name: '' }, 400);
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toEqual(
      expect.arrayContaining([
        'Name: Required..!!',
        'Unit: Required..!!',
        'Rate: Must be a number..!!',
        'Stocks: Must be a number..!!',
        'Category: Select Category..!!',
        'Weight Option: Choose At Least One..!!',
        'Image: Required..!!',
      ]),
    );
  });

  it.each([
    ['rate', '4x', 'Rate: Must be a number..!!'],
    ['rate', '0', 'Rate: Must be more than 0..!!'],
    ['rate', '45.555', 'Rate: At most 2 decimals..!!'],
    ['stocks', '-1', 'Stocks: Must be 0 or more..!!'],
    ['stocks', '1e3', 'Stocks: Must be a number..!!'],
    ['name', 'x'.repeat(51), 'Name: At most 50 characters..!!'],
    ['unit', 'y'.repeat(21), 'Unit: At most 20 characters..!!'],
    ['category', 'vegetables', 'Category: Select Category..!!'],
    ['kilogramOption', ['0.5', 'half'], 'Weight Option: Must be a number..!!'],
    ['kilogramOption', ['0'], 'Weight Option: Must be more than 0..!!'],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const body = await expectRefused('POST', '/api/product/add', await productForm({ [field]: value }), 400);
    expect(body.message).toEqual([message]);
  });

  it('accepts whole numbers and a single weight option', async () => {
    const response = await sendForm(
      shop,
      'POST',
      '/api/product/add',
      await productForm({ name: 'Banana', unit: 'Dozen', rate: '60', stocks: '0', kilogramOption: '1', category: fruits._id }),
      admin.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().product).toMatchObject({ rate: 60, stocks: 0, kilogramOption: [1], category: { categoryName: 'Fruits' } });
  });

  it('answers 404 for an unknown category, storing nothing', async () => {
    const body = await expectRefused('POST', '/api/product/add', await productForm({ category: unknownId }), 404);
    expect(body).toMatchObject({ code: 'NOT_FOUND', message: 'Category Not Found..!!' });
  });

  it('is for admins only: 401 for a guest, 403 for a customer', async () => {
    const files = uploadedFiles(shop);
    const guest = await sendForm(shop, 'POST', '/api/product/add', await productForm());
    expect(guest.statusCode).toBe(401);
    const shopper = await sendForm(shop, 'POST', '/api/product/add', await productForm(), customer.cookie);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().code).toBe('FORBIDDEN');
    expect(uploadedFiles(shop)).toEqual(files);
  });
});

describe('GET /api/product/getSingleProduct/:id', () => {
  it('answers one product to anyone', async () => {
    const added = await addProduct(shop, admin.cookie, { name: 'Onion', rate: '32.5', category: vegetables._id });
    const response = await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${added._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, product: added });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${unknownId}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Product Not Found..!!' });
    const malformed = await shop.app.inject({ method: 'GET', url: '/api/product/getSingleProduct/xyz' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('VALIDATION');
  });
});

describe('PUT /api/product/update/:id', () => {
  it('replaces every field and keeps the image when none is sent', async () => {
    const added = await addProduct(shop, admin.cookie, { name: 'Potato', category: vegetables._id });
    const form = await productForm({
      name: 'Alphonso Mango',
      unit: 'Dozen',
      rate: '799.99',
      stocks: '7',
      category: fruits._id,
      image: undefined,
    });
    const response = await sendForm(shop, 'PUT', `/api/product/update/${added._id}`, { ...form, kilogramOption: '1' }, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Product Updated..!!',
      product: {
        ...added,
        name: 'Alphonso Mango',
        unit: 'Dozen',
        rate: 799.99,
        stocks: 7,
        kilogramOption: [1],
        category: { _id: fruits._id, categoryName: 'Fruits' },
      },
    });
  });

  it('replaces the image and removes the old files after saving', async () => {
    const added = await addProduct(shop, admin.cookie, { name: 'Carrot', category: vegetables._id });
    const image = { filename: 'c.jpg', contentType: 'image/jpeg', data: await solidImage('jpeg', { colour: '#fb8c00' }) };
    const response = await sendForm(shop, 'PUT', `/api/product/update/${added._id}`, await productForm({ image }), admin.cookie);
    expect(response.statusCode).toBe(200);
    const { url, thumbnailUrl } = response.json().product;
    expect(url).not.toBe(added.url);
    const files = uploadedFiles(shop);
    expect(files).toEqual(expect.arrayContaining([keyOf(url), keyOf(thumbnailUrl)]));
    expect(files).not.toContain(keyOf(added.url));
    expect(files).not.toContain(keyOf(added.thumbnailUrl));
  });

  it('keeps a replaced image that a placed order still shows', async () => {
    const added = await addProduct(shop, admin.cookie, { name: 'Cabbage', category: vegetables._id });
    const { db } = shop.database;
    const [order] = await db
      .insert(orders)
      .values({
        userId: customer.user._id,
        firstName: 'Asha',
        lastName: 'Patil',
        address: 'MG Road',
        city: 'Sangli',
        mobileNumber: '9876543210',
        pinCode: '416416',
        totalPaise: 4000,
        amountDuePaise: 4000,
        orderNumber: 9001,
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      position: 0,
      productId: added._id,
      name: added.name,
      imageUrl: added.url,
      ratePaise: 4000,
      quantity: 1,
    });
    const response = await sendForm(shop, 'PUT', `/api/product/update/${added._id}`, await productForm({ name: 'Cabbage' }), admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(uploadedFiles(shop)).toContain(keyOf(added.url));
    const served = await shop.app.inject({ method: 'GET', url: added.url });
    expect(served.statusCode).toBe(200);
  });

  it('refuses an unknown category and leaves the product and files as they were', async () => {
    const added = await addProduct(shop, admin.cookie, { name: 'Beetroot', category: vegetables._id });
    const body = await expectRefused('PUT', `/api/product/update/${added._id}`, await productForm({ category: unknownId }), 404);
    expect(body.message).toBe('Category Not Found..!!');
    const [row] = await shop.database.db.select().from(products).where(eq(products.id, added._id));
    expect(row?.name).toBe('Beetroot');
    expect(row?.imageKey).toBe(keyOf(added.url));
  });

  it('answers 404 for an unknown product (no file left) and 400 for a malformed id', async () => {
    await expectRefused('PUT', `/api/product/update/${unknownId}`, await productForm(), 404);
    const malformed = await sendForm(shop, 'PUT', '/api/product/update/42', await productForm(), admin.cookie);
    expect(malformed.statusCode).toBe(400);
  });

  it('validates like add', async () => {
    const added = await addProduct(shop, admin.cookie, { name: 'Radish', category: vegetables._id });
    const body = await expectRefused('PUT', `/api/product/update/${added._id}`, await productForm({ rate: 'abc', image: undefined }), 400);
    expect(body.message).toEqual(['Rate: Must be a number..!!']);
  });

  it('is for admins only', async () => {
    const added = await addProduct(shop, admin.cookie, { name: 'Garlic', category: vegetables._id });
    const url = `/api/product/update/${added._id}`;
    expect((await sendForm(shop, 'PUT', url, await productForm())).statusCode).toBe(401);
    expect((await sendForm(shop, 'PUT', url, await productForm(), customer.cookie)).statusCode).toBe(403);
  });
});

describe('DELETE /api/product/delete/:id', () => {
  it('deletes a product and its image files', async () => {
    const added = await addProduct(shop, admin.cookie, { name: 'Ginger', category: vegetables._id });
    const response = await shop.app.inject({
      method: 'DELETE',
      url: `/api/product/delete/${added._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Product Deleted..!!' });
    const gone = await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${added._id}` });
    expect(gone.statusCode).toBe(404);
    expect(uploadedFiles(shop)).not.toContain(keyOf(added.url));
    expect(uploadedFiles(shop)).not.toContain(keyOf(added.thumbnailUrl));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await shop.app.inject({ method: 'DELETE', url: `/api/product/delete/${unknownId}`, headers: { cookie: admin.cookie } });
    expect(unknown.statusCode).toBe(404);
    const malformed = await shop.app.inject({ method: 'DELETE', url: '/api/product/delete/zzz', headers: { cookie: admin.cookie } });
    expect(malformed.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const added = await addProduct(shop, admin.cookie, { name: 'Lemon', category: fruits._id });
    const url = `/api/product/delete/${added._id}`;
    expect((await shop.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'DELETE', url, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${added._id}` })).statusCode).toBe(200);
  });
});
