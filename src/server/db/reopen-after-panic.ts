import { statfs } from 'node:fs/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';

/**
 * PGlite runs PostgreSQL in one WebAssembly instance, and a full disk stops it in one of two
 * ways (measured on 0.5.16, decision 0023):
 *
 * - a data file that cannot grow is an ERROR (SQLSTATE 53100): the statement fails, its
 *   transaction rolls back and the instance goes on, taking writes again once space is freed;
 * - a new WAL segment that cannot be created (16 MB, written whole) is a PANIC, also 53100. A
 *   statement outside a transaction fails with it, and every statement after it waits for ever,
 *   even once space is freed. Inside a transaction the statement itself spins for ever on the
 *   event loop's thread: nothing here can help, which is why the commit flusher makes each next
 *   WAL segment ahead (wal-flush.ts) so the WAL never needs space the disk no longer has.
 *
 * So after a PANIC the instance is never called again: the statements under way fail with
 * `DatabaseStoppedError` (whose cause is the PANIC, so a full disk still reads as one), and the
 * next statement opens the data directory anew, whose recovery replays the WAL: every commit made
 * before the PANIC is there. Recovery itself needs a new WAL segment, so the data directory is
 * reopened only once a segment's worth of space is free, at most every `retryMs`; until then
 * statements fail at once. The stopped instance is left to the garbage collector (closing it
 * would wait for ever too).
 */
export class DatabaseStoppedError extends Error {
  constructor(cause: unknown) {
    super('The embedded database stopped; it is reopened once the disk has room again', { cause });
  }
}

/** A WAL segment (wal_segment_size) and a margin: what recovery needs to start. */
const ROOM_TO_REOPEN = 17 * 1024 * 1024;

const isPanic = (error: unknown) => (error as { severity?: unknown } | null)?.severity === 'PANIC';

export function reopenAfterPanic(
  first: PGlite,
  {
    open,
    dataDir,
    retryMs = 2_000,
    say = (line: string) => console.warn(line),
  }: { open: () => Promise<PGlite>; dataDir: string; retryMs?: number; say?: (line: string) => void },
) {
  let current = first;
  let stopped: DatabaseStoppedError | undefined;
  let triedAt = Number.NEGATIVE_INFINITY;
  let reopening: Promise<void> | undefined;
  // The statements under way, each failed when the instance stops: they would never end otherwise.
  // One settler per statement, dropped when it ends (a promise shared by all would keep a
  // reaction per statement for as long as the instance lives).
  const underWay = new Set<(error: DatabaseStoppedError) => void>();

  function noteFailure(error: unknown): void {
    if (stopped || !isPanic(error)) return;
    stopped = new DatabaseStoppedError(error);
    say(`PGlite stopped on a PANIC (${(error as Error).message}); the data directory is reopened once the disk has room`);
    for (const fail of underWay) fail(stopped);
    underWay.clear();
  }

  async function reopen(): Promise<void> {
    if (Date.now() - triedAt < retryMs) return;
    triedAt = Date.now();
    const { bavail, bsize } = await statfs(dataDir);
    if (bavail * bsize < ROOM_TO_REOPEN) return;
    try {
      current = await open();
    } catch (error) {
      say(`PGlite could not reopen its data directory yet: ${(error as Error).message}`);
      return;
    }
    stopped = undefined;
    say('PGlite reopened its data directory after a PANIC; writes are taken again');
  }

  /** The instance to use: the current one, or a new one if the data directory could be reopened. */
  async function ready(): Promise<PGlite> {
    if (stopped) {
      reopening ??= reopen().finally(() => {
        reopening = undefined;
      });
      await reopening;
      if (stopped) throw stopped;
    }
    return current;
  }

  async function run<T>(work: (db: PGlite) => Promise<T>): Promise<T> {
    const db = await ready();
    let fail: (error: DatabaseStoppedError) => void = () => undefined;
    const abandoned = new Promise<never>((_, reject) => {
      fail = reject;
    });
    underWay.add(fail);
    try {
      return await Promise.race([work(db), abandoned]);
    } catch (error) {
      noteFailure(error);
      throw error;
    } finally {
      underWay.delete(fail);
    }
  }

  /** The transaction's statements are watched too: a PANIC inside one ends it (its ROLLBACK would wait for ever). */
  const watched = (tx: Transaction): Transaction =>
    new Proxy(tx, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = value.apply(target, args);
          if (result instanceof Promise) result.catch(noteFailure);
          return result;
        };
      },
    });

  const client = new Proxy(first, {
    get(_target, property) {
      if (property === 'query' || property === 'exec') {
        return (...args: unknown[]) => run((db) => (db[property] as (...a: unknown[]) => Promise<unknown>).apply(db, args));
      }
      if (property === 'transaction') {
        return (work: (tx: Transaction) => Promise<unknown>) => run((db) => db.transaction((tx) => work(watched(tx))));
      }
      const value = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });

  return {
    /** Stands for whichever instance is current; Drizzle and the commit flusher talk to it. */
    client,
    /** Closes the current instance, unless it stopped (closing it would never end). */
    async close(): Promise<void> {
      if (!stopped) await current.close();
    },
  };
}
