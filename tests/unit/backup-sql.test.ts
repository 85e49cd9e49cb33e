import { describe, expect, it } from 'vitest';
import { sqlForTarget } from '#server/db/dump.js';

/** A dump made ready for the engine that loads it (decision 0022). */
const dump = [
  '\\restrict a1B2c3D4e5',
  'SET statement_timeout = 0;',
  'SET transaction_timeout = 0;',
  "SELECT pg_catalog.set_config('search_path', '', false);",
  'CREATE TABLE "public"."orders" ("address" "text");',
  `INSERT INTO "public"."orders" VALUES ('12 Market Road`,
  'SET transaction_timeout = 0;',
  '\\restrict zzz',
  `');`,
  'SET default_table_access_method = "heap";',
  '\\unrestrict a1B2c3D4e5',
  '',
].join('\n');

describe('sqlForTarget', () => {
  const postgres15 = new Set(['statement_timeout', 'default_table_access_method']);

  it('drops the dump’s psql restrict lines and the preamble’s settings the target does not know', () => {
    const lines = sqlForTarget(dump, postgres15).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'SET statement_timeout = 0;',
      "SELECT pg_catalog.set_config('search_path', '', false);",
      'CREATE TABLE "public"."orders" ("address" "text");',
    ]);
    expect(lines).not.toContain('\\unrestrict a1B2c3D4e5');
  });

  it('keeps every line of the data, even one that looks like a setting or a psql command', () => {
    const text = sqlForTarget(dump, postgres15);
    expect(text).toContain(`VALUES ('12 Market Road\nSET transaction_timeout = 0;\n\\restrict zzz\n');`);
    expect(text).toContain('SET default_table_access_method = "heap";');
  });

  it('keeps a psql-looking line of the data when the dump has no restrict line of its own', () => {
    const plain = dump.replace('\\restrict a1B2c3D4e5\n', '');
    expect(sqlForTarget(plain, postgres15)).toContain('\\restrict zzz\n');
  });

  it('keeps a setting the target knows', () => {
    expect(sqlForTarget(dump, new Set([...postgres15, 'transaction_timeout']))).toMatch(/^SET transaction_timeout = 0;$/m);
  });
});
