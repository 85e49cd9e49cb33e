import { useSyncExternalStore } from 'react';
import { oldestCachedAnswer, subscribeCachedAnswers } from '#web/lib/cached-answers.js';

/** When the oldest catalogue answer on screen was seen, if it came from the phone's copy (ISO); null when all are fresh. */
export function usePricesSeenAt(): string | null {
  return useSyncExternalStore(subscribeCachedAnswers, oldestCachedAnswer, () => null);
}
