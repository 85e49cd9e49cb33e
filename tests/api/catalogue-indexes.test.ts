import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';

interface SentStatement {
  query: string;
  params: unknown[];
}

let shop: TestShop;
let sent: SentStatement[] = [];
let shelf: string;
beforeAll(async () => {
  shop = await createTestShop(undefined, { onQuery: (query, params) => sent.push({ query, params }) });
  shelf = await fillCatalogue(2000);
});
afterAll(() => shop.close());

/**
 * A catalogue of a couple of thousand products on twenty shelves, written in one statement. On an
 * empty table the planner's guesses price a full walk of any index like the right one; with rows
 * in the table it weighs each index by what it would read. Returns the first shelf's id.
 */
async function fillCatalogue(size: number): Promise<string> {
  const { db } = shop.database;
  const shelves = await db
    .insert(categories)
    .values(Array.from({ length: 20 }, (_, n) => ({ name: `Shelf ${n}`, imageKey: `shelf-${n}.webp` })))
    .returning({ id: categories.id });
  await db.insert(products).values(
    Array.from({ length: size }, (_, n) => ({
      name: `Product ${n}`,
      unit: 'Kg',
      ratePaise: 100 + ((n * 7919) % 100_000),
      stocks: 10,
      categoryId: shelves[n % shelves.length]!.id,
      imageKey: `product-${n}.webp`,
    })),
  );
  return shelves[0]!.id;
}

/** The statement that reads the product list for a storefront request (the count beside it is left out). */
async function productReadOf(url: string): Promise<SentStatement> {
  sent = [];
  const response = await shop.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  const reads = sent.filter(({ query }) => /^select .* from "products" left join "categories"/.test(query));
  expect(reads, JSON.stringify(sent)).toHaveLength(1);
  return reads[0]!;
}

/**
 * The plan of a statement the shop sent, run with its own parameters, with sequential scans
 * priced out, as on a catalogue large enough for the planner to prefer an index (on a couple of
 * thousand rows it rightly reads the table instead).
 */
async function planOf({ query, params }: SentStatement): Promise<string> {
  return shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explain = tx._.session.prepareQuery({ sql: `explain ${query}`, params }, undefined, undefined, false);
    const result = (await explain.execute()) as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('catalogue indexes', () => {
  it('let keyword search match inside names through the trigram index', async () => {
    const search = await productReadOf('/api/product/getAllProducts?keyword=tomatos');
    expect(search.params).toEqual(expect.arrayContaining(['%tomatos%', '%tomato%']));
    expect(await planOf(search)).toMatch(/Bitmap Index Scan on products_name_trgm_idx/);
  });

  it('give the newest products in order without sorting', async () => {
    const plan = await planOf(await productReadOf('/api/product/recent/products'));
    expect(plan).toMatch(/Index Scan Backward using products_created_at_id_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('serve the category filter with its price range from the category and rate index', async () => {
    const byCategory = await productReadOf(`/api/product/getAllProducts?category=${shelf}&gte=20&lte=40`);
    expect(byCategory.params).toEqual([shelf, 2000, 4000]);
    const plan = await planOf(byCategory);
    expect(plan).toMatch(/Index Scan (using|on) products_category_rate_idx/);
    // Both bounds are read from the index, not filtered after it.
    expect(plan).toMatch(/Index Cond: \(\(category_id = .*\) AND \(rate_paise >= 2000\) AND \(rate_paise <= 4000\)\)/);
  });

  it('serve the price range alone from the rate index', async () => {
    const byPrice = await productReadOf('/api/product/getAllProducts?category=&gte=20&lte=40');
    expect(byPrice.params).toEqual([2000, 4000]);
    const plan = await planOf(byPrice);
    expect(plan).toMatch(/Index Scan (using|on) products_rate_idx/);
    expect(plan).toMatch(/Index Cond: \(\(rate_paise >= 2000\) AND \(rate_paise <= 4000\)\)/);
  });
});
