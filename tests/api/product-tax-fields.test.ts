import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct, catalogRowCounts, sendForm, solidImage } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { downloadCsv, importCsv, productSheet, recordsOf, TAX_HEADER } from '../support/spreadsheets.js';

/**
 * A product's MRP, HSN and GST slab (API.md "Tax and labels"): kept through the product form and
 * the products CSV, refused with the field named in each, and old CSV files still import.
 */
let shop: TestShop;
let admin: SignedIn;
let dairy: Category;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  dairy = await addCategory(shop, admin.cookie, 'Dairy');
});
afterAll(() => shop.close());

const getProduct = async (id: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${id}` })).json().product as Product;
const sheetRowOf = async (name: string) =>
  recordsOf((await downloadCsv(shop, '/api/admin/products.csv', admin.cookie)).rows).find((row) => row.name === name);

/** The product form of `product` as the admin's Update Product sends it, with `changes`. */
async function updateForm(product: Product, changes: Record<string, string>) {
  return sendForm(
    shop,
    'PUT',
    `/api/product/update/${product._id}`,
    {
      name: product.name,
      unit: product.unit,
      rate: String(product.rate),
      stocks: String(product.stocks),
      category: dairy._id,
      kilogramOption: product.kilogramOption.map(String),
      ...changes,
    },
    admin.cookie,
  );
}

describe('the product form', () => {
  it('keeps MRP, HSN and the GST slab, and a new product without them has none and is exempt', async () => {
    const ghee = await addProduct(shop, admin.cookie, {
      name: 'Cow Ghee',
      category: dairy._id,
      unit: 'Packet',
      rate: 550,
      mrp: '600',
      hsn: '0405',
      gstRate: '12',
      kilogramOption: [1],
    });
    expect(ghee).toMatchObject({ rate: 550, mrp: 600, hsn: '0405', gstRate: 12 });
    expect(await getProduct(ghee._id)).toMatchObject({ mrp: 600, hsn: '0405', gstRate: 12 });

    const spinach = await addProduct(shop, admin.cookie, { name: 'Spinach', category: dairy._id, rate: 30 });
    expect(spinach).toMatchObject({ mrp: null, hsn: '', gstRate: 0 });
  });

  it('keeps them when an older form leaves them out, and clears the MRP when it is sent blank', async () => {
    const paneer = await addProduct(shop, admin.cookie, {
      name: 'Paneer',
      category: dairy._id,
      unit: 'Packet',
      rate: 90,
      mrp: 100,
      hsn: '04061000',
      gstRate: 5,
      kilogramOption: [1],
    });
    const older = await updateForm(paneer, { rate: '95' });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().product).toMatchObject({ rate: 95, mrp: 100, hsn: '04061000', gstRate: 5 });

    const cleared = await updateForm(paneer, { rate: '95', mrp: '', hsn: '', gstRate: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().product).toMatchObject({ mrp: null, hsn: '', gstRate: 0 });
  });

  it('refuses a bad HSN, a rate outside the slabs and an MRP below the rate or negative, naming each field', async () => {
    const before = await catalogRowCounts(shop);
    const image = { filename: 'milk.png', contentType: 'image/png', data: await solidImage('png') };
    const form = { name: 'Milk', unit: 'Litre', rate: '30', stocks: '10', category: dairy._id, kilogramOption: ['1'], image };
    const refused = async (fields: Record<string, string>) => {
      const response = await sendForm(shop, 'POST', '/api/product/add', { ...form, ...fields }, admin.cookie);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
      return response.json().message as string[];
    };
    expect(await refused({ hsn: '12345' })).toEqual(['HSN: Must be 4, 6 or 8 digits..!!']);
    expect(await refused({ hsn: '04O1' })).toEqual(['HSN: Must be 4, 6 or 8 digits..!!']);
    expect(await refused({ gstRate: '7' })).toEqual(['GST Rate: Must be one of 0, 5, 12, 18, 28..!!']);
    expect(await refused({ gstRate: 'five' })).toEqual(['GST Rate: Must be one of 0, 5, 12, 18, 28..!!']);
    expect(await refused({ mrp: '29.99' })).toEqual(['MRP: Must be at least the rate, 30..!!']);
    expect(await refused({ mrp: '-5' })).toEqual(['MRP: Must be more than 0..!!']);
    expect(await refused({ mrp: 'abc', hsn: '1', gstRate: '3' })).toEqual([
      'MRP: Must be a number..!!',
      'HSN: Must be 4, 6 or 8 digits..!!',
      'GST Rate: Must be one of 0, 5, 12, 18, 28..!!',
    ]);
    expect(await catalogRowCounts(shop)).toEqual(before);
  });

  it('refuses a new rate above the MRP the product keeps when the form leaves the MRP out', async () => {
    const curd = await addProduct(shop, admin.cookie, {
      name: 'Curd',
      category: dairy._id,
      unit: 'Packet',
      rate: 40,
      mrp: 45,
      kilogramOption: [1],
    });
    const response = await updateForm(curd, { rate: '50' });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toEqual(['MRP: Must be at least the rate, 50..!!']);
    expect(await getProduct(curd._id)).toMatchObject({ rate: 40, mrp: 45 });
  });
});

describe('the products CSV', () => {
  it('writes mrp, hsn and gst_rate after the other columns, and imports them back', async () => {
    await addProduct(shop, admin.cookie, {
      name: 'Butter',
      category: dairy._id,
      unit: 'Packet',
      rate: 56,
      mrp: 58.5,
      hsn: '0405',
      gstRate: 12,
      kilogramOption: [1],
    });
    const { rows } = await downloadCsv(shop, '/api/admin/products.csv', admin.cookie);
    expect(rows[0]?.join(',')).toBe(TAX_HEADER);
    expect(await sheetRowOf('Butter')).toMatchObject({ rate: '56', mrp: '58.5', hsn: '0405', gst_rate: '12' });

    const sheet = productSheet(
      [{ name: 'Lassi', category: 'Dairy', unit: 'Bottle', rate: 25, kilogram_options: '1', mrp: 30, hsn: '040390', gst_rate: '5%' }],
      TAX_HEADER,
    );
    const imported = await importCsv(shop, admin.cookie, sheet);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await sheetRowOf('Lassi')).toMatchObject({ rate: '25', mrp: '30', hsn: '040390', gst_rate: '5' });
  });

  it('imports a file from before the columns, leaving the MRP, HSN and slab of what it updates as they are', async () => {
    const cheese = await addProduct(shop, admin.cookie, {
      name: 'Cheese Slices',
      category: dairy._id,
      unit: 'Packet',
      rate: 120,
      mrp: 135,
      hsn: '0406',
      gstRate: 12,
      kilogramOption: [1],
    });
    const sheet = productSheet([
      { id: cheese._id, name: 'Cheese Slices', category: 'Dairy', unit: 'Packet', rate: 125, stocks: 25, kilogram_options: '1' },
      { name: 'Buttermilk', category: 'Dairy', unit: 'Litre', rate: 20, kilogram_options: '1' },
    ]);
    const imported = await importCsv(shop, admin.cookie, sheet);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await getProduct(cheese._id)).toMatchObject({ rate: 125, mrp: 135, hsn: '0406', gstRate: 12 });
    expect(await sheetRowOf('Buttermilk')).toMatchObject({ mrp: '', hsn: '', gst_rate: '0' });
  });

  it('names the bad cells of each row, an MRP below the rate included, and imports nothing', async () => {
    const before = await catalogRowCounts(shop);
    const sheet = productSheet(
      [
        { name: 'Kulfi', category: 'Dairy', rate: 40, mrp: 35 },
        { name: 'Khoa', category: 'Dairy', rate: 40, hsn: '04', gst_rate: 15 },
        { name: 'Malai', category: 'Dairy', rate: 40, mrp: -1 },
      ],
      TAX_HEADER,
    );
    const response = await importCsv(shop, admin.cookie, sheet);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      'Row 2: MRP: Must be at least the rate, 40..!!',
      'Row 3: HSN: Must be 4, 6 or 8 digits..!!',
      'Row 3: GST Rate: Must be one of 0, 5, 12, 18, 28..!!',
      'Row 4: MRP: Must be more than 0..!!',
    ]);
    expect(await catalogRowCounts(shop)).toEqual(before);
  });
});
