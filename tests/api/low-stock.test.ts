import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCategory, sendForm, solidImage } from '#tests/support/catalog-fixtures.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import type { FormValue } from '#tests/support/multipart.js';
import { orderBody, placeOrder, saveSettings } from '#tests/support/orders.js';

/**
 * A product's own low-stock threshold in the product form and answer, and the owner's list of
 * products running low (API.md "The owner's admin at scale"; docs/decisions/0014-low-stock-and-sales.md).
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
let greens: Category;
let dairy: Category;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
  greens = await addCategory(shop, admin.cookie, 'Greens');
  dairy = await addCategory(shop, admin.cookie, 'Dairy');
  await saveSettings(shop, admin.cookie, { lowStockThreshold: 5 });
});
afterAll(() => shop.close());

type Form = Record<string, FormValue | FormValue[]>;

async function productForm(fields: Record<string, FormValue | undefined>, withImage = true): Promise<Form> {
  const form: Record<string, FormValue | FormValue[] | undefined> = {
    name: 'Spinach',
    unit: 'Kg',
    rate: '30',
    stocks: '10',
    category: greens._id,
    kilogramOption: ['0.5', '1'],
    ...(withImage ? { image: { filename: 'p.png', contentType: 'image/png', data: await solidImage('png') } } : {}),
    ...fields,
  };
  return Object.fromEntries(Object.entries(form).filter(([, v]) => v !== undefined)) as Form;
}

async function addProduct(fields: Record<string, FormValue | undefined>): Promise<Product> {
  const response = await sendForm(shop, 'POST', '/api/product/add', await productForm(fields), admin.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product;
}

async function updateProduct(product: Product, fields: Record<string, FormValue | undefined>) {
  const form = await productForm(
    {
      name: product.name,
      unit: product.unit,
      rate: String(product.rate),
      stocks: String(product.stocks),
      category: product.category?._id,
      ...fields,
    },
    false,
  );
  return sendForm(shop, 'PUT', `/api/product/update/${product._id}`, form, admin.cookie);
}

/** As the Admin unless another cookie is given; `null` as a guest. */
const lowStock = (query = '', cookie: string | null = admin.cookie) =>
  shop.app.inject({ method: 'GET', url: `/api/admin/products/low-stock${query}`, headers: cookie ? { cookie } : {} });

describe("a product's own low-stock threshold", () => {
  it('is saved from the form field low_stock_threshold and answered as lowStockThreshold', async () => {
    const paneer = await addProduct({ name: 'Paneer', category: dairy._id, low_stock_threshold: '2.5' });
    expect(paneer.lowStockThreshold).toBe(2.5);
    const read = await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${paneer._id}` });
    expect(read.json().product.lowStockThreshold).toBe(2.5);
  });

  it("is null, the shop's threshold, when the field is blank or left out", async () => {
    expect((await addProduct({ name: 'Methi', low_stock_threshold: '' })).lowStockThreshold).toBeNull();
    expect((await addProduct({ name: 'Palak' })).lowStockThreshold).toBeNull();
  });

  it('is kept by an update that leaves the field out, changed or cleared by one that sends it', async () => {
    const curd = await addProduct({ name: 'Curd', category: dairy._id, low_stock_threshold: '4' });
    const kept = await updateProduct(curd, { rate: '32' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product).toMatchObject({ rate: 32, lowStockThreshold: 4 });

    const changed = await updateProduct(curd, { low_stock_threshold: '0.75' });
    expect(changed.json().product.lowStockThreshold).toBe(0.75);
    const cleared = await updateProduct(curd, { low_stock_threshold: ' ' });
    expect(cleared.json().product.lowStockThreshold).toBeNull();
  });

  it.each([
    ['-1', 'Low Stock Threshold: Must be 0 or more..!!'],
    ['1.2345', 'Low Stock Threshold: At most 3 decimals..!!'],
    ['lots', 'Low Stock Threshold: Must be a number..!!'],
    ['1000001', 'Low Stock Threshold: Must be at most 1000000..!!'],
  ])('refuses %s with 400 and a clear message', async (value, message) => {
    const response = await sendForm(shop, 'POST', '/api/product/add', await productForm({ low_stock_threshold: value }), admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: [message] });
  });
});

describe('GET /api/admin/products/low-stock', () => {
  // A fresh shop of its own: the list reads the whole catalogue.
  let listShop: TestShop;
  let owner: SignedIn;
  const add = async (fields: Record<string, string>): Promise<Product> => {
    const category = await addCategory(listShop, owner.cookie, `Category ${fields.name}`);
    const form = {
      unit: 'Kg',
      rate: '20',
      kilogramOption: ['1'],
      category: category._id,
      image: { filename: 'p.png', contentType: 'image/png', data: await solidImage('png') },
      ...fields,
    };
    const response = await sendForm(listShop, 'POST', '/api/product/add', form, owner.cookie);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().product;
  };
  const list = (query = '') =>
    listShop.app.inject({ method: 'GET', url: `/api/admin/products/low-stock${query}`, headers: { cookie: owner.cookie } });

  let products: Record<string, Product>;
  beforeAll(async () => {
    listShop = await createTestShop();
    owner = await signUp(listShop, { role: 'Admin' });
    await saveSettings(listShop, owner.cookie, { lowStockThreshold: 5 });
    products = {
      // The shop's 5 applies: 5 is at it, 5.001 above it, 0 far below.
      atShop: await add({ name: 'Bhindi', stocks: '5' }),
      aboveShop: await add({ name: 'Lauki', stocks: '5.001' }),
      soldOut: await add({ name: 'Karela', stocks: '0' }),
      // Their own thresholds beat the shop's, either way.
      belowOwnHigher: await add({ name: 'Rice', stocks: '20', low_stock_threshold: '25' }),
      aboveOwnLower: await add({ name: 'Salt', stocks: '3', low_stock_threshold: '2' }),
      atOwnZero: await add({ name: 'Ghee', stocks: '0', low_stock_threshold: '0' }),
      sameStockAsBhindi: await add({ name: 'Arbi', stocks: '5' }),
    };
  });
  afterAll(() => listShop.close());

  it("lists the products at or below their own threshold, else the shop's, lowest stock first", async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.products.map((p: { name: string }) => p.name)).toEqual(['Ghee', 'Karela', 'Arbi', 'Bhindi', 'Rice']);
    expect(body.matched).toBe(5);
    const rice = body.products.find((p: { name: string }) => p.name === 'Rice');
    expect(rice).toEqual({
      _id: products.belowOwnHigher!._id,
      name: 'Rice',
      unit: 'Kg',
      stocks: 20,
      threshold: 25,
      thresholdOf: 'product',
      category: { _id: products.belowOwnHigher!.category!._id, categoryName: 'Category Rice' },
      thumbnailUrl: products.belowOwnHigher!.thumbnailUrl,
    });
    expect(body.products.find((p: { name: string }) => p.name === 'Bhindi')).toMatchObject({ threshold: 5, thresholdOf: 'shop' });
  });

  it("follows the shop's threshold as the owner changes it", async () => {
    await saveSettings(listShop, owner.cookie, { lowStockThreshold: 0 });
    expect((await list()).json().products.map((p: { name: string }) => p.name)).toEqual(['Ghee', 'Karela', 'Rice']);
    await saveSettings(listShop, owner.cookie, { lowStockThreshold: 5 });
  });

  it('answers the lowest few with ?limit=, and how many run low in all', async () => {
    const body = (await list('?limit=2')).json();
    expect(body.products.map((p: { name: string }) => p.name)).toEqual(['Ghee', 'Karela']);
    expect(body.matched).toBe(5);
    expect((await list('?limit=0')).statusCode).toBe(400);
    expect((await list('?limit=101')).json()).toMatchObject({ code: 'VALIDATION', message: ['Limit: Must be at most 100..!!'] });
  });

  it('takes a product off the list once it is restocked above its threshold', async () => {
    const rice = products.belowOwnHigher!;
    const form = {
      name: rice.name,
      unit: rice.unit,
      rate: String(rice.rate),
      stocks: '26',
      category: rice.category!._id,
      kilogramOption: ['1'],
    };
    expect((await sendForm(listShop, 'PUT', `/api/product/update/${rice._id}`, form, owner.cookie)).statusCode).toBe(200);
    expect((await list()).json().products.map((p: { name: string }) => p.name)).toEqual(['Ghee', 'Karela', 'Arbi', 'Bhindi']);
  });
});

describe('who may read the low-stock list', () => {
  it('refuses a guest 401 and a customer 403', async () => {
    const guest = await lowStock('', null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const customer = await lowStock('', asha.cookie);
    expect(customer.statusCode).toBe(403);
    expect(customer.json().code).toBe('FORBIDDEN');
  });

  it('shows a product an order took below the threshold', async () => {
    const okra = await addProduct({ name: 'Okra', stocks: '7' });
    const placed = await placeOrder(shop, asha.cookie, orderBody([{ product: { ...okra, id: okra._id, imageKey: '' }, quantity: 3 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const found = (await lowStock()).json().products.find((p: { _id: string }) => p._id === okra._id);
    expect(found).toMatchObject({ name: 'Okra', stocks: 4, threshold: 5, thresholdOf: 'shop' });
  });
});
