import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#common/schemas/audit.js';
import type { Category, Product } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCategory, sendForm, solidImage } from '#tests/support/catalog-fixtures.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import type { FormValue } from '#tests/support/multipart.js';
import { downloadCsv, importCsv, productSheet, recordsOf } from '#tests/support/spreadsheets.js';

/**
 * API.md "Languages and search": a product's Hindi and Marathi names and its aliases, through
 * the admin's form (multipart `name_hi`, `name_mr`, repeated `aliases`), every product answer,
 * the audit log and the products CSV (decision 0015).
 */
let shop: TestShop;
let admin: SignedIn;
let vegetables: Category;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  vegetables = await addCategory(shop, admin.cookie, 'Vegetables');
});
afterAll(() => shop.close());

type Form = Record<string, FormValue | FormValue[]>;

async function productForm(overrides: Form = {}): Promise<Form> {
  return {
    name: 'Potato',
    unit: 'Kg',
    rate: '30',
    stocks: '50',
    category: vegetables._id,
    kilogramOption: ['0.5', '1'],
    image: { filename: 'p.png', contentType: 'image/png', data: await solidImage('png') },
    ...overrides,
  };
}

async function addProduct(overrides: Form = {}): Promise<Product> {
  const response = await sendForm(shop, 'POST', '/api/product/add', await productForm(overrides), admin.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product;
}

const update = async (product: Product, change: Form) => {
  const { image: _image, ...fields } = await productForm({ name: product.name });
  return sendForm(shop, 'PUT', `/api/product/update/${product._id}`, { ...fields, ...change }, admin.cookie);
};
const getProduct = async (id: string): Promise<Product> =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${id}` })).json().product;
const latestEntry = async (): Promise<AuditEntry> =>
  (await shop.app.inject({ method: 'GET', url: '/api/admin/audit?limit=1', headers: { cookie: admin.cookie } })).json().entries[0];

describe('the product form', () => {
  it('keeps the Hindi and Marathi names and the aliases, trimmed, blanks and repeats dropped', async () => {
    const potato = await addProduct({
      name_hi: ' आलू ',
      name_mr: 'बटाटा',
      aliases: ['aloo', ' Batata ', '', 'ALOO', 'alu'],
    });
    expect(potato).toMatchObject({ name: 'Potato', names: { hi: 'आलू', mr: 'बटाटा' }, aliases: ['aloo', 'Batata', 'alu'] });
    expect(await getProduct(potato._id)).toEqual(potato);
    const listed = (await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts' })).json().products as Product[];
    expect(listed.find((p) => p._id === potato._id)).toEqual(potato);
  });

  it('gives a product added without them empty names and no aliases', async () => {
    const carrot = await addProduct({ name: 'Carrot' });
    expect(carrot).toMatchObject({ names: { hi: '', mr: '' }, aliases: [] });
  });

  it('takes a single alias field as a list of one', async () => {
    expect((await addProduct({ name: 'Okra', aliases: 'bhindi' })).aliases).toEqual(['bhindi']);
  });

  it('keeps the names on an update that leaves them out, and clears the aliases with one empty field', async () => {
    const onion = await addProduct({ name: 'Onion', name_hi: 'प्याज़', name_mr: 'कांदा', aliases: ['kanda', 'pyaz'] });
    const kept = await update(onion, { rate: '32' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product).toMatchObject({ rate: 32, names: { hi: 'प्याज़', mr: 'कांदा' }, aliases: ['kanda', 'pyaz'] });

    const changed = await update(onion, { name_hi: '', name_mr: 'कांदे', aliases: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().product).toMatchObject({ names: { hi: '', mr: 'कांदे' }, aliases: [] });
  });

  it('records the names and aliases in the audit log, and only what changed', async () => {
    const garlic = await addProduct({ name: 'Garlic', name_hi: 'लहसुन', aliases: ['lehsun'] });
    expect((await latestEntry()).detail).toMatchObject({
      record: 'Garlic',
      after: { name: 'Garlic', name_hi: 'लहसुन', name_mr: '', aliases: ['lehsun'] },
    });
    expect((await update(garlic, { name_mr: 'लसूण', aliases: ['lehsun', 'lasun'] })).statusCode).toBe(200);
    expect((await latestEntry()).detail).toEqual({
      record: 'Garlic',
      before: { name_mr: '', aliases: ['lehsun'] },
      after: { name_mr: 'लसूण', aliases: ['lehsun', 'lasun'] },
    });
  });

  it.each([
    ['name_hi', 'आ'.repeat(51), 'Hindi Name: At most 50 characters..!!'],
    ['name_mr', 'x'.repeat(51), 'Marathi Name: At most 50 characters..!!'],
    ['aliases', ['aloo', 'a'.repeat(31)], 'Aliases: Each at most 30 characters..!!'],
    ['aliases', Array.from({ length: 21 }, (_, i) => `alias ${i}`), 'Aliases: At most 20..!!'],
    ['aliases', ['aloo|batata'], 'Aliases: An alias cannot contain "|"..!!'],
  ])('refuses %s = %j with "%s" and saves nothing', async (field, value, message) => {
    const before = (await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts' })).json().productsDocCount;
    const response = await sendForm(shop, 'POST', '/api/product/add', await productForm({ [field]: value }), admin.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: [message] });
    expect((await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts' })).json().productsDocCount).toBe(before);
  });

  it('accepts fifty Devanagari characters and thirty-character aliases', async () => {
    const long = await addProduct({ name: 'Long Names', name_hi: 'क'.repeat(50), aliases: ['b'.repeat(30)] });
    expect(long.names.hi).toHaveLength(50);
    expect(long.aliases).toEqual(['b'.repeat(30)]);
  });
});

describe('the products CSV', () => {
  it('exports the names and aliases, and an unchanged export imports as unchanged', async () => {
    const capsicum = await addProduct({
      name: 'Capsicum',
      name_hi: 'शिमला मिर्च',
      name_mr: 'ढोबळी मिरची',
      aliases: ['shimla mirch', 'bell pepper'],
    });
    const { text, rows } = await downloadCsv(shop, '/api/admin/products.csv', admin.cookie);
    expect(recordsOf(rows).find((row) => row.id === capsicum._id)).toMatchObject({
      name_hi: 'शिमला मिर्च',
      name_mr: 'ढोबळी मिरची',
      aliases: 'shimla mirch|bell pepper',
    });
    const again = await importCsv(shop, admin.cookie, text);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, updated: 0 });
    expect(await getProduct(capsicum._id)).toEqual(capsicum);
  });

  it('imports names and aliases into new and existing products, which search then finds', async () => {
    const cucumber = await addProduct({ name: 'Cucumber' });
    const response = await importCsv(
      shop,
      admin.cookie,
      productSheet([
        {
          id: cucumber._id,
          name: 'Cucumber',
          name_hi: 'खीरा',
          name_mr: 'काकडी',
          aliases: 'kheera|kakdi',
          category: 'Vegetables',
          rate: 30,
          stocks: 50,
        },
        { name: 'Brinjal', name_hi: 'बैंगन', name_mr: 'वांगी', aliases: 'baingan| vangi |Baingan', category: 'Vegetables' },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ created: 1, updated: 1 });
    expect(await getProduct(cucumber._id)).toMatchObject({ names: { hi: 'खीरा', mr: 'काकडी' }, aliases: ['kheera', 'kakdi'] });

    const search = async (keyword: string) =>
      (
        (await shop.app.inject({ method: 'GET', url: `/api/product/getAllProducts?keyword=${encodeURIComponent(keyword)}` })).json()
          .products as Product[]
      ).map((p) => p.name);
    expect(await search('kakdi')).toEqual(['Cucumber']);
    expect(await search('वांगी')).toEqual(['Brinjal']);
    const [brinjal] = (await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts?keyword=vangi' })).json().products;
    expect(brinjal.aliases).toEqual(['baingan', 'vangi']);
  });
});
