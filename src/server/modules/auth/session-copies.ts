import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import type { Cluster } from '#server/lib/pg-listener.js';

/** The NOTIFY channel on which app servers tell each other that a user's sessions or account changed (payload: the user's id). */
export const SESSIONS_CHANNEL = 'shop_session_changes';

/** Sessions kept at most; the least recently used go first. About a kilobyte each. */
export const MAX_KEPT_SESSIONS = 10_000;

/**
 * How long a kept session is trusted without reading it again, at most: a write the shop does not
 * announce (psql, a restore) shows within this. Every write the shop makes is announced.
 */
export const KEEP_SESSION_MS = 30_000;

/** How long a change waits, at most, to hear its own announcement come back. */
export const ECHO_WAIT_MS = 1000;

interface Kept<T> {
  value: T;
  userId: string;
  readAt: number;
}

/**
 * Each app server's copies of the sessions it resolved lately, by token hash (decision 0031):
 * every signed-in request asks for its session, and the read was one of a checkout's six round
 * trips. A change to a user's sessions or account (`changed`) forgets that user's copies here
 * and, on PostgreSQL, on every other server before the change is answered. A server that cannot
 * hear the others keeps nothing until it hears again.
 *
 * A read begun before a change and answered after it could keep what the change replaced: each
 * change counts a generation, and a read keeps its answer only if no change came in between.
 */
export function createSessionCopies<T>({
  cluster,
  clock,
  max = MAX_KEPT_SESSIONS,
  keepMs = KEEP_SESSION_MS,
}: {
  cluster: Cluster | undefined;
  clock: () => Date;
  max?: number;
  keepMs?: number;
}) {
  const byHash = new Map<string, Kept<T>>();
  const hashesOf = new Map<string, Set<string>>();
  let generation = 0;
  const deaf = () => cluster !== undefined && !cluster.listener.hearing;

  function drop(tokenHash: string): void {
    const kept = byHash.get(tokenHash);
    if (!kept) return;
    byHash.delete(tokenHash);
    const hashes = hashesOf.get(kept.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) hashesOf.delete(kept.userId);
  }

  function forgetUser(userId: string): void {
    generation++;
    for (const tokenHash of hashesOf.get(userId) ?? []) byHash.delete(tokenHash);
    hashesOf.delete(userId);
  }

  function forgetAll(): void {
    generation++;
    byHash.clear();
    hashesOf.clear();
  }

  /** Changes of this server waiting to hear their announcement back, by its echo. */
  const echoes = new Map<string, () => void>();
  /** A payload is the user's id, and an echo when a server of the shop announced it. */
  function heard(payload: string): void {
    const [userId, echo] = payload.split(' ');
    forgetUser(userId!);
    if (echo) echoes.get(echo)?.();
  }

  if (cluster) {
    cluster.listener.on(SESSIONS_CHANNEL, heard);
    cluster.listener.onLost(forgetAll);
    cluster.listener.onResumed(forgetAll);
  }

  return {
    /** The kept session of a token hash, unless it is older than `keepMs`. */
    get(tokenHash: string): T | undefined {
      const kept = byHash.get(tokenHash);
      if (!kept) return undefined;
      if (clock().getTime() - kept.readAt >= keepMs) {
        drop(tokenHash);
        return undefined;
      }
      // Most recently used last: a Map keeps insertion order.
      byHash.delete(tokenHash);
      byHash.set(tokenHash, kept);
      return kept.value;
    },
    /** Taken before a read: `keep` stores the read's answer only if no change came since. */
    generation: () => generation,
    keep(tokenHash: string, userId: string, value: T, readSince: number): void {
      if (deaf() || readSince !== generation) return;
      drop(tokenHash);
      byHash.set(tokenHash, { value, userId, readAt: clock().getTime() });
      const hashes = hashesOf.get(userId) ?? new Set<string>();
      hashes.add(tokenHash);
      hashesOf.set(userId, hashes);
      if (byHash.size > max) drop(byHash.keys().next().value!);
    },
    /** A session this server found ended: nobody else needs telling, theirs ends by the same rule. */
    drop,
    /**
     * A user's sessions or account changed and the change has committed: forget their sessions
     * here, and have every other server forget theirs before the change is answered. It waits
     * until this server hears the announcement back (at most ECHO_WAIT_MS): PostgreSQL queued it
     * for every listening server when it committed and hands it to each alike, so by the
     * answer the others are hearing it too, rather than only about to.
     */
    async changed(userId: string): Promise<void> {
      forgetUser(userId);
      if (!cluster) return;
      if (deaf()) {
        await cluster.notifier.notify(SESSIONS_CHANNEL, userId);
        return;
      }
      const echo = randomUUID();
      const back = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ECHO_WAIT_MS);
        timer.unref();
        echoes.set(echo, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await cluster.notifier.notify(SESSIONS_CHANNEL, `${userId} ${echo}`);
        await back;
      } finally {
        echoes.delete(echo);
      }
    },
  };
}
export type SessionCopies<T> = ReturnType<typeof createSessionCopies<T>>;

/**
 * For a command run beside the shop (`npm run admin`), which keeps no copies: tells the app
 * servers on the same PostgreSQL that a user's sessions or account changed. On PGlite the shop
 * is not running while a command has the database.
 */
export async function announceSessionChange(database: Database, userId: string): Promise<void> {
  if (database.kind === 'postgres') await database.db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${userId})`);
}
