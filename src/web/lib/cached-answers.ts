/**
 * Which catalogue answers on screen came from the service worker's cache, and when the shop had
 * sent them (decision 0066): the api client notes each answer, the offline banner reads the
 * oldest. A fresh answer for the same address replaces a cached one; the network's return
 * forgets them all, as every query on screen is read again then.
 */
const seenAtByPath = new Map<string, string>();
const listeners = new Set<() => void>();
let oldest: string | null = null;

function changed(): void {
  const times = [...seenAtByPath.values()].sort();
  const next = times[0] ?? null;
  if (next === oldest) return;
  oldest = next;
  for (const listener of listeners) listener();
}

/** An answer for `path` arrived: `seenAt` when it came from the cache (its stamp), null when fresh. */
export function noteAnswer(path: string, seenAt: string | null): void {
  if (seenAt === null) {
    if (!seenAtByPath.delete(path)) return;
  } else {
    seenAtByPath.set(path, seenAt);
  }
  changed();
}

export function forgetCachedAnswers(): void {
  seenAtByPath.clear();
  changed();
}

/** When the oldest cached answer on screen was seen (ISO), or null when all are fresh. */
export function oldestCachedAnswer(): string | null {
  return oldest;
}

export function subscribeCachedAnswers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
