import type { FastifyBaseLogger } from 'fastify';
import { shopMessages } from '#common/messages.js';

/**
 * A write the database (or the uploads folder) cannot make for lack of disk space: 503
 * STORAGE_FULL with this message, nothing written (docs/trust.md "A full disk", decision 0023).
 * Its id in the shop's message table is `storageFull` (decision 0034).
 */
export const STORAGE_FULL_MESSAGE = shopMessages.storageFull;
/** Freeing space takes the owner minutes, not seconds. */
export const STORAGE_FULL_RETRY_AFTER_S = 60;

/**
 * PostgreSQL's `disk_full` (SQLSTATE 53100), raised by PostgreSQL and PGlite alike when a data or
 * WAL file cannot grow; ENOSPC and EDQUOT from Node's own writes (the commit flush, uploads).
 */
const NO_SPACE = new Set(['53100', 'ENOSPC', 'EDQUOT']);

/** Whether a failure, or one of the failures it wraps (Drizzle wraps the driver's), is a full disk. */
export function isDiskFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (NO_SPACE.has(String((current as { code?: unknown }).code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The innermost failure's text ("could not extend file …: No space left on device"). */
function detailOf(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth++) {
    const cause = (current as { cause?: unknown } | null)?.cause;
    if (typeof cause !== 'object' || cause === null) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}

const LOG_EVERY_MS = 60_000;
/**
 * A nearly full disk still takes a write that fits in space already allocated, between refusals:
 * the fault is over only when writes succeed and none has been refused for this long.
 */
const CLEAR_AFTER_MS = 10_000;

/**
 * What the shop knows of its disk: `full` from a write refused for lack of space until writes
 * succeed again with none refused for 10 seconds. The log gets one line when the fault starts
 * and at most one a minute while it lasts (with the count of writes refused since the last line),
 * not one per request, and one when writes are taken again.
 */
export function createDiskWatch({ now = Date.now }: { now?: () => number } = {}) {
  let fault: { since: number; refusedAt: number; writtenAt: number } | undefined;
  let loggedAt = Number.NEGATIVE_INFINITY;
  let refused = 0;

  return {
    get state(): 'ok' | 'full' {
      if (!fault) return 'ok';
      return fault.writtenAt > fault.refusedAt && now() - fault.refusedAt >= CLEAR_AFTER_MS ? 'ok' : 'full';
    },

    noteFull(error: unknown, log: FastifyBaseLogger): void {
      refused++;
      fault ??= { since: now(), refusedAt: now(), writtenAt: Number.NEGATIVE_INFINITY };
      fault.refusedAt = now();
      if (now() - loggedAt < LOG_EVERY_MS) return;
      loggedAt = now();
      log.error(
        { fault: 'disk-full', refusedWrites: refused, since: new Date(fault.since).toISOString(), detail: detailOf(error) },
        'disk full: writes are refused with 503 STORAGE_FULL until space is freed',
      );
      refused = 0;
    },

    noteWritten(log: FastifyBaseLogger): void {
      if (!fault) return;
      fault.writtenAt = now();
      if (now() - fault.refusedAt < CLEAR_AFTER_MS) return;
      log.warn({ fault: 'disk-full', fullForMs: fault.refusedAt - fault.since }, 'disk space is back: writes are taken again');
      fault = undefined;
    },
  };
}
export type DiskWatch = ReturnType<typeof createDiskWatch>;
