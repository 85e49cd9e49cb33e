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
  /** The counts of these keys' open windows, added up (a key without one counts 0). */
  total(keys: readonly string[], now: number): Promise<number>;
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
    async total(keys, now) {
      return keys.reduce((sum, key) => sum + (live(key, now)?.count ?? 0), 0);
    },
    get size() {
      return windows.size;
    },
  };
}

export function createLimiter({ store, windowMs, clock }: { store: CounterStore; windowMs: number; clock: () => Date }) {
  const tooMany = (retryAfterS?: number) =>
    new AppError('RATE_LIMITED', shopMessage('tooManyAttempts'), undefined, retryAfterS === undefined ? {} : { retryAfterS });
  return {
    /**
     * Counts an attempt and refuses it once the key has had `max` in this window. Counting
     * happens before the work it guards, so a burst of parallel requests cannot slip through.
     */
    async consume(key: string, max: number): Promise<void> {
      if ((await store.hit(key, windowMs, clock().getTime())) > max) throw tooMany();
    },
    /**
     * Counts an attempt against a limit over `spanMs`, a span longer than one window (an hour of
     * quarter hours), and refuses it once the span holds more than `max`. The attempts are kept
     * per window of the clock; the count takes the current window and as many before it as the
     * span reaches, plus one, so that no stretch of `spanMs` holds more than `max` wherever it
     * starts (a fixed span would let `max` through at its end and `max` again at the next one's
     * start). A refusal therefore lasts until the attempts that made it are one span and at most
     * one window old. A refused attempt is given back at once: only attempts let through count.
     * Answers the key it counted, for `release`.
     */
    async consumeOver(key: string, max: number, spanMs: number): Promise<string> {
      const now = clock().getTime();
      const window = Math.floor(now / windowMs);
      const counted = `${key}:${window}`;
      // A window's key lives as long as a span can still reach it.
      const count = await store.hit(counted, spanMs + windowMs, now);
      const before = Array.from({ length: Math.ceil(spanMs / windowMs) }, (_, i) => `${key}:${window - 1 - i}`);
      if (count + (await store.total(before, now)) > max) {
        await store.release(counted, now);
        const counts = [count - 1, ...(await Promise.all(before.map((k) => store.total([k], now))))];
        throw tooMany(secondsUntilRoom({ counts, max, window, windowMs, now }));
      }
      return counted;
    },
    /** Gives back an attempt counted by `consume` or `consumeOver` that should not count (failures-only limits). */
    release: (key: string): Promise<void> => store.release(key, clock().getTime()),
  };
}
export type Limiter = ReturnType<typeof createLimiter>;

/**
 * When a span limit refused now lets an attempt through again: the first coming window whose
 * span no longer reaches enough of today's counted attempts. `counts` are the attempts of the
 * current window and of each window before it that the span reaches, newest first.
 */
function secondsUntilRoom({
  counts,
  max,
  window,
  windowMs,
  now,
}: {
  counts: number[];
  max: number;
  window: number;
  windowMs: number;
  now: number;
}): number {
  const reach = counts.length - 1;
  for (let ahead = 1; ahead <= reach; ahead++) {
    // `ahead` windows on, the span reaches the current window and `reach - ahead` before it.
    const stillCounted = counts.slice(0, reach - ahead + 1).reduce((sum, n) => sum + n, 0);
    if (stillCounted < max) return Math.ceil(((window + ahead) * windowMs - now) / 1000);
  }
  return Math.ceil(((window + reach + 1) * windowMs - now) / 1000);
}
