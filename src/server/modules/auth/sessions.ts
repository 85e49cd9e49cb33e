import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/client.js';
import { sessions, users } from '#server/db/schema.js';
import type { Cluster } from '#server/lib/pg-listener.js';
import { hashToken, newToken } from '#server/lib/tokens.js';
import { createSessionCopies } from './session-copies.js';

type SessionRow = { session: typeof sessions.$inferSelect; user: typeof users.$inferSelect };

/**
 * Server-side sessions: the cookie holds a random token, the table its hash (DESIGN.md
 * "sessions"). Each app server keeps the sessions it resolved lately (session-copies.ts).
 */
export function createSessionStore({
  db,
  config,
  clock,
  cluster,
}: {
  db: Db;
  config: Config;
  clock: () => Date;
  /** How app servers on one PostgreSQL hear each other; none on PGlite. */
  cluster: Cluster | undefined;
}) {
  const { idleMs, absoluteMs } = config.session;
  const copies = createSessionCopies<SessionRow>({ cluster, clock });
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

  const isLive = ({ session }: SessionRow, now: number) => session.expiresAt.getTime() > now && session.lastSeenAt.getTime() + idleMs > now;

  /**
   * The live session of a token with its user (every signed-in request asks): this server's
   * copy, else one query. Its idle clock is refreshed now and then. Null when unknown, expired
   * or the user is gone. A copy that looks ended is read again: another server may have
   * refreshed its idle clock.
   */
  async function resolve(token: string): Promise<{ sessionId: string; user: typeof users.$inferSelect } | null> {
    const tokenHash = hashToken(token);
    const now = clock().getTime();
    let row = copies.get(tokenHash);
    if (!row || !isLive(row, now)) {
      const readSince = copies.generation();
      [row] = await sessionByTokenHash.execute({ tokenHash });
      if (!row) {
        copies.drop(tokenHash);
        return null;
      }
      if (!isLive(row, now)) {
        copies.drop(tokenHash);
        await db.delete(sessions).where(eq(sessions.id, row.session.id));
        return null;
      }
      copies.keep(tokenHash, row.user.id, row, readSince);
    }
    const { session } = row;
    if (now - session.lastSeenAt.getTime() > touchEveryMs) {
      session.lastSeenAt = new Date(now);
      await db.update(sessions).set({ lastSeenAt: session.lastSeenAt }).where(eq(sessions.id, session.id));
    }
    return { sessionId: session.id, user: row.user };
  }

  async function end(token: string): Promise<void> {
    const ended = await db
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
      .returning({ userId: sessions.userId });
    for (const { userId } of ended) await copies.changed(userId);
  }

  /** Ends every session of the user but the one given (password change), or all of them. */
  async function endAllOf(userId: string, exceptSessionId?: string): Promise<void> {
    await db.delete(sessions).where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined));
    await copies.changed(userId);
  }

  /** Removes expired rows; run now and then, never on the request path. */
  async function sweep(): Promise<void> {
    const now = clock();
    await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - idleMs))));
  }

  return {
    start,
    resolve,
    end,
    endAllOf,
    sweep,
    /** The user's account changed (role, language, gone) and the change has committed: every server reads their sessions again. */
    userChanged: copies.changed,
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
