import { randomUUID } from 'node:crypto';
import type { AdminEvent } from '#common/schemas/admin-events.js';

/** An alert as it travels: the event with the id every app server sends it under. */
export type BusMessage = AdminEvent & { id: string };

/** What a subscriber hears: an alert, or word that alerts may have been lost meanwhile. */
export type BusDelivery = { kind: 'event'; message: BusMessage } | { kind: 'resync' };
export type BusSubscriber = (delivery: BusDelivery) => void;

/**
 * Carries the shop's live alerts to every app server's open streams (docs/decisions/0008).
 * `publish` never throws and never waits: it runs after an order's commit, whose answer must
 * not depend on anyone listening. The alerts of one call arrive together and in their order.
 */
export interface EventBus {
  publish(...events: AdminEvent[]): void;
  subscribe(subscriber: BusSubscriber): () => void;
}

/** Every subscriber hears the delivery; one that throws does not keep it from the others. */
export function createSubscribers(onError: (error: unknown) => void) {
  const subscribers = new Set<BusSubscriber>();
  return {
    add(subscriber: BusSubscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    deliver(delivery: BusDelivery): void {
      for (const subscriber of subscribers) {
        try {
          subscriber(delivery);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}

export const newMessage = (event: AdminEvent): BusMessage => ({ ...event, id: randomUUID() });

/**
 * The embedded database's bus: PGlite is one process (its lock file says so), so the alerts
 * never need to leave it.
 */
export function createMemoryBus({ onError }: { onError: (error: unknown) => void }): EventBus {
  const subscribers = createSubscribers(onError);
  return {
    publish: (...events) => {
      for (const event of events) subscribers.deliver({ kind: 'event', message: newMessage(event) });
    },
    subscribe: subscribers.add,
  };
}
