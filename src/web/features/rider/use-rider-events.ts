import { useEffect, useEffectEvent } from 'react';

/** GET /api/rider/events: the rider's live stream (decision 0056). */
export const RIDER_EVENTS_URL = '/api/rider/events';

/** Each of these means the list may have changed: an order given or taken away, shipped, packed or cancelled; or events were missed. */
const CHANGES = ['order.rider', 'order.status', 'order.packed', 'resync'] as const;

const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 5 * 60_000;

/**
 * One EventSource while the rider's screen is open: `onChange` hears that the list should be read
 * again (the owner assigning an order makes it appear without a reload). The browser reconnects by
 * itself after a drop, and a reopened stream may have missed events, so it reads again then too;
 * a refused stream is tried again later, less and less often.
 */
export function useRiderEvents(onChange: () => void): void {
  const changed = useEffectEvent(onChange);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retryTimer: number | undefined;
    let retryMs = RETRY_FIRST_MS;
    let opened = false;

    function open(): void {
      source?.close();
      const stream = new EventSource(RIDER_EVENTS_URL);
      source = stream;
      stream.addEventListener('open', () => {
        retryMs = RETRY_FIRST_MS;
        if (opened) changed();
        opened = true;
      });
      for (const type of CHANGES) stream.addEventListener(type, () => changed());
      // The server keeps a few streams per account and closes the oldest: that tab stays quiet.
      stream.addEventListener('replaced', () => stream.close());
      stream.addEventListener('error', () => {
        if (stream.readyState !== EventSource.CLOSED || source !== stream) return;
        // CLOSED: the browser gave up (a refusal); CONNECTING: it is reconnecting by itself.
        window.clearTimeout(retryTimer);
        retryTimer = window.setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      });
    }

    open();
    return () => {
      window.clearTimeout(retryTimer);
      source?.close();
      source = undefined;
    };
  }, []);
}
