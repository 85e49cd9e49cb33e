import type { FastifyBaseLogger } from 'fastify';
import { AdminEvent } from '#common/schemas/admin-events.js';
import type { PgListener, PgNotifier } from '#server/lib/pg-listener.js';
import { type BusMessage, createSubscribers, type EventBus, newMessage } from './bus.js';

/** The NOTIFY channel of the live alerts; one per database, so test databases never hear each other. */
export const ALERTS_CHANNEL = 'shop_admin_events';

function parseMessage(payload: string): BusMessage | undefined {
  try {
    const raw = JSON.parse(payload) as { id?: unknown };
    const event = AdminEvent.safeParse(raw);
    return event.success && typeof raw.id === 'string' ? { ...event.data, id: raw.id } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bus of several app servers on one PostgreSQL (DESIGN.md "Growing past one machine"): an
 * alert is published with NOTIFY (the notifier sends the alerts of a burst together) and heard by
 * every server through its LISTEN connection, the publishing server included, so every admin
 * hears it the same way wherever they are connected. Once the server listens again after losing
 * its connection, subscribers are told alerts may have been missed.
 */
export function createPostgresBus({
  listener,
  notifier,
  log,
}: {
  listener: PgListener;
  notifier: PgNotifier;
  log: FastifyBaseLogger;
}): EventBus {
  const subscribers = createSubscribers((error) => log.error({ err: error }, 'live alerts: a stream failed to take an alert'));
  listener.on(ALERTS_CHANNEL, (payload) => {
    const message = parseMessage(payload);
    if (message) subscribers.deliver({ kind: 'event', message });
  });
  listener.onResumed(() => subscribers.deliver({ kind: 'resync' }));

  return {
    publish(...events) {
      for (const event of events) void notifier.notify(ALERTS_CHANNEL, JSON.stringify(newMessage(event)));
    },
    subscribe: subscribers.add,
  };
}
