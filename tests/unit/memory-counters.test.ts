import { describe, expect, it } from 'vitest';
import { createMemoryCounterStore, MEMORY_COUNTER_KEYS } from '#server/lib/rate-limit.js';

/** The embedded database's attempt counters (one process): bounded, whatever the flood. */
describe('the memory counters', () => {
  const WINDOW = 15 * 60_000;

  it('keep at most their bound of windows while 200,000 new addresses each try once', async () => {
    const store = createMemoryCounterStore();
    const now = Date.now();
    for (let i = 0; i < 200_000; i++) await store.hit(`login:ip:10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, WINDOW, now);
    expect(store.size).toBe(MEMORY_COUNTER_KEYS);
  });

  it('keep counting a busy key through the flood; the quietest keys go first', async () => {
    const store = createMemoryCounterStore({ maxKeys: 1000 });
    const now = Date.now();
    await store.hit('login:email:quiet@example.com', WINDOW, now);
    for (let i = 0; i < 5000; i++) {
      if (i % 100 === 0) await store.hit('login:email:target@example.com', WINDOW, now);
      await store.hit(`login:ip:flood-${i}`, WINDOW, now);
    }
    expect(await store.hit('login:email:target@example.com', WINDOW, now)).toBe(51);
    expect(await store.hit('login:email:quiet@example.com', WINDOW, now)).toBe(1);
    expect(store.size).toBe(1000);
  });

  it('start a new window once the old one ended, and give attempts back only within it', async () => {
    const store = createMemoryCounterStore();
    const now = Date.now();
    expect(await store.hit('k', WINDOW, now)).toBe(1);
    expect(await store.hit('k', WINDOW, now + 1)).toBe(2);
    await store.release('k', now + 2);
    expect(await store.hit('k', WINDOW, now + 3)).toBe(2);
    expect(await store.hit('k', WINDOW, now + WINDOW)).toBe(1);
  });
});
