import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedStatementsClient } from '#server/db/pg-named-statements.js';

/** The statements this connection has prepared, by text (PostgreSQL's own list, per session). */
async function prepared(pool: pg.Pool): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ name: string; statement: string }>('select name, statement from pg_prepared_statements');
  return new Map(rows.map((row) => [row.statement, row.name]));
}

// PostgreSQL through the `pg` driver only: PGlite has its own (prepared-statements.test.ts).
describe.runIf(process.env.TEST_DATABASE_URL)('named statements on PostgreSQL', () => {
  let pool: pg.Pool;
  beforeAll(() => {
    // One connection, so the session that prepared is the one asked.
    pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1, Client: namedStatementsClient(pg.Client) });
  });
  afterAll(() => pool.end());

  it('prepares a statement with parameters once, and answers each run with its own values', async () => {
    const text = 'select $1::int + 1 as n';
    const answers = [];
    for (const n of [1, 2, 3]) answers.push((await pool.query({ text, values: [n] })).rows[0].n);
    expect(answers).toEqual([2, 3, 4]);
    expect(await pool.query(text, [41])).toMatchObject({ rows: [{ n: 42 }] });
    const kept = await prepared(pool);
    expect(kept.get(text)).toMatch(/^shop_\d+$/);
    expect([...kept.keys()].filter((statement) => statement === text)).toHaveLength(1);
  });

  it('leaves a statement without parameters and a named one as they are', async () => {
    await pool.query('select 2 as two');
    await pool.query({ text: 'select $1::text as word', values: ['chosen'], name: 'chosen_by_caller' });
    const kept = await prepared(pool);
    expect(kept.has('select 2 as two')).toBe(false);
    expect(kept.get('select $1::text as word')).toBe('chosen_by_caller');
  });

  it('runs a prepared statement again after it failed, inside and after a rolled-back transaction', async () => {
    const text = 'select 10 / $1::int as q';
    const client = await pool.connect();
    try {
      await client.query('begin');
      await expect(client.query(text, [0])).rejects.toMatchObject({ code: '22012' });
      await client.query('rollback');
      expect((await client.query(text, [5])).rows).toEqual([{ q: 2 }]);
    } finally {
      client.release();
    }
  });
});
