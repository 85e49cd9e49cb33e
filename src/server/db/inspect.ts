import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsDir } from '../lib/paths.js';
import type { Database } from './client.js';

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface MigrationLevel {
  /** Migrations the database has applied (drizzle's table). */
  applied: number;
  /** The code's migrations it has not (what a start would apply). */
  pending: number;
  /** The code's migrations. */
  total: number;
}

/** Where a database stands against the code's migrations (drizzle applies those newer than its last). */
export async function migrationLevelOf(database: Database): Promise<MigrationLevel> {
  const [table] = await rowsOf<{ present: boolean }>(
    database,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  const applied = table?.present
    ? (await rowsOf<{ at: string }>(database, sql`select created_at::text as at from drizzle.__drizzle_migrations`)).map((r) =>
        Number(r.at),
      )
    : [];
  const migrations = readMigrationFiles({ migrationsFolder: migrationsDir });
  const last = Math.max(0, ...applied);
  return { applied: applied.length, pending: migrations.filter((m) => m.folderMillis > last).length, total: migrations.length };
}

/** Tables in the shop's schemas: none means an empty database that a restore may fill. */
export async function shopTableCount(database: Database): Promise<number> {
  const [row] = await rowsOf<{ tables: number }>(
    database,
    sql`select count(*)::int as tables from pg_tables where schemaname in ('public', 'drizzle')`,
  );
  return Number(row?.tables ?? 0);
}

/** The settings the engine knows, so a dump's SET lines it does not know can be left out. */
export async function settingNamesOf(database: Database): Promise<Set<string>> {
  return new Set((await rowsOf<{ name: string }>(database, sql`select name from pg_settings`)).map((r) => r.name));
}

/** Empties a database for a forced restore: the shop's schemas go, with everything in them. */
export async function wipeShopSchemas(database: Database): Promise<void> {
  await database.runScript('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;');
}
