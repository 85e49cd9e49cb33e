import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/client.js';
import { sessions, users } from '#server/db/schema.js';
import { hashToken, newToken } from '#server/lib/tokens.js';

/** Server-side sessions: the cookie holds a random token, the table its hash (DESIGN.md "sessions"). */
export function createSessionStore({ db, config, clock }: { db: Db; config: Config; clock: () => Date }) {
  const { idleMs, absoluteMs } = config.session;
  // last_seen_at is written at most this often, not on every request.
  const touchEveryMs = Math.min(60_000, idleMs / 10);
  // Prepared once: every signed-in request runs it, and the database plans it once per connection.
  const sessionByTokenHash = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_by_token_hash');

  async function start(userId: string): Promise<string> {
    const token = newToken();
    const now = clock();
    await db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + absoluteMs),
    });
    return token;
  }

  /**
   * The live session of a token with its user, in one query (every signed-in request asks),
   * refreshing its idle clock; null when unknown, expired or the user is gone.
   */
  async function resolve(token: string): Promise<{ sessionId: string; user: typeof users.$inferSelect } | null> {
    const [row] = await sessionByTokenHash.execute({ tokenHash: hashToken(token) });
    if (!row) return null;
    const { session } = row;
    const now = clock().getTime();
    if (session.expiresAt.getTime() <= now || session.lastSeenAt.getTime() + idleMs <= now) {
      await db.delete(sessions).where(eq(sessions.id, session.id));
      return null;
    }
    if (now - session.lastSeenAt.getTime() > touchEveryMs) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, session.id));
    }
    return { sessionId: session.id, user: row.user };
  }

  async function end(token: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }

  /** Ends every session of the user but the one given (password change), or all of them. */
  async function endAllOf(userId: string, exceptSessionId?: string): Promise<void> {
    await db.delete(sessions).where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
  }

  /** Removes expired rows; run now and then, never on the request path. */
  async function sweep(): Promise<void> {
    const now = clock();
    await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
  }

  return { start, resolve, end, endAllOf, sweep };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
