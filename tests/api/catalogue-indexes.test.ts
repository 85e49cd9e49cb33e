import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(() => shop.close());

/**
 * The plan of a catalogue query with sequential scans priced out, as on a catalogue large enough
 * for the planner to prefer an index (on a handful of rows it rightly reads the table instead).
 */
async function planOf(query: string): Promise<string> {
  return shop.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql.raw(`explain ${query}`))) as { rows: { 'QUERY PLAN': string }[] };
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const CATEGORY = '00000000-0000-4000-8000-000000000001';

describe('catalogue indexes', () => {
  it('let keyword search match inside names through the trigram index', async () => {
    const plan = await planOf(`select id from products where name ilike '%tomato%' or name ilike '%tomatos%'`);
    expect(plan).toContain('products_name_trgm_idx');
  });

  it('give the newest products in order without sorting', async () => {
    const plan = await planOf('select id, name, stocks from products order by created_at desc, id desc limit 10');
    expect(plan).toMatch(/Scan Backward using products_created_at_id_idx/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('serve the category filter with its price range, and the price range alone', async () => {
    const byCategory = await planOf(
      `select id from products where category_id in ('${CATEGORY}') and rate_paise >= 2000 and rate_paise <= 4000`,
    );
    expect(byCategory).toContain('products_category_rate_idx');
    expect(await planOf('select id from products where rate_paise >= 2000 and rate_paise <= 4000')).toContain('products_rate_idx');
  });
});
