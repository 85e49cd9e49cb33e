import type { Server } from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';

/** A quiet spell this long, with no request arriving, lets the server give its spare heap back. */
export const QUIET_BEFORE_RECLAIM_MS = 10_000;
/** Committed heap beyond what is in use, below which a collection is not worth its pause. */
export const SPARE_HEAP_WORTH_RECLAIMING = 16 * 1024 * 1024;

export interface HeapFigures {
  /** What V8 holds from the system for its heap. */
  committed: number;
  /** What of that is in use. */
  used: number;
}

export function heapFigures(): HeapFigures {
  const { total_heap_size, used_heap_size } = v8.getHeapStatistics();
  return { committed: total_heap_size, used: used_heap_size };
}

type GcFunction = (options?: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * V8's own full collection for low memory: several passes that shrink the young generation and
 * return freed pages at once (decision 0030). `gc` is a global only under `node --expose-gc`; the
 * flag set at run time puts it into a new context, whichever way the server was started.
 */
function memoryReducingCollection(): () => void {
  const gc = (globalThis as { gc?: GcFunction }).gc ?? exposedGc();
  return () => {
    gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    // Node before 22 reads those options as a minor collection: a plain full one then.
    if (spareOf(heapFigures()) >= SPARE_HEAP_WORTH_RECLAIMING) gc();
  };
}

function exposedGc(): GcFunction {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as GcFunction;
}

function spareOf(heap: HeapFigures): number {
  return heap.committed - heap.used;
}

/**
 * After a busy spell V8 keeps the heap it grew to (the young generation at its largest, old pages
 * free but mapped): some 60 MB more resident memory than the server needs, held for as long as the
 * shop stays quiet, as V8's own memory reducer still counts the busy spell's allocation rate. Here
 * the server gives it back itself: once no request has arrived for `quietMs`, and the heap holds at
 * least SPARE_HEAP_WORTH_RECLAIMING more than it uses, one memory-reducing collection runs, once
 * for each busy spell. Its pause (30–100 ms) falls in the quiet spell; a request arriving meanwhile
 * waits for it once.
 */
export function reclaimMemoryWhenQuiet({
  server,
  onReclaimed,
  quietMs = QUIET_BEFORE_RECLAIM_MS,
}: {
  /** Its requests are what make the server busy. */
  server: Server;
  /** Told of each collection, with the heap before and after it and its pause. */
  onReclaimed: (figures: { before: HeapFigures; after: HeapFigures; pauseMs: number }) => void;
  quietMs?: number;
}): { stop: () => void } {
  const collect = memoryReducingCollection();
  let lastRequestAt = Date.now();
  // Once per busy spell (the start-up counts as one): a heap that one collection left with spare
  // pages is not collected again until requests have come and gone.
  let busySinceReclaim = true;
  const onRequest = () => {
    lastRequestAt = Date.now();
    busySinceReclaim = true;
  };
  server.on('request', onRequest);
  const timer = setInterval(
    () => {
      if (!busySinceReclaim || Date.now() - lastRequestAt < quietMs) return;
      const before = heapFigures();
      if (spareOf(before) < SPARE_HEAP_WORTH_RECLAIMING) return;
      busySinceReclaim = false;
      const started = performance.now();
      collect();
      onReclaimed({ before, after: heapFigures(), pauseMs: performance.now() - started });
    },
    Math.max(250, quietMs / 4),
  );
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      server.off('request', onRequest);
    },
  };
}
