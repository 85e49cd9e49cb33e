import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product, Suggestion } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCategory, sendForm, solidImage } from '#tests/support/catalog-fixtures.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';

/**
 * GET /api/product/suggest?q= (API.md "Languages and search"): the search box's suggestions,
 * at most 8, in the keyword search's own order, each with its names and small picture.
 */
let shop: TestShop;
let admin: SignedIn;
let shelf: Category;
const added: Product[] = [];

async function addProduct(name: string, names: { hi?: string; mr?: string; aliases?: string[] } = {}): Promise<Product> {
  const image = { filename: 'p.png', contentType: 'image/png', data: await solidImage('png') };
  const form = {
    name,
    name_hi: names.hi ?? '',
    name_mr: names.mr ?? '',
    aliases: names.aliases ?? '',
    unit: 'Kg',
    rate: '40',
    stocks: '10',
    category: shelf._id,
    kilogramOption: ['1'],
    image,
  };
  const response = await sendForm(shop, 'POST', '/api/product/add', form, admin.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().product;
}

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  shelf = await addCategory(shop, admin.cookie, 'Vegetables');
  added.push(await addProduct('Potato', { hi: 'आलू', mr: 'बटाटा', aliases: ['aloo', 'batata'] }));
  // Ten more products with "aloo" inside their names, so a page of 8 leaves some out.
  for (const n of Array.from({ length: 10 }, (_, i) => i + 1)) added.push(await addProduct(`Dum Aloo Masala ${n}`));
  added.push(await addProduct('Aloo Bhujia', { hi: 'आलू भुजिया' }));
  added.push(await addProduct('Buttermilk', { hi: 'छाछ', mr: 'ताक' }));
  added.push(await addProduct('Tomato', { hi: 'टमाटर', mr: 'टोमॅटो', aliases: ['tamatar'] }));
});
afterAll(() => shop.close());

const suggest = (q: string, headers: Record<string, string> = {}) =>
  shop.app.inject({ method: 'GET', url: `/api/product/suggest?q=${encodeURIComponent(q)}`, headers });

async function suggestionsFor(q: string): Promise<Suggestion[]> {
  const response = await suggest(q);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().success).toBe(true);
  return response.json().suggestions;
}

describe('GET /api/product/suggest', () => {
  it('answers at most 8, in the keyword search’s order: the whole alias first, then the name it starts', async () => {
    const suggestions = await suggestionsFor('aloo');
    expect(suggestions).toHaveLength(8);
    const listed = await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts?keyword=aloo' });
    const order = (listed.json().products as Product[]).map((p) => p._id);
    expect(order).toHaveLength(12);
    expect(suggestions.map((s) => s._id)).toEqual(order.slice(0, 8));
    expect(suggestions.slice(0, 2).map((s) => s.name)).toEqual(['Potato', 'Aloo Bhujia']);
  });

  it('gives each suggestion its id, names and thumbnail, and nothing else', async () => {
    const [potato] = await suggestionsFor('batata');
    const product = added[0] as Product;
    expect(potato).toEqual({ _id: product._id, name: 'Potato', names: { hi: 'आलू', mr: 'बटाटा' }, thumbnailUrl: product.thumbnailUrl });
  });

  it('suggests from Devanagari, and from a typo', async () => {
    expect((await suggestionsFor('टमा')).map((s) => s.name)).toEqual(['Tomato']);
    expect((await suggestionsFor('tamatr')).map((s) => s.name)).toEqual(['Tomato']);
    expect((await suggestionsFor('आलु'))[0]?.name).toBe('Potato');
  });

  it('asks a three-letter keyword to be closer before it suggests a typo', async () => {
    // "tam" starts tamatar; it shares two of its four trigrams with ताक ("tak"), too few for three letters.
    expect((await suggestionsFor('tam')).map((s) => s.name)).toEqual(['Tomato']);
    expect((await suggestionsFor('aluu')).map((s) => s.name)).toEqual(expect.arrayContaining(['Potato']));
  });

  it('answers an empty list when nothing is near', async () => {
    expect(await suggestionsFor('zz')).toEqual([]);
    expect(await suggestionsFor('dragonfruit')).toEqual([]);
  });

  it.each([
    ['', 'Search: At least 2 characters..!!'],
    ['a', 'Search: At least 2 characters..!!'],
    ['  t  ', 'Search: At least 2 characters..!!'],
    ['x'.repeat(51), 'Search: At most 50 characters..!!'],
  ])('refuses q = %j with 400 "%s"', async (q, message) => {
    const response = await suggest(q);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, code: 'VALIDATION', message: [message] });
  });

  it('refuses a request without q', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/product/suggest' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: ['Search: Required..!!'] });
  });

  it('lets a browser keep an answer a minute, revalidates it by ETag, and shows a renamed product at once', async () => {
    const first = await suggest('tomato');
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const etag = first.headers.etag as string;
    const again = await suggest('tomato', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=60');
    expect((await suggest('x')).headers['cache-control']).not.toBe('public, max-age=60');

    const tomato = added.at(-1) as Product;
    const renamed = await sendForm(
      shop,
      'PUT',
      `/api/product/update/${tomato._id}`,
      { name: 'Tomato', name_hi: 'लाल टमाटर', unit: 'Kg', rate: '40', stocks: '10', category: shelf._id, kilogramOption: ['1'] },
      admin.cookie,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await suggestionsFor('tomato'))[0]?.names.hi).toBe('लाल टमाटर');
  });

  it('is in the API document with its query and its 400', async () => {
    const document = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/product/suggest'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(['q']);
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400']);
  });
});
