import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { PGlite, type PGliteOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { createWalFlusher, type WalFlusher } from './wal-flush.js';

/** Statements that cannot have written anything need no flush. */
const READS = /^\s*(select|show)\b/i;

/** The exit code after a PANIC (EX_TEMPFAIL): the service manager starts the shop again. */
export const EXIT_DATABASE_STOPPED = 75;

/** A WAL segment (16 MB) and a margin: what WAL recovery needs to start. */
const ROOM_TO_START = 17 * 1024 * 1024;

/** Why a start failed when it was the disk: recovery could not make its WAL segment. */
async function fullDiskAtStart(dataDir: string | undefined): Promise<Error | undefined> {
  if (!dataDir) return undefined;
  const { bavail, bsize } = await statfs(path.dirname(dataDir));
  if (bavail * bsize >= ROOM_TO_START) return undefined;
  const free = ((bavail * bsize) / 1024 / 1024).toFixed(1);
  return new Error(`The embedded database cannot start: the disk of ${dataDir} has ${free} MB free and needs 17 MB. Free some space.`);
}

const isPanic = (error: unknown) => (error as { severity?: unknown } | null)?.severity === 'PANIC';

/**
 * Ends the process after a PANIC: PGlite never answers again once it has met one (decision 0023),
 * and a new process's WAL recovery brings back every commit made before it. The systemd unit
 * (deploy/systemd) restarts the shop after a failure.
 */
export function exitAfterPanic(error: unknown): never {
  console.error(
    JSON.stringify({
      level: 'fatal',
      fault: 'database-stopped',
      msg: `PGlite stopped on a PANIC (${(error as Error).message}); the shop exits for the service manager to start it again`,
    }),
  );
  process.exit(EXIT_DATABASE_STOPPED);
}

/**
 * PGlite as the shop runs it on a disk, through PGlite's public methods only:
 *
 * - with `durable`, a write (a statement that is not a read, an exec, a whole transaction)
 *   resolves only once its commit is on the disk (`wal-flush.ts`, decision 0019);
 * - a PANIC (a full disk refusing a new WAL segment) calls `onPanic`, by default
 *   `exitAfterPanic`: the instance would never answer again.
 *
 * Made with `EmbeddedPGlite.open`, which waits for the instance to be ready as `PGlite.create` does.
 */
export class EmbeddedPGlite extends PGlite {
  readonly flusher: WalFlusher | undefined;
  readonly #onPanic: (error: unknown) => void;

  static async open(
    options: PGliteOptions,
    { durable, onPanic = exitAfterPanic }: { durable: boolean; onPanic?: (error: unknown) => void },
  ): Promise<EmbeddedPGlite> {
    const client = new EmbeddedPGlite(options, durable, onPanic);
    try {
      await client.waitReady;
    } catch (error) {
      throw (await fullDiskAtStart(options.dataDir)) ?? error;
    }
    return client;
  }

  private constructor(options: PGliteOptions, durable: boolean, onPanic: (error: unknown) => void) {
    super(options);
    this.#onPanic = onPanic;
    this.flusher = durable && options.dataDir ? createWalFlusher(this, options.dataDir) : undefined;
  }

  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const result = await this.#watch(super.query<T>(query, params, options));
    if (!READS.test(query)) await this.flusher?.flush();
    return result;
  }

  override async exec(query: string, options?: QueryOptions): Promise<Results[]> {
    const results = await this.#watch(super.exec(query, options));
    await this.flusher?.flush();
    return results;
  }

  override async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    const result = await this.#watch(super.transaction(work));
    await this.flusher?.flush();
    return result;
  }

  override async close(): Promise<void> {
    await super.close();
    // PGlite's shutdown checkpoint wrote the data files: all of them to the disk.
    await this.flusher?.close();
  }

  async #watch<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (error) {
      if (isPanic(error)) this.#onPanic(error);
      throw error;
    }
  }
}
