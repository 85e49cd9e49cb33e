import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetPreparedStatements, MAX_STATEMENTS, withPreparedStatements } from '#server/db/prepared-statements.js';

/**
 * The shop's PGlite statements run as named prepared statements (decision 0025): on a real
 * PGlite, every answer and error must be the one PGlite's own query() gives, each text parsed
 * once, and a statement outside a transaction must still wait for a transaction under way.
 */
describe('PGlite prepared statements', () => {
  let plain: PGlite;
  let prepared: PGlite;

  beforeAll(async () => {
    plain = await PGlite.create();
    prepared = withPreparedStatements(plain);
    await plain.exec(`
      create table goods (id int primary key, name text not null, price numeric(10, 2), at timestamptz, tags text[], info jsonb, fresh boolean);
      insert into goods values
        (1, 'Tomato', 40.50, '2026-11-27T05:00:00Z', '{red,local}', '{"kg": 1}', true),
        (2, 'टमाटर', null, null, '{}', null, false)`);
  });
  afterAll(() => plain.close());

  const kept = async (text: string) =>
    (await plain.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text])).rows[0]!.n;

  it('answers as PGlite does, for every kind of value and both row modes', async () => {
    const text = 'select * from goods where id = any($1::int[]) and ($2::boolean is null or fresh = $2) order by id';
    for (const params of [
      [[1, 2], null],
      [[1], true],
      [[2], false],
    ]) {
      expect(await prepared.query(text, params)).toEqual(await plain.query(text, params));
      const asDrizzleAsks = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
      expect(await prepared.query(text, params, asDrizzleAsks)).toEqual(await plain.query(text, params, asDrizzleAsks));
    }
    const insert = `insert into goods (id, name, at, info) values ($1, $2, $3, $4) returning id, at, info`;
    const row = await prepared.query(insert, [3, 'Okra', new Date('2026-11-27T06:00:00Z'), { kg: 0.5 }]);
    expect(row.rows).toEqual([{ id: 3, at: new Date('2026-11-27T06:00:00Z'), info: { kg: 0.5 } }]);
    expect(row.affectedRows).toBe(1);
    const update = await prepared.query('update goods set price = $1 where id >= $2', [12.25, 2]);
    expect(update).toMatchObject({ affectedRows: 2, rows: [] });
  });

  it('parses each text once, however often it runs', async () => {
    const text = 'select name from goods where id = $1';
    for (let i = 0; i < 12; i++) expect((await prepared.query(text, [1])).rows).toEqual([{ name: 'Tomato' }]);
    expect(await kept(text)).toBe(1);
    // PGlite's own query() keeps nothing.
    await plain.query('select name from goods where id = $1 and true', [1]);
    expect(await kept('select name from goods where id = $1 and true')).toBe(0);
  });

  it('throws the error PGlite would, keeps nothing of a text that failed, and recovers its transaction', async () => {
    const broken = 'selec name from goods';
    const error = await prepared.query(broken).catch((e) => e);
    expect(error).toMatchObject({ code: '42601', query: broken });
    expect(await kept(broken)).toBe(0);

    const duplicate = await prepared
      .transaction(async (tx) => {
        await tx.query('insert into goods (id, name) values ($1, $2)', [10, 'Curd']);
        await tx.query('insert into goods (id, name) values ($1, $2)', [10, 'Curd']);
      })
      .catch((e) => e);
    expect(duplicate).toMatchObject({ code: '23505', params: [10, 'Curd'] });
    // Rolled back whole; a statement first prepared inside it still runs.
    expect((await prepared.query('select count(*)::int as n from goods where id = $1', [10])).rows).toEqual([{ n: 0 }]);
    await prepared.query('insert into goods (id, name) values ($1, $2)', [10, 'Curd']);
    expect((await prepared.query('select count(*)::int as n from goods where id = $1', [10])).rows).toEqual([{ n: 1 }]);
  });

  it('prepares a statement again when its table changed under it', async () => {
    const text = 'select * from goods where id = $1';
    expect(Object.keys((await prepared.query<object>(text, [1])).rows[0]!)).not.toContain('grade');
    await plain.exec(`alter table goods add column grade text default 'A'`);
    expect((await prepared.query<{ grade: string }>(text, [1])).rows[0]!.grade).toBe('A');
    await plain.exec('alter table goods drop column grade');
    expect(Object.keys((await prepared.query<object>(text, [1])).rows[0]!)).not.toContain('grade');
  });

  it('prepares its statements again in a transaction after DEALLOCATE ALL, once told', async () => {
    const text = 'select name from goods where id = $1';
    await prepared.query(text, [1]);
    await plain.exec('deallocate all');
    forgetPreparedStatements(prepared);
    const name = await prepared.transaction(async (tx) => (await tx.query<{ name: string }>(text, [1])).rows[0]!.name);
    expect(name).toBe('Tomato');
    expect(await kept(text)).toBe(1);
  });

  it('keeps at most MAX_STATEMENTS, closing the least recently used', async () => {
    for (let i = 0; i < MAX_STATEMENTS + 20; i++) await prepared.query(`select $1::int + ${i} as n`, [1]);
    const { rows } = await plain.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where name like 'shop_%'`);
    expect(rows[0]!.n).toBe(MAX_STATEMENTS);
    expect(await kept('select $1::int + 0 as n')).toBe(0);
    expect(await kept(`select $1::int + ${MAX_STATEMENTS + 19} as n`)).toBe(1);
  });

  it('runs a statement outside a transaction only once the transaction under way has ended', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const insertedInside = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = prepared.transaction(async (tx) => {
      await tx.query('insert into goods (id, name) values ($1, $2)', [20, 'Paneer']);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedInside;
    let answered = false;
    const outside = prepared.query<{ n: number }>('select count(*)::int as n from goods where id = $1', [20]).then((result) => {
      answered = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    // It did not run inside the transaction: the rolled-back row was never seen.
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });
});
