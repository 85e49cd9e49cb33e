import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { createAcknowledgedChannel } from '#server/lib/acknowledged-channel.js';
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

interface Kept<T> {
  value: T;
  userId: string;
  readAt: number;
}

/**
 * Each app server's copies of the sessions it resolved lately, by token hash (decision 0031):
 * every signed-in request asks for its session, and the read was one of a checkout's six round
 * trips. A change to a user's sessions or account (`changed`) forgets that user's copies here
 * and, on PostgreSQL, is answered once every other server has said it forgot them too (decision
 * 0045). A server that cannot hear the others keeps nothing until it hears again.
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

  const announcer = cluster && createAcknowledgedChannel({ cluster, channel: SESSIONS_CHANNEL, hear: forgetUser });
  if (cluster) {
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
     * here, and answer once every other listening server has forgotten theirs (at most
     * ACKNOWLEDGE_WAIT_MS), so the next request finds the change on whichever server it reaches.
     */
    async changed(userId: string): Promise<void> {
      forgetUser(userId);
      await announcer?.announce(userId);
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
