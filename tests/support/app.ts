import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '#common/schemas/settings.js';
import { buildApp } from '#server/app.js';
import { type Config, configFrom } from '#server/config.js';
import { type Database, openDatabase, type QueryListener } from '#server/db/client.js';
import { LISTENER_NAME } from '#server/lib/pg-listener.js';
import { openTestDatabase } from './database.js';

export interface TestShop {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Moves the shop's clock (sessions, reset tokens expire by it). */
  advanceClock(ms: number): void;
  /** The shop's clock: the real time plus what advanceClock added. */
  clock(): Date;
  close(): Promise<void>;
}

/**
 * The whole shop on a fresh database, as the HTTP layer sees it. Password hashing is cheap and
 * rate limits are high unless a test asks otherwise; no limit on open orders (TEST_SETTINGS in
 * database.ts) unless a test asks for the shop's defaults with `settings: {}`.
 */
export async function createTestShop(
  overrides: (config: Config) => Config = (c) => c,
  {
    webDir,
    onQuery,
    besides,
    settings,
  }: {
    /** A folder standing in for the web build (dist/web), for tests of the pages' headers. */
    webDir?: string;
    /** Hears every statement the shop sends to its database, for tests of what the code asks. */
    onQuery?: QueryListener;
    /** Another app server on this shop's PostgreSQL database (its own pool, its own process state). */
    besides?: TestShop;
    /** The settings saved before the shop starts (TEST_SETTINGS unless given; `{}`: the shop's defaults). Not with `besides`. */
    settings?: Partial<Settings>;
  } = {},
): Promise<TestShop> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const base = configFrom({ DATA_DIR: dataDir, LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const config = overrides({
    ...base,
    serveWeb: false,
    passwordHash: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    rateLimits: {
      ...base.rateLimits,
      loginPerIp: 100_000,
      registerPerIp: 100_000,
      resetPerIp: 100_000,
      resetPerEmail: 100_000,
      resetFailuresPerIp: 100_000,
    },
  });
  const database = besides ? await anotherPoolOn(besides.database, onQuery) : await openTestDatabase({ onQuery, settings });
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const app = await buildApp({ config, database, clock, ...(webDir ? { webDir } : {}) });
  await app.ready();
  return {
    app,
    database,
    config,
    advanceClock: (ms) => {
      offset += ms;
    },
    clock,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A pool of its own on the PostgreSQL database of `database`, as a second app server has. */
async function anotherPoolOn(database: Database, onQuery: QueryListener | undefined): Promise<Database> {
  const { connectionString } = (database.db as unknown as { $client: { options: { connectionString?: string } } }).$client.options;
  if (database.kind !== 'postgres' || !connectionString) throw new Error('a second app server needs a PostgreSQL database');
  return openDatabase({ kind: 'postgres', url: connectionString, poolSize: 4 }, { onQuery });
}

/** Cuts the LISTEN connection of every app server on this shop's PostgreSQL database; answers how many were cut. */
export async function cutListeners(shop: Pick<TestShop, 'database'>): Promise<number> {
  const cut = await shop.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
  );
  return (cut as unknown as { rows: unknown[] }).rows.length;
}
