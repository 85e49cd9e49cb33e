import { asc, count, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type PageInfo, pageInfoOf, pageWindowOf } from '#common/schemas/paging.js';
import type { AdminUsersQuery } from '#common/schemas/users.js';
import type { Db } from '#server/db/client.js';
import { users } from '#server/db/schema.js';
import { containing } from '#server/lib/like-patterns.js';

type UserRow = typeof users.$inferSelect;

/** "Asha Patil": what the owner types to find a person; the trigram index users_name_trgm_idx is on this expression. */
const fullName = sql`(${users.firstName} || ' ' || ${users.lastName})`;

/** The accounts whose name or e-mail holds `text` (any case, anywhere in it). */
function matching(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containing(text);
  return or(ilike(users.email, pattern), ilike(fullName, pattern));
}

export async function countAccounts(db: Db, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

/**
 * The owner's users list (API.md "The owner's admin at scale"): oldest first as the
 * specification's screen shows them, the id breaking ties so pages never overlap; searched by
 * name or e-mail and paged when asked. `total` is every account, whatever the search.
 */
export async function listUsers(db: Db, query: AdminUsersQuery): Promise<{ rows: UserRow[]; total: number } & PageInfo> {
  const window = pageWindowOf(query);
  const where = matching(query.q);
  const ordered = db.select().from(users).where(where).orderBy(asc(users.createdAt), asc(users.id));
  const [rows, matched, total] = await Promise.all([
    window ? ordered.limit(window.limit).offset(window.offset) : ordered,
    window ? countAccounts(db, where) : undefined,
    where ? countAccounts(db, undefined) : undefined,
  ]);
  const found = matched ?? rows.length;
  return { rows, total: total ?? found, ...pageInfoOf(window, found) };
}

/** The ids of the accounts whose e-mail holds `text`: how the orders list finds a shopper's orders by e-mail. */
export async function emailOwners(db: Db, text: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.email, containing(text)));
  return rows.map((row) => row.id);
}
