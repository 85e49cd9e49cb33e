import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { createProduct } from '#tests/support/products.js';

/**
 * The admin's products list pages through the product list call (decision 0011): with `limit`
 * the answer says which page of how many, and how many products the keyword matches.
 */
let shop: TestShop;
/** Names, oldest first. */
const names: string[] = [];

beforeAll(async () => {
  shop = await createTestShop();
  for (let n = 1; n <= 7; n++) {
    const name = n % 2 === 0 ? `Green Chilli ${n}` : `Okra ${n}`;
    await createProduct(shop, { name, rate: 10 + n, stocks: 5 });
    names.push(name);
  }
});
afterAll(() => shop.close());

async function list(query: string) {
  const response = await shop.app.inject({ method: 'GET', url: `/api/product/getAllProducts${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const namesOf = (answer: { products: { name: string }[] }) => answer.products.map((p) => p.name);

describe('pages of the product list', () => {
  it('answers every product on page 1 of 1 without a limit', async () => {
    const answer = await list('');
    expect(namesOf(answer)).toEqual([...names].reverse());
    expect(answer).toMatchObject({ productsDocCount: 7, page: 1, pages: 1, matched: 7 });
  });

  it('pages a keyword search, counting its matches apart from the shop total', async () => {
    const first = await list('?keyword=okra&page=1&limit=3');
    expect(first).toMatchObject({ productsDocCount: 7, page: 1, pages: 2, matched: 4 });
    const second = await list('?keyword=okra&page=2&limit=3');
    expect([...namesOf(first), ...namesOf(second)]).toEqual(['Okra 7', 'Okra 5', 'Okra 3', 'Okra 1']);
    expect(second).toMatchObject({ page: 2, pages: 2, matched: 4 });
  });

  it('starts at page 1 when only a limit is given', async () => {
    expect(await list('?limit=5')).toMatchObject({ page: 1, pages: 2, matched: 7 });
  });

  it('refuses a page of 0 or a limit past its bound', async () => {
    for (const query of ['?page=0&limit=5', '?limit=1001']) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/product/getAllProducts${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });
});
