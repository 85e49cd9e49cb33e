import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import type { Settings } from '#common/schemas/settings.js';
import { type Database, openDatabase, type QueryListener } from '#server/db/client.js';
import { settings as settingsTable } from '#server/db/schema.js';

/**
 * A fresh database for one test file, copied from the migrated template that the global setup
 * made (tests/support/global-setup.ts): PGlite in memory, or a PostgreSQL database.
 */
export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export async function openTestDatabase({
  onQuery,
  settings = TEST_SETTINGS,
}: {
  onQuery?: QueryListener;
  /** What the owner has saved before the shop starts: TEST_SETTINGS unless given; `{}` leaves the shop's defaults. */
  settings?: Partial<Settings> | undefined;
} = {}): Promise<Database> {
  const database = await openEmptyDatabase(onQuery);
  if (Object.keys(settings).length > 0) await database.db.insert(settingsTable).values({ id: 1, data: settings });
  return database;
}

/**
 * The settings every test database starts with. Tests place many orders from one shopper, so the
 * open-orders limit (default 5, API.md "Guards against abuse") and the unpaid limit (default
 * ₹5,000, "Getting paid") are off, except where a test asks for the shop's defaults
 * (tests/trust/order-limits.test.ts, tests/api/settings.test.ts, tests/api/payments-*.test.ts).
 */
export const TEST_SETTINGS: Partial<Settings> = { maxOpenOrders: 0, maxUnpaidAmount: 0 };

/** The template's files, read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;

async function openEmptyDatabase(onQuery: QueryListener | undefined): Promise<Database> {
  if (testDbKind === 'pglite') {
    pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((files) => new Blob([files]));
    return openDatabase({ kind: 'pglite', dataDir: undefined, copyOf: await pgliteTemplate }, { onQuery });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for the postgres test project');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, async (client) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await client.query(`create database ${name} template ${inject('templateDatabase')}`);
        return;
      } catch (error) {
        // Two files copying the template at the same moment: wait and try again.
        if (attempt >= 20 || !/being accessed/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 }, { onQuery });
  return {
    ...database,
    migrate: async () => {},
    close: async () => {
      await database.close();
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export async function withAdminClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
