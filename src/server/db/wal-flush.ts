import { statSync } from 'node:fs';
import { access, type FileHandle, link, open, readdir, rm, statfs } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PRIVATE_FILE } from '../lib/private-files.js';

/**
 * PGlite runs PostgreSQL with fsync off and its fdatasync does nothing: a commit's WAL record is
 * written into the OS page cache, which a killed process keeps but a power cut loses. This puts
 * the commit on the disk from Node before the caller hears of it (docs/trust.md "Durability"):
 * after every write (`EmbeddedPGlite` in embedded-client.ts calls `flush`), the WAL segment being written is flushed with fdatasync. Commits that end
 * while a flush is under way share the next one (group commit), so the disk sees one flush per
 * batch, not one per order.
 *
 * Checkpoints write data files (unflushed, as PostgreSQL believes fsync is off) before old WAL
 * may be recycled; PGlite checkpoints only at shutdown and every max_wal_size (1 GB) of WAL, and
 * each one rewrites global/pg_control. When that file has changed, every file of the data
 * directory is flushed too; the same happens once PGlite has closed.
 *
 * Which segment is being written is asked of PGlite only when it may have changed: the next
 * segment, made here ahead (below), keeps the modification time it was made with until PGlite
 * writes into it, so a flush that finds that time unchanged knows the WAL is still in the segment
 * it flushed last (one file status from Node instead of a statement in the single-threaded
 * database for every flush).
 *
 * It also makes the next WAL segment ahead, as PostgreSQL's checkpoints do (PGlite's seldom run):
 * a segment PGlite must create when the disk is full is a PANIC, which inside a transaction
 * spins for ever (decision 0023). With the next one made while there was room, a disk that fills
 * meets the data files first: an ERROR, a refused write, and the shop goes on.
 */
export function createWalFlusher(client: PGlite, dataDir: string) {
  const walDir = path.join(dataDir, 'pg_wal');
  const controlFile = path.join(dataDir, 'global', 'pg_control');
  let segment: { name: string; handle: FileHandle } | undefined;
  let controlChangedAt: number | undefined;
  let running: Promise<string> | undefined;
  let next: Promise<string> | undefined;
  /** The segment whose successor exists (made here or by PGlite), the making under way, and its last refusal. */
  let aheadOf: string | undefined;
  /**
   * The successor this flusher made itself, with its modification time as made: until that time
   * changes, PGlite has not begun it. (One PGlite made is not known to be unwritten.)
   */
  let following: { name: string; mtimeNs: bigint } | undefined;
  let making: Promise<void> | undefined;
  let refusedAt = Number.NEGATIVE_INFINITY;

  async function syncFile(file: string): Promise<void> {
    const handle = await open(file, 'r');
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  }

  /** A folder's own entries (files made or renamed in it). */
  async function syncFolder(dir: string): Promise<void> {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  async function syncTree(dir: string): Promise<void> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await syncTree(full);
      else if (entry.isFile()) await syncFile(full);
    }
    await syncFolder(dir);
  }

  /**
   * Creates the segment after `name` zero-filled, as PostgreSQL would (a temporary file, flushed,
   * then linked under its name: never over a segment PGlite made meanwhile), when the disk has
   * room for two. Else it is tried again on a later flush, at most every 10 seconds.
   */
  async function makeAhead(name: string): Promise<void> {
    const file = path.join(walDir, nextSegmentOf(name));
    const temp = path.join(walDir, 'xlogtemp.ahead');
    try {
      await access(file);
      aheadOf = name;
      return;
    } catch {
      // not there yet
    }
    try {
      const { rows } = await client.query<{ size: number }>("select pg_size_bytes(current_setting('wal_segment_size'))::int as size");
      const size = rows[0]?.size ?? 16 * 1024 * 1024;
      // Never by filling the disk to its last byte: that would refuse the writes under way.
      const { bavail, bsize } = await statfs(walDir);
      if (bavail * bsize < 2 * size) throw new Error('no room for a WAL segment ahead');
      // It becomes a WAL segment: as closed as the ones PostgreSQL makes.
      const handle = await open(temp, 'w', PRIVATE_FILE);
      let mtimeNs: bigint;
      try {
        const zeros = Buffer.alloc(1024 * 1024);
        for (let at = 0; at < size; at += zeros.length) await handle.write(zeros, 0, Math.min(zeros.length, size - at), at);
        await handle.datasync();
        // Read before the file has its name, so before PGlite can write into it.
        ({ mtimeNs } = await handle.stat({ bigint: true }));
      } finally {
        await handle.close();
      }
      const linked = await link(temp, file).then(
        () => true,
        (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
          return false;
        },
      );
      await syncFolder(walDir);
      aheadOf = name;
      if (linked) following = { name: nextSegmentOf(name), mtimeNs };
    } catch {
      refusedAt = Date.now();
    } finally {
      await rm(temp, { force: true });
    }
  }

  /** True when PGlite still writes the segment flushed last: the successor made here is as it was made. */
  function stillInSegment(): boolean {
    if (!segment || !following || following.name !== nextSegmentOf(segment.name)) return false;
    // A file's status is read from the kernel's cache in microseconds: synchronously it costs a
    // twentieth of the CPU the promise's round trip through the thread pool does, once per flush.
    return statSync(path.join(walDir, following.name), { bigint: true, throwIfNoEntry: false })?.mtimeNs === following.mtimeNs;
  }

  /** The segment PGlite writes now, with every segment before it since the last one flushed. */
  async function findSegment(): Promise<{ name: string; handle: FileHandle }> {
    const { rows } = await client.query<{ name: string }>('select pg_walfile_name(pg_current_wal_lsn()) as name');
    const name = rows[0]?.name;
    if (!name) throw new Error('PGlite named no WAL segment');
    if (segment?.name !== name) {
      // A new segment: the last one and any filled since are flushed, then the folder's entries.
      const last = segment;
      segment = undefined;
      if (last) {
        await last.handle.datasync();
        await last.handle.close();
      }
      const between = (await readdir(walDir)).filter((n) => /^[0-9A-F]{24}$/.test(n) && n < name && (!last || n > last.name));
      if (last) for (const n of between) await syncFile(path.join(walDir, n));
      segment = { name, handle: await open(path.join(walDir, name), 'r') };
      await syncFolder(walDir);
    }
    return segment;
  }

  /** Flushes the segment being written; answers its name. */
  async function flushNow(): Promise<string> {
    const { name, handle } = stillInSegment() ? segment! : await findSegment();
    await handle.datasync();
    const changedAt = statSync(controlFile).mtimeMs;
    // In the background: the commit waits for its flush, not for a segment of zeros.
    if (aheadOf !== name && !making && Date.now() - refusedAt > 10_000) {
      making = makeAhead(name).finally(() => {
        making = undefined;
      });
    }
    if (controlChangedAt !== undefined && changedAt !== controlChangedAt) await syncTree(dataDir);
    controlChangedAt = changedAt;
    return name;
  }

  /** Resolves once everything committed before the call is on the disk, with the name of the WAL segment flushed. */
  function flush(): Promise<string> {
    if (!running) {
      running = flushNow().finally(() => {
        running = undefined;
      });
      return running;
    }
    // The flush under way may have begun before this commit: wait for the one after it.
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return flush();
      });
    return next;
  }

  return {
    flush,
    /** After PGlite has closed (its shutdown checkpoint wrote the data files): all of them to the disk. */
    async close(): Promise<void> {
      await making;
      await segment?.handle.close();
      segment = undefined;
      await syncTree(dataDir);
    },
  };
}
export type WalFlusher = ReturnType<typeof createWalFlusher>;

const hex8 = (n: number) => n.toString(16).toUpperCase().padStart(8, '0');

/** The WAL segment after `name` (timeline, log id, segment: 256 segments of 16 MB to a log id). */
export function nextSegmentOf(name: string): string {
  const log = Number.parseInt(name.slice(8, 16), 16);
  const seg = Number.parseInt(name.slice(16, 24), 16);
  return seg >= 0xff ? `${name.slice(0, 8)}${hex8(log + 1)}${hex8(0)}` : `${name.slice(0, 16)}${hex8(seg + 1)}`;
}
