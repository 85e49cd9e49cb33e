import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCategory, sendForm, solidImage } from '#tests/support/catalog-fixtures.js';
import { signUp } from '#tests/support/factories.js';

/**
 * API.md "Languages and search": `keyword` finds a product by its English, Hindi or Marathi name
 * or any alias, forgives typos in Latin letters and in Devanagari, and ranks a whole name first,
 * then a name it starts, then one it is inside, then the close ones (decision 0015).
 */
let shop: TestShop;

/** Added oldest first: each ranking below differs from newest first. */
const catalogue: [name: string, hi: string, mr: string, aliases: string[]][] = [
  ['Potato', 'आलू', 'बटाटा', ['aloo', 'batata']],
  ['Tomato', 'टमाटर', 'टोमॅटो', ['tamatar']],
  ['Onion', 'प्याज़', 'कांदा', ['kanda', 'pyaz']],
  ['Lady Finger', 'भिंडी', 'भेंडी', ['bhindi', 'okra']],
  ['Dum Aloo Masala', '', '', []],
  ['Cherry Tomato', 'चेरी टमाटर', 'चेरी टोमॅटो', []],
  ['Aloo Bhujia', 'आलू भुजिया', '', []],
  ['Alloo Chips', '', '', []],
  ['Sweet Potato', 'शकरकंद', 'रताळे', ['shakarkand']],
  ['Green Peas', 'हरी मटर', 'हिरवा वाटाणा', ['matar']],
];

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await signUp(shop, { role: 'Admin' });
  const shelf = await addCategory(shop, admin.cookie, 'Vegetables');
  const image = { filename: 'p.png', contentType: 'image/png', data: await solidImage('png') };
  for (const [name, name_hi, name_mr, aliases] of catalogue) {
    const form = { name, name_hi, name_mr, aliases: aliases.length > 0 ? aliases : '', unit: 'Kg', rate: '40', stocks: '10' };
    const response = await sendForm(
      shop,
      'POST',
      '/api/product/add',
      { ...form, category: shelf._id, kilogramOption: ['1'], image },
      admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => shop.close());

async function search(keyword: string): Promise<string[]> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/product/getAllProducts?keyword=${encodeURIComponent(keyword)}` });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().products as Product[]).map((p) => p.name);
}

describe('searching every name and alias', () => {
  it('finds a product by its Hindi name', async () => {
    expect(await search('टमाटर')).toEqual(['Tomato', 'Cherry Tomato']);
    expect(await search('भिंडी')).toEqual(['Lady Finger']);
  });

  it('finds a product by its Marathi name', async () => {
    expect(await search('कांदा')).toEqual(['Onion']);
    expect(await search('रताळे')).toEqual(['Sweet Potato']);
  });

  it('finds a product by an alias, in any case', async () => {
    expect(await search('kanda')).toEqual(['Onion']);
    expect(await search('TAMATAR')).toEqual(['Tomato']);
    expect(await search('okra')).toEqual(['Lady Finger']);
  });

  it('forgives a typo in an alias', async () => {
    expect(await search('tamatr')).toEqual(['Tomato', 'Cherry Tomato']);
    expect(await search('bhindee')).toEqual(['Lady Finger']);
    // Less close than pg_trgm's own threshold (0.5) asks: the search sets its own (0.3) for the query.
    expect(await search('patato')).toEqual(['Sweet Potato', 'Potato']);
  });

  it('forgives a typo in Devanagari, the short vowel for the long one included', async () => {
    expect(await search('आलु')).toEqual(['Potato', 'Aloo Bhujia']);
    expect(await search('टमटर')).toEqual(expect.arrayContaining(['Tomato', 'Cherry Tomato']));
    expect(await search('काँदा')).toEqual(['Onion']);
  });

  it('ranks a whole name or alias first, then one it starts, then one it is inside, then the close ones', async () => {
    expect(await search('aloo')).toEqual(['Potato', 'Aloo Bhujia', 'Dum Aloo Masala']);
    expect(await search('आलू')).toEqual(['Potato', 'Aloo Bhujia']);
    expect(await search('matar')).toEqual(['Green Peas', 'Tomato']);
  });

  it('leaves the close matches out when the keyword is some product’s whole name or alias', async () => {
    // "tamatar" is Tomato's alias: the shopper meant it, not Green Peas ("matar") as a typo of it.
    expect(await search('tamatar')).toEqual(['Tomato']);
    // "aloo" is Potato's alias: Alloo Chips, one letter away, is left out.
    expect(await search('aloo')).not.toContain('Alloo Chips');
    // One letter off a name is still forgiven.
    expect(await search('tamatr')).toEqual(expect.arrayContaining(['Tomato']));
  });

  it('puts the closest of the close matches first', async () => {
    // "aaloo" is inside no name; "aloo" is closer to it than "alloo" (newest first among equals).
    expect(await search('aaloo')).toEqual(['Aloo Bhujia', 'Dum Aloo Masala', 'Potato', 'Alloo Chips']);
  });

  it('keeps finding nothing for a keyword close to nothing', async () => {
    expect(await search('dragonfruit')).toEqual([]);
    expect(await search('झुकिनी')).toEqual([]);
  });

  it('finds a Devanagari name by a Latin spelling close to it, but never by one or two letters', async () => {
    expect(await search('alu')).toEqual(['Potato', 'Aloo Bhujia']);
    // "bt" is inside बटाटा's Latin letters ("btata"), not inside any name as written.
    expect(await search('bt')).toEqual([]);
  });

  it('pages the ranked matches like any other list', async () => {
    const page = await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts?keyword=aloo&limit=2&page=2' });
    expect(page.json()).toMatchObject({ page: 2, pages: 2, matched: 3 });
    expect((page.json().products as Product[]).map((p) => p.name)).toEqual(['Dum Aloo Masala']);
  });
});
