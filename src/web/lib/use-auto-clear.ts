import { useEffect, useState } from 'react';

/** Spec 9: messages hide after 5000 ms. */
export const MESSAGE_TIMEOUT_MS = 5000;

/** Calls `clear` 5 s after `active` turns true (spec 4: error messages auto-clear). */
export function useAutoClear(active: boolean, clear: () => void, delay = MESSAGE_TIMEOUT_MS): void {
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(clear, delay);
    return () => window.clearTimeout(timer);
  }, [active, clear, delay]);
}

/** A client-side message that hides itself after 5 s: [message, show]. Showing the same text again restarts the clock. */
export function useTimedMessage(): [string, (message: string) => void] {
  const [shown, setShown] = useState<{ text: string } | null>(null);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), MESSAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return [shown?.text ?? '', (text: string) => setShown(text ? { text } : null)];
}
