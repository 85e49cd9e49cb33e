import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct, keyOf, sendForm, solidImage, uploadedFiles } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { dataUrlOf } from '../support/multipart.js';

let shop: TestShop;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  customer = await signUp(shop);
});
afterAll(() => shop.close());

const png = (colour = '#43a047') => solidImage('png', { colour });
const categoryRows = async () => (await shop.database.db.select({ n: count() }).from(categories))[0]?.n;
const unknownId = '4f6c1c9e-2b7a-4c1e-9a57-0d2f5e8b1a11';

describe('GET /api/category/get', () => {
  it('lists categories oldest first with their image URLs, to anyone', async () => {
    const first = await addCategory(shop, admin.cookie, 'Vegetables');
    const second = await addCategory(shop, admin.cookie, 'Fruits');
    const response = await shop.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const names = body.Categories.map((c: { categoryName: string }) => c.categoryName);
    expect(names.indexOf('Vegetables')).toBeLessThan(names.indexOf('Fruits'));
    expect(body.Categories).toEqual(expect.arrayContaining([first, second]));
    expect(first.categoryImage).toMatch(/^\/uploads\/[a-z0-9-]+\.webp$/);
  });
});

describe('POST /api/category/add', () => {
  it('adds a category from a file part and serves its image', async () => {
    const response = await sendForm(
      shop,
      'POST',
      '/api/category/add',
      { categoryName: '  Dairy  ', categoryImage: { filename: 'dairy.png', contentType: 'image/png', data: await png('#fff8e1') } },
      admin.cookie,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Category Added..!!', category: { categoryName: 'Dairy' } });
    expect(Object.keys(body.category).sort()).toEqual(['_id', 'categoryImage', 'categoryName', 'categoryThumbnail']);
    for (const url of [body.category.categoryImage, body.category.categoryThumbnail]) {
      const image = await shop.app.inject({ method: 'GET', url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
    }
    const key = keyOf(body.category.categoryImage);
    expect(uploadedFiles(shop)).toEqual(expect.arrayContaining([key, key.replace('.webp', '-400.webp')]));
  });

  it('accepts the image as a data-URL field, as the specification’s admin sends it', async () => {
    const response = await sendForm(
      shop,
      'POST',
      '/api/category/add',
      { categoryName: 'Leafy Greens', categoryImage: dataUrlOf(await png('#2e7d32')) },
      admin.cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().category.categoryName).toBe('Leafy Greens');
  });

  it('lists a missing name and a missing image together', async () => {
    const before = uploadedFiles(shop);
    const response = await sendForm(shop, 'POST', '/api/category/add', { categoryName: '   ' }, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(response.json().message).toEqual(expect.arrayContaining(['Category Name: Required..!!', 'Category Image: Required..!!']));
    expect(uploadedFiles(shop)).toEqual(before);
  });

  it('refuses a name over 50 characters and writes no file', async () => {
    const before = uploadedFiles(shop);
    const rows = await categoryRows();
    const response = await sendForm(
      shop,
      'POST',
      '/api/category/add',
      { categoryName: 'x'.repeat(51), categoryImage: { filename: 'a.png', contentType: 'image/png', data: await png() } },
      admin.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['Category Name: At most 50 characters..!!']);
    expect(uploadedFiles(shop)).toEqual(before);
    expect(await categoryRows()).toBe(rows);
  });

  it('refuses a JSON body with 415', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/category/add',
      headers: { cookie: admin.cookie },
      payload: { categoryName: 'Spices', categoryImage: dataUrlOf(await png()) },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA' });
  });

  it('is for admins only: 401 for a guest, 403 for a customer, and nothing is stored', async () => {
    const before = uploadedFiles(shop);
    const rows = await categoryRows();
    const entries = { categoryName: 'Spices', categoryImage: dataUrlOf(await png()) };
    const guest = await sendForm(shop, 'POST', '/api/category/add', entries);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('UNAUTHENTICATED');
    const shopper = await sendForm(shop, 'POST', '/api/category/add', entries, customer.cookie);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().code).toBe('FORBIDDEN');
    expect(uploadedFiles(shop)).toEqual(before);
    expect(await categoryRows()).toBe(rows);
  });
});

describe('PUT /api/category/update/:id', () => {
  it('renames a category and keeps its image when none is sent', async () => {
    const category = await addCategory(shop, admin.cookie, 'Exotic');
    const response = await sendForm(shop, 'PUT', `/api/category/update/${category._id}`, { categoryName: 'Exotic Fruits' }, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Category Updated..!!',
      category: {
        _id: category._id,
        categoryName: 'Exotic Fruits',
        categoryImage: category.categoryImage,
        categoryThumbnail: category.categoryThumbnail,
      },
    });
  });

  it('keeps the image when the form echoes the current image URL back', async () => {
    const category = await addCategory(shop, admin.cookie, 'Herbs');
    const response = await sendForm(
      shop,
      'PUT',
      `/api/category/update/${category._id}`,
      { categoryName: 'Fresh Herbs', categoryImage: category.categoryImage },
      admin.cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().category.categoryImage).toBe(category.categoryImage);
  });

  it('replaces the image and removes the old files', async () => {
    const category = await addCategory(shop, admin.cookie, 'Seasonal');
    const oldKey = keyOf(category.categoryImage);
    const response = await sendForm(
      shop,
      'PUT',
      `/api/category/update/${category._id}`,
      { categoryName: 'Seasonal', categoryImage: { filename: 'new.jpg', contentType: 'image/jpeg', data: await solidImage('jpeg') } },
      admin.cookie,
    );
    expect(response.statusCode).toBe(200);
    const newKey = keyOf(response.json().category.categoryImage);
    expect(newKey).not.toBe(oldKey);
    const files = uploadedFiles(shop);
    expect(files).toContain(newKey);
    expect(files).not.toContain(oldKey);
    expect(files).not.toContain(oldKey.replace('.webp', '-400.webp'));
  });

  it('answers 404 for an unknown id and leaves no new file behind', async () => {
    const before = uploadedFiles(shop);
    const response = await sendForm(
      shop,
      'PUT',
      `/api/category/update/${unknownId}`,
      { categoryName: 'Ghost', categoryImage: dataUrlOf(await png()) },
      admin.cookie,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Category Not Found..!!' });
    expect(uploadedFiles(shop)).toEqual(before);
  });

  it('answers 400 for a malformed id', async () => {
    const response = await sendForm(shop, 'PUT', '/api/category/update/not-a-uuid', { categoryName: 'Ghost' }, admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });

  it('is for admins only', async () => {
    const category = await addCategory(shop, admin.cookie, 'Locked');
    const url = `/api/category/update/${category._id}`;
    expect((await sendForm(shop, 'PUT', url, { categoryName: 'Mine' })).statusCode).toBe(401);
    expect((await sendForm(shop, 'PUT', url, { categoryName: 'Mine' }, customer.cookie)).statusCode).toBe(403);
  });
});

describe('DELETE /api/category/delete/:id', () => {
  it('refuses to delete a category that still has products (409)', async () => {
    const category = await addCategory(shop, admin.cookie, 'In Use');
    await addProduct(shop, admin.cookie, { category: category._id });
    const response = await shop.app.inject({
      method: 'DELETE',
      url: `/api/category/delete/${category._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'Category Has Products, Delete Or Move Them First..!!',
    });
    expect(uploadedFiles(shop)).toContain(keyOf(category.categoryImage));
  });

  it('deletes an empty category, answers it and removes its files', async () => {
    const category = await addCategory(shop, admin.cookie, 'Empty');
    const response = await shop.app.inject({
      method: 'DELETE',
      url: `/api/category/delete/${category._id}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Category Deleted..!!', DeletedCategory: category });
    expect(uploadedFiles(shop)).not.toContain(keyOf(category.categoryImage));
    const list = await shop.app.inject({ method: 'GET', url: '/api/category/get' });
    expect(list.json().Categories.map((c: { _id: string }) => c._id)).not.toContain(category._id);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await shop.app.inject({
      method: 'DELETE',
      url: `/api/category/delete/${unknownId}`,
      headers: { cookie: admin.cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('NOT_FOUND');
    const malformed = await shop.app.inject({ method: 'DELETE', url: '/api/category/delete/123', headers: { cookie: admin.cookie } });
    expect(malformed.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const category = await addCategory(shop, admin.cookie, 'Guarded');
    const url = `/api/category/delete/${category._id}`;
    expect((await shop.app.inject({ method: 'DELETE', url })).statusCode).toBe(401);
    expect((await shop.app.inject({ method: 'DELETE', url, headers: { cookie: customer.cookie } })).statusCode).toBe(403);
  });
});
