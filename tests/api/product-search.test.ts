import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct } from '../support/catalog-fixtures.js';
import { signUp } from '../support/factories.js';

let shop: TestShop;
let vegetables: Category;
let fruits: Category;
let dairy: Category;
const added: Product[] = [];

/** A small shop: names, rates and categories chosen so each filter has a known answer. */
const stock: [name: string, rate: string, category: 'vegetables' | 'fruits' | 'dairy'][] = [
  ['Tomato', '40', 'vegetables'],
  ['Cherry Tomato', '120', 'vegetables'],
  ['Onion', '20', 'vegetables'],
  ['Potato', '25.5', 'vegetables'],
  ['Green Peas', '80', 'vegetables'],
  ['Banana', '45', 'fruits'],
  ['Alphonso Mango', '650', 'fruits'],
  ['Papaya', '39.99', 'fruits'],
  ['Milk', '28', 'dairy'],
  ['Paneer', '90', 'dairy'],
  ['Curd 100%_Fresh', '35', 'dairy'],
  ['Butter', '56', 'dairy'],
];

beforeAll(async () => {
  shop = await createTestShop();
  const admin = await signUp(shop, { role: 'Admin' });
  vegetables = await addCategory(shop, admin.cookie, 'Vegetables');
  fruits = await addCategory(shop, admin.cookie, 'Fruits');
  dairy = await addCategory(shop, admin.cookie, 'Dairy');
  const byName = { vegetables, fruits, dairy };
  for (const [name, rate, category] of stock) {
    added.push(await addProduct(shop, admin.cookie, { name, rate, category: byName[category]._id }));
  }
});
afterAll(() => shop.close());

async function list(query = '') {
  const response = await shop.app.inject({ method: 'GET', url: `/api/product/getAllProducts${query}` });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { body, names: (body.products as Product[]).map((p) => p.name) };
}

describe('GET /api/product/getAllProducts', () => {
  it('answers every product, newest first, with the shop’s count', async () => {
    const { body, names } = await list();
    expect(body.success).toBe(true);
    expect(body.productsDocCount).toBe(stock.length);
    expect(names).toEqual(stock.map(([name]) => name).reverse());
    expect(body.products[0]).toEqual(added.at(-1));
  });

  it('finds names containing the keyword, in any case, names starting with it first', async () => {
    const { body, names } = await list('?keyword=toMATO');
    expect(names).toEqual(['Tomato', 'Cherry Tomato']);
    expect(body.productsDocCount).toBe(stock.length);
  });

  it('forgives a plural spelling', async () => {
    expect((await list('?keyword=tomatos')).names).toEqual(['Tomato', 'Cherry Tomato']);
    expect((await list('?keyword=potatoes')).names).toEqual(['Potato']);
    expect((await list('?keyword=mangoes')).names).toEqual(['Alphonso Mango']);
  });

  it('finds a keyword inside a name, and by one or two characters (too short for the trigram index)', async () => {
    expect((await list('?keyword=mato')).names).toEqual(['Cherry Tomato', 'Tomato']);
    expect((await list('?keyword=to')).names).toEqual(['Tomato', 'Potato', 'Cherry Tomato']);
    expect((await list('?keyword=P')).names).toEqual(['Paneer', 'Papaya', 'Potato', 'Alphonso Mango', 'Green Peas']);
    expect((await list('?keyword=pea')).names).toEqual(['Green Peas']);
  });

  it('treats % and _ in a keyword as plain characters', async () => {
    expect((await list(`?keyword=${encodeURIComponent('%')}`)).names).toEqual(['Curd 100%_Fresh']);
    expect((await list(`?keyword=${encodeURIComponent('0%_f')}`)).names).toEqual(['Curd 100%_Fresh']);
    expect((await list('?keyword=_')).names).toEqual(['Curd 100%_Fresh']);
  });

  it('answers an empty list for a keyword nothing matches, with the full count', async () => {
    const { body, names } = await list('?keyword=dragonfruit');
    expect(names).toEqual([]);
    expect(body.productsDocCount).toBe(stock.length);
  });

  it('filters by categories and an inclusive price range', async () => {
    const { body, names } = await list(`?category=${vegetables._id},${fruits._id}&gte=20&lte=45`);
    expect(names.sort()).toEqual(['Banana', 'Onion', 'Papaya', 'Potato', 'Tomato']);
    expect(body.productsDocCount).toBe(stock.length);
  });

  it('compares rupee bounds exactly, paise included', async () => {
    expect((await list('?category=&gte=39.99&lte=39.99')).names).toEqual(['Papaya']);
    expect((await list('?category=&gte=25.51&lte=27')).names).toEqual([]);
  });

  it('filters by price alone when the category list is empty', async () => {
    const { names } = await list('?category=&gte=20&lte=40');
    expect(names.sort()).toEqual(['Curd 100%_Fresh', 'Milk', 'Onion', 'Papaya', 'Potato', 'Tomato']);
  });

  it('filters by one category without a price range', async () => {
    const { names } = await list(`?category=${dairy._id}`);
    expect(names.sort()).toEqual(['Butter', 'Curd 100%_Fresh', 'Milk', 'Paneer']);
  });

  it('reads a repeated category parameter like a comma-separated one', async () => {
    const { names } = await list(`?category=${dairy._id}&category=${fruits._id}&lte=50`);
    expect(names.sort()).toEqual(['Banana', 'Curd 100%_Fresh', 'Milk', 'Papaya']);
  });

  it('finds nothing, without an error, for a keyword longer than any name', async () => {
    expect((await list(`?keyword=${'a'.repeat(120)}`)).names).toEqual([]);
  });

  it('answers a page of the same order when asked for a limit, with the shop’s count', async () => {
    const all = (await list()).names;
    const first = await list('?limit=5');
    expect(first.names).toEqual(all.slice(0, 5));
    expect(first.body.productsDocCount).toBe(stock.length);
    expect((await list('?limit=5&page=3')).names).toEqual(all.slice(10, 15));
    expect((await list('?limit=5&page=4')).names).toEqual([]);
    expect((await list('?keyword=tomato&limit=1&page=2')).names).toEqual(['Cherry Tomato']);
    expect((await list('?page=2')).names).toEqual(all);
  });

  it('describes the query in the OpenAPI document', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const parameters = response.json().paths['/api/product/getAllProducts'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['keyword', 'category', 'gte', 'lte']));
  });

  it('refuses a malformed category id or a non-numeric bound with 400', async () => {
    for (const query of ['?category=abc', '?gte=4x', '?lte=-1', '?limit=0', '?limit=2.5', '?limit=1001', '?limit=5&page=0']) {
      const response = await shop.app.inject({ method: 'GET', url: `/api/product/getAllProducts${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
    }
  });

  it('names a bad bound once in its message', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts?gte=4x&lte=-1' });
    expect(response.json().message).toEqual(['Gte: Must be a number..!!', 'Lte: Must be 0 or more..!!']);
  });
});

describe('GET /api/product/recent/products', () => {
  it('answers the newest ten products', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/product/recent/products' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.products.map((p: Product) => p.name)).toEqual(
      stock
        .map(([name]) => name)
        .reverse()
        .slice(0, 10),
    );
  });
});
