import { useEffect, useEffectEvent } from 'react';
import { ADMIN_EVENT_TYPES, AdminEvent, STREAM_EVENTS } from '#common/schemas/admin-events.js';

/** GET /api/admin/events: the shop's live alerts for its owner (API.md "Order lifecycle"). */
export const ADMIN_EVENTS_URL = '/api/admin/events';

/** After a refusal (429 on a crowded server, a lost session) the stream is tried again, less and less often. */
const RETRY_FIRST_MS = 30_000;
const RETRY_MAX_MS = 5 * 60_000;

export interface AdminEventHandlers {
  /** An alert, with the id the server sent it under (the same on every app server). */
  onEvent(event: AdminEvent, id: string): void;
  /** Alerts may have been missed (a reconnect, or the server lost its own listener): read the counts again. */
  onGap(): void;
}

function parse(type: AdminEvent['type'], message: MessageEvent<string>): AdminEvent | undefined {
  try {
    const event = AdminEvent.safeParse({ type, data: JSON.parse(message.data) });
    return event.success ? event.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One EventSource for as long as the admin area is open (docs/decisions/0008-live-events.md);
 * it closes when the area unmounts. EventSource is the browser's own client for server-sent
 * events (lib/api-client.ts stays the one caller of fetch): it sends the session cookie and
 * reconnects by itself after a drop. What it does not do is handled here: a refused stream is
 * tried again later, and a stream the server closed as this admin's oldest (`replaced`) stays
 * closed until its tab is looked at again, so two tabs never keep closing each other.
 */
export function useAdminEvents(handlers: AdminEventHandlers): void {
  const onEvent = useEffectEvent(handlers.onEvent);
  const onGap = useEffectEvent(handlers.onGap);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let retryTimer: number | undefined;
    let retryMs = RETRY_FIRST_MS;
    let replaced = false;
    // The screens read their data as they mount; only a later (re)opening may have missed something.
    let opened = false;

    function open(): void {
      source?.close();
      replaced = false;
      const stream = new EventSource(ADMIN_EVENTS_URL);
      source = stream;
      stream.addEventListener('open', () => {
        retryMs = RETRY_FIRST_MS;
        if (opened) onGap();
        opened = true;
      });
      for (const type of ADMIN_EVENT_TYPES) {
        stream.addEventListener(type, (message) => {
          const event = parse(type, message);
          if (event) onEvent(event, message.lastEventId);
        });
      }
      stream.addEventListener(STREAM_EVENTS.resync, () => onGap());
      stream.addEventListener(STREAM_EVENTS.replaced, () => {
        stream.close();
        replaced = true;
      });
      stream.addEventListener('error', () => {
        // CONNECTING: the browser is already reconnecting. CLOSED: it gave up (a refusal).
        if (stream.readyState !== EventSource.CLOSED || replaced || source !== stream) return;
        window.clearTimeout(retryTimer);
        retryTimer = window.setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
      });
    }

    function openWhenSeen(): void {
      if (replaced && document.visibilityState === 'visible') open();
    }

    open();
    document.addEventListener('visibilitychange', openWhenSeen);
    return () => {
      document.removeEventListener('visibilitychange', openWhenSeen);
      window.clearTimeout(retryTimer);
      source?.close();
      source = undefined;
    };
  }, []);
}
