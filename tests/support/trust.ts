import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';

/**
 * Helpers of the trust tests (docs/trust.md): a fingerprint of every table, to prove that a
 * refused request changed nothing, and the figures a test measured, which the report prints.
 */

declare module 'vitest' {
  interface TaskMeta {
    /** Measured figures (counts, durations) that scripts/trust-report.mjs writes into docs/trust.md. */
    figures?: Record<string, number | string>;
  }
}

/** Every table of the shop, and what of it a fingerprint reads. */
const TABLES = {
  users: sql`select id, first_name, last_name, email, password_hash, role, created_at from users`,
  // last_seen_at moves when a session is used, which is not a change a request makes to data.
  sessions: sql`select id, token_hash, user_id, created_at, expires_at from sessions`,
  password_reset_tokens: sql`select * from password_reset_tokens`,
  categories: sql`select * from categories`,
  products: sql`select * from products`,
  orders: sql`select * from orders`,
  order_items: sql`select * from order_items`,
  reviews: sql`select * from reviews`,
  idempotency_keys: sql`select * from idempotency_keys`,
  settings: sql`select id, data from settings`,
  // What was queued, not how its delivery goes: the sender retries on its own time.
  mail_outbox: sql`select id, event_key, "to", subject, text, html from mail_outbox`,
  // Which orders are billed, not whether their number is given yet: the numbering moves an order
  // from the queue to its bill in one statement, after the order's commit, on its own time
  // (decision 0009), so the queue and the bills together stay still while it runs.
  billed_orders: sql`select order_id, financial_year from bill_queue union all select order_id, financial_year from bills`,
} as const;

export type TableFingerprint = Record<keyof typeof TABLES, { rows: number; hash: string }>;

/** Row count and an md5 over the sorted rows of each table: equal fingerprints mean equal data. */
export async function fingerprintTables(database: Database): Promise<TableFingerprint> {
  const result = {} as TableFingerprint;
  for (const [name, select] of Object.entries(TABLES) as [keyof typeof TABLES, (typeof TABLES)[keyof typeof TABLES]][]) {
    const answer = await database.db.execute(
      sql`select count(*)::int as rows, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from (${select}) as t`,
    );
    const row = (answer as unknown as { rows: { rows: number; hash: string }[] }).rows[0]!;
    result[name] = { rows: Number(row.rows), hash: row.hash };
  }
  return result;
}

/** The rows of a raw query, on PGlite and PostgreSQL alike. */
export async function rowsOf<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const answer = await database.db.execute(query);
  return (answer as unknown as { rows: T[] }).rows;
}
