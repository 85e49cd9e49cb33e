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
      codesPerMobile: 100_000,
      codesPerIpPerHour: 100_000,
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
      // The test is over: a connection its client left open (a kept-alive socket, an upload the
      // shop refused and is still reading to drop) is cut rather than waited for. Without this,
      // closing waits for the server's keep-alive timeout whenever such a connection turns idle
      // only after the close began.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
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

/** The backend pids of the LISTEN connections of the app servers on this shop's PostgreSQL database. */
export async function listenerPids(shop: Pick<TestShop, 'database'>): Promise<number[]> {
  const found = await shop.database.db.execute(
    sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
  );
  return (found as unknown as { rows: { pid: number }[] }).rows.map(({ pid }) => pid);
}

/**
 * Cuts the LISTEN connection of every app server on this shop's PostgreSQL database, or only
 * those of `pids`; answers how many were cut.
 */
export async function cutListeners(shop: Pick<TestShop, 'database'>, pids?: number[]): Promise<number> {
  const only = pids ? sql`and pid = any(${sql.param(pids)}::int[])` : sql``;
  const cut = await shop.database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database() ${only}`,
  );
  return (cut as unknown as { rows: unknown[] }).rows.length;
}

/**
 * Waits until `count` app servers have their LISTEN connection back after `cutListeners`. A
 * failed reconnect doubles the pause (0.5, 1, 2, 4, 8 s), so on a busy machine this can take
 * seconds; the caches start keeping copies a moment after the connection is back.
 */
export async function listenersBack(shop: Pick<TestShop, 'database'>, count: number): Promise<void> {
  const listening = async () => {
    const found = await shop.database.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    return (found as unknown as { rows: { n: number }[] }).rows[0]!.n;
  };
  const deadline = Date.now() + 20_000;
  while ((await listening()) < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} app servers listen again after 20 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
