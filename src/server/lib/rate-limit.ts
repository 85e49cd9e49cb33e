import { AppError } from './errors.js';

/**
 * Fixed-window attempt counters. Kept in memory by default; the store is an interface so a
 * shared store (PostgreSQL or Redis) can take its place when several servers run.
 */
export interface CounterStore {
  /** Adds one to the key's count in the current window and returns the new count. */
  hit(key: string, windowMs: number, now: number): number;
  peek(key: string, now: number): number;
  reset(key: string): void;
}

export function createMemoryCounterStore(): CounterStore {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string, now: number) => {
    const w = windows.get(key);
    if (w && w.endsAt > now) return w;
    windows.delete(key);
    return undefined;
  };
  return {
    hit(key, windowMs, now) {
      if (windows.size > 100_000) for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
      const w = live(key, now) ?? { count: 0, endsAt: now + windowMs };
      w.count += 1;
      windows.set(key, w);
      return w.count;
    },
    peek: (key, now) => live(key, now)?.count ?? 0,
    reset: (key) => void windows.delete(key),
  };
}

export function createLimiter({ store, windowMs, clock }: { store: CounterStore; windowMs: number; clock: () => Date }) {
  const tooMany = () => new AppError('RATE_LIMITED', 'Too Many Attempts, Please Try Again Later..!!');
  return {
    /** Counts an attempt and refuses it once the key has had `max` in this window. */
    consume(key: string, max: number): void {
      if (store.hit(key, windowMs, clock().getTime()) > max) throw tooMany();
    },
    /** Refuses without counting when the key is already at `max` (failures counted separately). */
    check(key: string, max: number): void {
      if (store.peek(key, clock().getTime()) >= max) throw tooMany();
    },
    record(key: string): void {
      store.hit(key, windowMs, clock().getTime());
    },
    reset: (key: string) => store.reset(key),
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
