import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct, catalogRowCounts, sendForm, solidImage } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { downloadCsv, importCsv, productSheet, recordsOf } from '../support/spreadsheets.js';

/**
 * POST /api/admin/products/import (API.md "The owner's admin at scale"; decision 0012): the whole
 * file is checked first, one bad row refuses it all, and a preview writes nothing.
 */
let shop: TestShop;
let admin: SignedIn;
let vegetables: Category;
let tomato: Product;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  vegetables = await addCategory(shop, admin.cookie, 'Vegetables');
  await addCategory(shop, admin.cookie, 'Fruits');
  tomato = await addProduct(shop, admin.cookie, {
    name: 'Tomato',
    category: vegetables._id,
    rate: 40,
    stocks: 25,
    kilogramOption: [0.5, 1],
  });
});
afterAll(() => shop.close());

const getProduct = async (id: string) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${id}` })).json().product as Product;
const sheetRows = async () => recordsOf((await downloadCsv(shop, '/api/admin/products.csv', admin.cookie)).rows);
const importEntries = async () =>
  (await shop.app.inject({ method: 'GET', url: '/api/admin/audit?action=products.import', headers: { cookie: admin.cookie } })).json()
    .entries;

describe('importing products', () => {
  it('previews what it would create and update, writing nothing', async () => {
    const before = { counts: await catalogRowCounts(shop), sheet: await sheetRows(), entries: (await importEntries()).length };
    const sheet = productSheet([
      {
        id: tomato._id,
        name: 'Tomato',
        name_hi: 'टमाटर',
        aliases: 'tamatar',
        category: 'Vegetables',
        rate: 45,
        stocks: 25,
        kilogram_options: '0.5|1',
      },
      { name: 'Banana', category: 'fruits', unit: 'Dozen', rate: 60, stocks: 30, kilogram_options: '1' },
    ]);
    const response = await importCsv(shop, admin.cookie, sheet, { preview: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Checked: 1 To Create, 1 To Update, 0 Unchanged..!!',
      preview: true,
      created: 1,
      updated: 1,
      unchanged: 0,
      rows: [
        {
          row: 2,
          action: 'update',
          _id: tomato._id,
          name: 'Tomato',
          changes: [
            { column: 'name_hi', from: '', to: 'टमाटर' },
            { column: 'aliases', from: '', to: 'tamatar' },
            { column: 'rate', from: '40', to: '45' },
          ],
        },
        { row: 3, action: 'create', _id: null, name: 'Banana', changes: [] },
      ],
    });
    expect(await catalogRowCounts(shop)).toEqual(before.counts);
    expect(await sheetRows()).toEqual(before.sheet);
    expect(await importEntries()).toHaveLength(before.entries);
  });

  it('creates and updates in one go, answering the counts, with a placeholder picture for new products', async () => {
    const sheet = productSheet([
      {
        id: tomato._id,
        name: 'Tomato',
        name_hi: 'टमाटर',
        aliases: 'tamatar',
        category: 'Vegetables',
        rate: 45,
        stocks: 25,
        kilogram_options: '0.5|1',
      },
      {
        name: 'Banana',
        name_mr: 'केळी',
        category: 'fruits',
        unit: 'Dozen',
        rate: 60,
        stocks: 30,
        kilogram_options: '1',
        low_stock_threshold: 5,
      },
    ]);
    const response = await importCsv(shop, admin.cookie, sheet);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Products Imported: 1 Created, 1 Updated..!!',
      preview: false,
      created: 1,
      updated: 1,
      unchanged: 0,
      rows: [],
    });
    expect((await getProduct(tomato._id)).rate).toBe(45);
    // The catalogue's cached list shows the new product at once.
    const list = (await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts?keyword=banana' })).json().products as Product[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Banana',
      unit: 'Dozen',
      rate: 60,
      stocks: 30,
      kilogramOption: [1],
      category: { categoryName: 'Fruits' },
    });
    const picture = await shop.app.inject({ method: 'GET', url: list[0]!.url });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(await sheetRows()).toContainEqual(
      expect.objectContaining({ name: 'Banana', name_mr: 'केळी', low_stock_threshold: '5', category: 'Fruits' }),
    );
  });

  it('leaves one audit entry per import, naming the Admin and the counts', async () => {
    const [entry] = await importEntries();
    expect(entry).toMatchObject({
      actor: { _id: admin.user._id, email: admin.email },
      action: 'products.import',
      target: 'products',
      detail: { file: 'products.csv', created: 1, updated: 1, unchanged: 0 },
    });
  });

  it('imports its own export unchanged: every row counted as unchanged, nothing written', async () => {
    await importCsv(shop, admin.cookie, productSheet([{ name: '=Offer+1', aliases: '-sale|@home', category: 'Fruits' }]));
    const exported = (await downloadCsv(shop, '/api/admin/products.csv', admin.cookie)).bytes;
    const response = await importCsv(shop, admin.cookie, exported);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: recordsOf((await downloadCsv(shop, '/api/admin/products.csv', admin.cookie)).rows).length,
    });
    expect((await sheetRows()).find((row) => row.aliases === "'-sale|@home")).toMatchObject({ name: "'=Offer+1" });
  });

  it('keeps the shared placeholder when one imported product gets its own photo', async () => {
    const bananaId = (await sheetRows()).find((row) => row.name === 'Banana')?.id as string;
    const banana = await getProduct(bananaId);
    const updated = await sendForm(
      shop,
      'PUT',
      `/api/product/update/${bananaId}`,
      {
        name: 'Banana',
        unit: 'Dozen',
        rate: 60,
        stocks: 30,
        category: banana.category?._id ?? '',
        kilogramOption: [1],
        image: { filename: 'banana.png', contentType: 'image/png', data: await solidImage('png') },
      },
      admin.cookie,
    );
    expect(updated.statusCode).toBe(200);
    expect(existsSync(path.join(shop.config.dataDir, 'uploads', 'product-placeholder.webp'))).toBe(true);
  });
});

describe('refusing a file', () => {
  const refusal = async (csv: string | Buffer, status = 400) => {
    const before = { counts: await catalogRowCounts(shop), sheet: await sheetRows(), entries: (await importEntries()).length };
    const response = await importCsv(shop, admin.cookie, csv);
    expect(response.statusCode).toBe(status);
    expect(response.json().success).toBe(false);
    // All or nothing: not one row of a refused file is written.
    expect(await catalogRowCounts(shop)).toEqual(before.counts);
    expect(await sheetRows()).toEqual(before.sheet);
    expect(await importEntries()).toHaveLength(before.entries);
    return response.json();
  };

  it('lists every problem of every row as a spreadsheet numbers it, and changes nothing', async () => {
    const sheet = productSheet([
      { name: 'Okra', category: 'Vegetables', rate: 35 },
      { name: 'Spinach\n(bunch)', category: 'Vegetables', rate: 0 },
      { name: '', category: 'Dairy', rate: 'ten', stocks: -1 },
      { id: tomato._id, name: 'Tomato', category: 'Vegetables', kilogram_options: '0.5|abc' },
      { id: tomato._id, name: 'Tomato again', category: 'Vegetables' },
      { id: crypto.randomUUID(), name: 'Ghost', category: 'Vegetables' },
      { id: 'not-an-id', name: 'Odd', category: 'Vegetables', aliases: 'a|'.repeat(21), low_stock_threshold: -2 },
      { name: 'Leek', category: 'Vegetables', kilogram_options: '' },
    ]);
    // A blank row between them is still a row of the spreadsheet: Leek is row 10.
    const body = await refusal(sheet.replace('\r\n,Leek', '\r\n,,,,,,,,,,\r\n,Leek'));
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toEqual([
      'Row 3: Rate: Must be more than 0..!!',
      'Row 4: Category: No Category Named "Dairy"..!!',
      'Row 4: Name: Required..!!',
      'Row 4: Rate: Must be a number..!!',
      'Row 4: Stocks: Must be 0 or more..!!',
      'Row 5: Weight Option: Must be a number..!!',
      'Row 6: Id: Also On Row 5..!!',
      'Row 7: Id: No Product Has This Id..!!',
      'Row 8: Id: Invalid Id..!!',
      'Row 8: Low Stock Threshold: Must be 0 or more..!!',
      'Row 8: Aliases: At most 20..!!',
      'Row 10: Weight Option: Choose At Least One..!!',
    ]);
  });

  it('names header problems on row 1 and a row of the wrong width', async () => {
    const missing = await refusal('id,name,price,category,unit,rate,stocks,kilogram_options,low_stock_threshold,name,name_mr\r\n');
    expect(missing.message).toEqual([
      'Row 1: Header: Unknown Column "price"..!!',
      'Row 1: Header: Column "name" Appears Twice..!!',
      'Row 1: Header: Missing Column "name_hi"..!!',
      'Row 1: Header: Missing Column "aliases"..!!',
    ]);
    const wide = await refusal(`${productSheet([{ name: 'Okra', category: 'Vegetables' }]).trimEnd()},extra\r\n`);
    expect(wide.message).toEqual(['Row 2: Row: Has 12 Cells, The Header Has 11..!!']);
  });

  it('refuses a file that is not UTF-8 text, not CSV, empty or without products', async () => {
    const latin1 = Buffer.from(productSheet([{ name: 'Café', category: 'Vegetables' }]), 'latin1');
    expect((await refusal(latin1)).message).toBe('File: Not UTF-8 Text, Save It As "CSV UTF-8" And Try Again..!!');
    expect((await refusal(`${productSheet([])}"Okra,Vegetables\r\n`)).message).toBe('Row 2: File: A Quoted Cell Is Never Closed..!!');
    expect((await refusal('')).message).toBe('File: The File Is Empty..!!');
    expect((await refusal(productSheet([]))).message).toBe('File: No Product Rows Under The Header..!!');
  });

  it('refuses more than 10,000 products and more than 5 MB', async () => {
    const many = productSheet(Array.from({ length: 10_001 }, (_, i) => ({ name: `Item ${i}`, category: 'Vegetables' })));
    expect((await refusal(many)).message).toBe('File: At Most 10000 Products Per File, This One Has More..!!');
    const longRows = Array.from({ length: 90 }, (_, i) => ({ name: `Item ${i}`, category: 'Vegetables', name_hi: 'x'.repeat(60_000) }));
    const huge = productSheet(longRows);
    const tooLarge = await refusal(huge, 413);
    expect(tooLarge).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'File: At Most 5 MB Is Allowed..!!' });
  });

  it('asks for the file and for a multipart form', async () => {
    const none = await sendForm(shop, 'POST', '/api/admin/products/import', { note: 'no file' }, admin.cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toEqual(['File: Required..!!']);
    const json = await shop.app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });

  it('is for Admins only', async () => {
    const asha = await signUp(shop, { firstName: 'Asha' });
    expect((await importCsv(shop, asha.cookie, productSheet([{ name: 'Okra', category: 'Vegetables' }]))).statusCode).toBe(403);
  });
});
