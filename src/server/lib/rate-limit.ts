import { LRUCache } from 'lru-cache';
import { shopMessage } from '#common/messages.js';
import { AppError } from './errors.js';

/**
 * Fixed-window attempt counters, behind one interface: in memory for a single process (PGlite),
 * in PostgreSQL when several app servers share the counts (postgres-counter-store.ts).
 */
export interface CounterStore {
  /** Adds one to the key's count in the current window and returns the new count. */
  hit(key: string, windowMs: number, now: number): Promise<number>;
  /** Takes one back (an attempt that turned out not to count, e.g. a successful login). */
  release(key: string, now: number): Promise<void>;
}

/** Windows one process keeps at most: past it the least recently counted keys go first. */
export const MEMORY_COUNTER_KEYS = 50_000;

/**
 * Counters of one process (the embedded database), in an LRU of bounded size: a flood of new
 * addresses pushes out the quietest keys rather than growing the memory, and no hit ever walks
 * the whole map. An evicted key starts again from 0, the price of the bound.
 */
export function createMemoryCounterStore({ maxKeys = MEMORY_COUNTER_KEYS }: { maxKeys?: number } = {}): CounterStore & {
  readonly size: number;
} {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: maxKeys });
  const live = (key: string, now: number) => {
    const w = windows.get(key);
    if (w && w.endsAt > now) return w;
    if (w) windows.delete(key);
    return undefined;
  };
  return {
    async hit(key, windowMs, now) {
      const w = live(key, now) ?? { count: 0, endsAt: now + windowMs };
      w.count += 1;
      windows.set(key, w);
      return w.count;
    },
    async release(key, now) {
      const w = live(key, now);
      if (w && w.count > 0) w.count -= 1;
    },
    get size() {
      return windows.size;
    },
  };
}

export function createLimiter({ store, windowMs, clock }: { store: CounterStore; windowMs: number; clock: () => Date }) {
  const tooMany = () => new AppError('RATE_LIMITED', shopMessage('tooManyAttempts'));
  return {
    /**
     * Counts an attempt and refuses it once the key has had `max` in this window. Counting
     * happens before the work it guards, so a burst of parallel requests cannot slip through.
     */
    async consume(key: string, max: number): Promise<void> {
      if ((await store.hit(key, windowMs, clock().getTime())) > max) throw tooMany();
    },
    /** Gives back an attempt counted by `consume` that should not count (failures-only limits). */
    release: (key: string): Promise<void> => store.release(key, clock().getTime()),
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
