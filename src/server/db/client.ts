import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsDir } from '../lib/paths.js';
import { dumpPglite, dumpPostgres } from './dump.js';
import { EmbeddedPGlite } from './embedded-client.js';
import * as schema from './schema.js';

/** Drizzle over either PGlite or a pg pool: the same SQL dialect and migrations for both. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries run on: the database or an open transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other app server runs its own (start-up's migrations and first seed):
   * a PostgreSQL advisory lock held on a connection of its own; the embedded database has one
   * process anyway (its data-dir lock).
   */
  alone<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * A plain-SQL dump of the whole database by the engine's own pg_dump (db/dump.ts); `alongside`
   * runs at the dump's moment (PGlite: under its locks; PostgreSQL: once pg_dump has finished).
   */
  dump(alongside?: () => Promise<void>): Promise<string>;
  /** Runs a script of many statements (a dump being restored) on one session of its own. */
  runScript(script: string): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize: number }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `durable` (the default) flushes
   * each write's commit to the disk before it resolves (wal-flush.ts). `copyOf` starts it as a
   * copy of another database's files (PGlite's `dumpDataDir`): the tests' migrated template.
   */
  | { kind: 'pglite'; dataDir: string | undefined; durable?: boolean; copyOf?: Blob };

/** The advisory lock key app servers take while migrating and seeding ("shop" in ASCII). */
const START_UP_LOCK = 0x73686f70;

/** Hears each statement as it is sent: its text (with $1, $2…) and its parameters. */
export type QueryListener = (query: string, params: unknown[]) => void;

export async function openDatabase(target: DatabaseTarget, { onQuery }: { onQuery?: QueryListener } = {}): Promise<Database> {
  const logger = onQuery ? { logQuery: onQuery } : false;
  if (target.kind === 'postgres') {
    // The pg driver loads only here: the embedded database starts without it.
    const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    // numeric columns as numbers, bigint counts as numbers (both well inside 2^53 here).
    pg.types.setTypeParser(pg.types.builtins.NUMERIC, Number);
    pg.types.setTypeParser(pg.types.builtins.INT8, Number);
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize });
    // A connection the server ends (a restart, a terminated backend) leaves the pool and the next
    // query opens another; without this listener Node would treat the event as a crash.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsDir }),
      async alone(work) {
        const lock = new pg.Client({ connectionString: target.url });
        await lock.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
          return await work();
        } finally {
          // Ending the connection releases the lock, also when `work` threw.
          await lock.end();
        }
      },
      close: () => pool.end(),
      async dump(alongside) {
        const text = await dumpPostgres(target.url);
        await alongside?.();
        return text;
      },
      async runScript(script) {
        // A connection of its own, ended afterwards: the dump's settings (an empty search_path)
        // must not go back into the pool.
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        try {
          await client.query(script);
        } finally {
          await client.end();
        }
      },
    };
  }
  // PGlite writes its WAL into dataDir on commit (relaxedDurability stays off), so an answered
  // order survives the process being killed. It runs with fsync off, though: the embedded client
  // puts each commit on the disk from Node, so a power cut loses nothing answered (docs/trust.md
  // "Durability"), and ends the process after a PANIC (decision 0023).
  // pg_trgm backs the keyword search's index (migration 0001); PostgreSQL ships it as contrib.
  // initdb's shared_buffers (128 MB) is taken from the process's memory in full at start; 16 MB
  // holds the shop's working set many times over, and a page beyond it is a read from the OS cache.
  const client = await EmbeddedPGlite.open(
    {
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.copyOf ? { loadDataDir: target.copyOf } : {}),
      extensions: { pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    },
    { durable: target.durable !== false },
  );
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsDir }),
    alone: (work) => work(),
    close: () => client.close(),
    dump: (alongside) => dumpPglite(client, alongside),
    async runScript(script) {
      await client.exec(script);
      // The dump empties the search path for its session, which is every request's here.
      await client.exec('RESET ALL');
    },
  };
}
