import { useCallback, useEffect, useState } from 'react';
import { messagesOf } from '#web/lib/api-client.js';
import { MESSAGE_TIMEOUT_MS } from '#web/lib/use-auto-clear.js';

/** A result line of an admin action: what was done, or what went wrong (the server's messages). */
export interface Notice {
  kind: 'done' | 'error';
  lines: string[];
}

/** A notice that hides itself after 5 s (spec 4, 9); a new one restarts the clock. */
export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), MESSAGE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  const done = useCallback((line: string) => setNotice({ kind: 'done', lines: [line] }), []);
  const failed = useCallback((error: unknown) => setNotice({ kind: 'error', lines: messagesOf(error) }), []);
  /** A refusal's lines as the screen words them (the server's, in the language shown). */
  const refused = useCallback((lines: string[]) => setNotice({ kind: 'error', lines }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, done, failed, refused, clear };
}
