import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '#server/db/client.js';
import { withAdminClient } from './database.js';

/**
 * Helpers of the backup tests (decision 0022): the backup and restore commands as an operator
 * runs them, throwaway PostgreSQL databases, and a fingerprint of a whole shop that reads the
 * same on PGlite and PostgreSQL.
 */

/**
 * `npm run backup` / `npm run restore` from the sources (the build runs the same code); `wrapper`
 * runs it under another command (e.g. a shell that sets the umask).
 */
export function runCommand(
  command: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
  { wrapper = [] }: { wrapper?: string[] } = {},
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const line = [...wrapper, process.execPath, '--import', 'tsx', `src/server/${command}-command.ts`, ...args];
  return new Promise((resolve) => {
    const child = spawn(line[0]!, line.slice(1), {
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output, ms: Date.now() - started }));
  });
}

/** A new empty PostgreSQL database on TEST_DATABASE_URL's server; `drop` removes it. */
export async function createScratchDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `shop_backup_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** A stopped shop's database: PGlite in DATA_DIR, or PostgreSQL on one connection (the session's time zone is set). */
export function openShopDatabase(target: { dataDir: string } | { url: string }): Promise<Database> {
  return 'url' in target
    ? openDatabase({ kind: 'postgres', url: target.url, poolSize: 1 })
    : openDatabase({ kind: 'pglite', dataDir: path.join(target.dataDir, 'pglite'), durable: false });
}

async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface ShopFingerprint {
  /** Every table of the shop's schemas (drizzle's migrations included) but stored_images: rows and md5 of the sorted rows. */
  tables: Record<string, { rows: number; hash: string }>;
  /** Every picture, wherever it is kept (DATA_DIR/uploads or stored_images): key → md5 of its bytes. */
  images: Record<string, string>;
}

/**
 * Rows as text (`row::text`), sorted by their UTF-8 bytes (not by a collation, which differs
 * between the engines), times in UTC: equal fingerprints on PGlite and PostgreSQL mean equal data.
 */
export async function fingerprintShop(database: Database, uploadsDir?: string): Promise<ShopFingerprint> {
  await database.db.execute(sql`set timezone to 'UTC'`);
  const tables: ShopFingerprint['tables'] = {};
  const names = await rowsOf<{ schema: string; name: string }>(
    database,
    sql`select schemaname as schema, tablename as name from pg_tables
        where schemaname in ('public', 'drizzle') and tablename <> 'stored_images' order by 1, 2`,
  );
  for (const { schema, name } of names) {
    const table = sql.raw(`"${schema}"."${name}"`);
    const [row] = await rowsOf<{ rows: number; hash: string }>(
      database,
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by convert_to(t::text, 'UTF8')), '')) as hash from ${table} as t`,
    );
    tables[`${schema}.${name}`] = { rows: Number(row?.rows), hash: String(row?.hash) };
  }
  const images: ShopFingerprint['images'] = {};
  for (const row of await rowsOf<{ key: string; hash: string }>(database, sql`select key, md5(data) as hash from stored_images`))
    images[row.key] = row.hash;
  if (uploadsDir && existsSync(uploadsDir))
    for (const key of readdirSync(uploadsDir).filter((n) => n.endsWith('.webp')))
      images[key] = createHash('md5')
        .update(readFileSync(path.join(uploadsDir, key)))
        .digest('hex');
  return { tables, images };
}
