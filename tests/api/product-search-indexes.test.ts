import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';

/**
 * The search over every name and alias reads the trigram index products_name_trgm_idx, built on
 * the names' key (Devanagari in Latin letters; decision 0015), for a match inside a name and
 * for a close one alike: the plans of the statements the shop sends, on a catalogue of a couple
 * of thousand products, as catalogue-indexes.test.ts does for the other filters.
 */
interface SentStatement {
  query: string;
  params: unknown[];
}

let shop: TestShop;
let sent: SentStatement[] = [];
beforeAll(async () => {
  shop = await createTestShop(undefined, { onQuery: (query, params) => sent.push({ query, params }) });
  const { db } = shop.database;
  const [shelf] = await db.insert(categories).values({ name: 'Shelf', imageKey: 'shelf.webp' }).returning({ id: categories.id });
  const kinds = [
    ['Potato', 'आलू', 'बटाटा', ['aloo', 'batata']],
    ['Tomato', 'टमाटर', 'टोमॅटो', ['tamatar']],
    ['Onion', 'प्याज़', 'कांदा', ['kanda', 'pyaz']],
    ['Lady Finger', 'भिंडी', 'भेंडी', ['bhindi']],
  ] as const;
  await db.insert(products).values(
    Array.from({ length: 2000 }, (_, n) => {
      const [name, hi, mr, aliases] = kinds[n % kinds.length]!;
      return {
        name: `${name} ${n}`,
        nameHi: `${hi} ${n}`,
        nameMr: `${mr} ${n}`,
        aliases: aliases.map((alias) => `${alias}${n}`),
        unit: 'Kg',
        ratePaise: 100 + n,
        stocks: 10,
        categoryId: shelf!.id,
        imageKey: `product-${n}.webp`,
      };
    }),
  );
});
afterAll(() => shop.close());

/** The one statement of a request that reads products by their search key. */
async function searchStatementOf(url: string): Promise<SentStatement> {
  sent = [];
  const response = await shop.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  const reads = sent.filter(
    ({ query }) => /^select .* from "products"/.test(query) && /"search_key"/.test(query) && !/count\(/.test(query),
  );
  expect(reads, JSON.stringify(sent.map((s) => s.query))).toHaveLength(1);
  return reads[0]!;
}

/**
 * The plan of a statement the shop sent, run with its own parameters and the search's own
 * similarity threshold, with sequential scans priced out (on a couple of thousand rows the
 * planner rightly reads the table instead).
 */
async function planOf({ query, params }: SentStatement): Promise<string> {
  return shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`select set_config('pg_trgm.strict_word_similarity_threshold', '0.3', true)`);
    const explain = tx._.session.prepareQuery({ sql: `explain ${query}`, params }, undefined, undefined, false);
    const result = (await explain.execute()) as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/**
 * Three uses of the index: the keyword inside a name, close to one, and whether it is some
 * product's whole name (then the close ones are left out; read once per statement).
 */
const indexScans = (plan: string) => plan.match(/Bitmap Index Scan on products_name_trgm_idx/g)?.length ?? 0;

describe('the search index', () => {
  it('serves a Hindi keyword, both inside a name and close to one', async () => {
    const plan = await planOf(await searchStatementOf(`/api/product/getAllProducts?keyword=${encodeURIComponent('आलू')}`));
    expect(indexScans(plan)).toBe(3);
    expect(plan).toMatch(/Index Cond: \(search_key ~~ /);
    expect(plan).toMatch(/Index Cond: \(search_key %>> /);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('serves a typo of an alias', async () => {
    const plan = await planOf(await searchStatementOf('/api/product/getAllProducts?keyword=tamatr&limit=10'));
    expect(indexScans(plan)).toBe(3);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('serves the suggestions in one statement', async () => {
    const statement = await searchStatementOf(`/api/product/suggest?q=${encodeURIComponent('kand')}`);
    expect(statement.query).toMatch(/limit \$\d+$/);
    const plan = await planOf(statement);
    expect(indexScans(plan)).toBe(3);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it('keeps a Devanagari keyword to trigrams of Latin letters, whatever the database locale', async () => {
    const { db } = shop.database;
    const result = (await db.execute(sql`select show_trgm(search_key) as trigrams from products where name = 'Potato 0'`)) as unknown as {
      rows: { trigrams: string[] }[];
    };
    const trigrams = result.rows[0]!.trigrams;
    expect(trigrams).toEqual(expect.arrayContaining(['alu', ' al', 'ata']));
    // Every trigram is of Latin letters, digits and spaces: nothing the locale may refuse.
    expect(trigrams.every((trigram) => /^[a-z0-9 ]{3}$/.test(trigram))).toBe(true);
  });
});
