import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/tokens.js';

/** Server-side sessions: the cookie holds a random token, the table its hash (DESIGN.md "sessions"). */
export function createSessionStore({ db, config, clock }: { db: Db; config: Config; clock: () => Date }) {
  const { idleMs, absoluteMs } = config.session;
  // last_seen_at is written at most this often, not on every request.
  const touchEveryMs = Math.min(60_000, idleMs / 10);

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

  /** The user id of a live session, refreshing its idle clock; null when unknown or expired. */
  async function resolve(token: string): Promise<{ userId: string; sessionId: string } | null> {
    const [row] = await db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!row) return null;
    const now = clock().getTime();
    if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + idleMs <= now) {
      await db.delete(sessions).where(eq(sessions.id, row.id));
      return null;
    }
    if (now - row.lastSeenAt.getTime() > touchEveryMs) {
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.id));
    }
    return { userId: row.userId, sessionId: row.id };
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
