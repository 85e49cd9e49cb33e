import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { migrationsDir } from '#server/lib/paths.js';
import { testDbKind, withAdminClient } from './database.js';

/** The migrations' tags in the order they run (meta/_journal.json). */
export function migrationTags(): string[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/** A database with no migration run yet: SQL in, rows out. */
export interface BareDatabase {
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Runs one migration's own SQL, statement by statement, as the shop's migrator does. */
  migrate(tag: string): Promise<void>;
  close(): Promise<void>;
}

/** Adds `migrate` to a database that answers queries. */
function withMigrate(database: Omit<BareDatabase, 'migrate'>): BareDatabase {
  return {
    ...database,
    async migrate(tag) {
      for (const statement of readFileSync(path.join(migrationsDir, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
        await database.query(statement);
      }
    },
  };
}

/** A database of its own with no migration run yet, on the project's engine, for tests of the migrations' own SQL. */
export async function openBareDatabase(): Promise<BareDatabase> {
  if (testDbKind === 'pglite') {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    return withMigrate({
      query: async <Row>(text: string, values?: unknown[]) =>
        values ? (await client.query<Row>(text, values)).rows : ((await client.exec(text)).at(-1)?.rows as Row[]),
      close: () => client.close(),
    });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
  const name = `shop_migration_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return withMigrate({
    query: async <Row>(text: string, values?: unknown[]) => (await client.query(text, values)).rows as Row[],
    close: async () => {
      await client.end();
      await withAdminClient(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  });
}
