import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { createProduct } from '#tests/support/products.js';

/**
 * The storefront's sort and its price ranges (docs/decisions/0039-finding-groceries.md): the
 * server orders the product list, page by page, by `?sort=`, and every answer names the shop's
 * highest rate (`maxRate`). Asked over real HTTP, as the storefront asks.
 */
let shop: TestShop;
let origin = '';

/** Added oldest first: name, rate. */
const shelf = [
  ['banana', 30],
  ['Apple', 180],
  ['Carrot', 45.5],
  ['Dates', 420],
  ['Eggplant', 30],
] as const;

beforeAll(async () => {
  shop = await createTestShop();
  for (const [name, rate] of shelf) await createProduct(shop, { name, rate, stocks: 5 });
  origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => shop.close());

async function list(query: string) {
  const response = await fetch(`${origin}/api/product/getAllProducts${query}`);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as { products: { name: string; rate: number }[]; productsDocCount: number; maxRate: number; matched: number };
}

const namesOf = (answer: { products: { name: string }[] }) => answer.products.map((p) => p.name);

describe('the product list sorted', () => {
  it('lists the newest first without a sort, and with sort=newest', async () => {
    const newestFirst = ['Eggplant', 'Dates', 'Carrot', 'Apple', 'banana'];
    expect(namesOf(await list(''))).toEqual(newestFirst);
    expect(namesOf(await list('?sort=newest'))).toEqual(newestFirst);
  });

  it('sorts by price both ways, the newest first among equal prices', async () => {
    expect(namesOf(await list('?sort=price-asc'))).toEqual(['Eggplant', 'banana', 'Carrot', 'Apple', 'Dates']);
    expect(namesOf(await list('?sort=price-desc'))).toEqual(['Dates', 'Apple', 'Carrot', 'Eggplant', 'banana']);
  });

  it('sorts by name from A to Z whatever the letters’ case', async () => {
    expect(namesOf(await list('?sort=name'))).toEqual(['Apple', 'banana', 'Carrot', 'Dates', 'Eggplant']);
  });

  it('sorts page by page on the server: the pages read in turn are the whole sorted list', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++) pages.push(...namesOf(await list(`?sort=price-desc&page=${page}&limit=2`)));
    expect(pages).toEqual(['Dates', 'Apple', 'Carrot', 'Eggplant', 'banana']);
  });

  it('sorts a filtered list and a keyword search', async () => {
    expect(namesOf(await list('?category=&gte=30&lte=200&sort=price-desc'))).toEqual(['Apple', 'Carrot', 'Eggplant', 'banana']);
    // A keyword's best match would come first; the shopper's sort comes before it.
    const search = await list('?keyword=a&sort=name');
    expect(namesOf(search)).toEqual(['Apple', 'banana', 'Carrot', 'Dates', 'Eggplant']);
  });

  it('refuses a sort it does not know', async () => {
    const response = await fetch(`${origin}/api/product/getAllProducts?sort=cheapest`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });
});

describe('the shop’s highest rate', () => {
  it('is named in every answer, whatever the query finds', async () => {
    expect(await list('')).toMatchObject({ maxRate: 420, productsDocCount: 5 });
    expect(await list('?keyword=banana')).toMatchObject({ maxRate: 420, matched: 1 });
    expect(await list('?category=&gte=0&lte=20')).toMatchObject({ maxRate: 420, matched: 0 });
  });

  it('follows the catalogue: a dearer product raises it', async () => {
    await createProduct(shop, { name: 'Saffron', rate: 1250.75, stocks: 1 });
    expect((await list('?sort=price-desc&page=1&limit=1')).maxRate).toBe(1250.75);
  });
});
