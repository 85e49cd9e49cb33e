import type { FastifyBaseLogger } from 'fastify';
import type { AdminEventData } from '#common/schemas/admin-events.js';
import type { Cluster } from '#server/lib/pg-listener.js';
import { type BusSubscriber, createMemoryBus, type EventBus } from './bus.js';
import { createOrderAlerts } from './order-alerts.js';
import { createPaymentAlerts } from './payment-alerts.js';
import { createPostgresBus } from './postgres-bus.js';

/**
 * The owner's live alerts (API.md "GET /api/admin/events"; docs/decisions/0008-live-events.md):
 * the orders' listener that publishes them and the bus that carries them to every app server.
 * PGlite is one process, so its bus stays in memory; on PostgreSQL alerts go through
 * LISTEN/NOTIFY, so an order placed on one server reaches admins connected to any other.
 */
export function createEventsService({
  cluster,
  log,
}: {
  /** The app servers' LISTEN/NOTIFY on PostgreSQL; none on PGlite. */
  cluster: Cluster | undefined;
  log: FastifyBaseLogger;
}) {
  const bus: EventBus = cluster
    ? createPostgresBus({ ...cluster, log })
    : createMemoryBus({ onError: (error) => log.error({ err: error }, 'live alerts: a stream failed to take an alert') });

  return {
    /** Given to the orders service with its other listeners. */
    orderListener: createOrderAlerts({ bus }),
    /** Given to the payments service: a UTR reported, a payment recorded. */
    paymentAlerts: createPaymentAlerts({ bus }),
    /** Given to the riders service: an order given to a rider, or taken back (decision 0056). */
    riderAlerts: { assigned: (data: AdminEventData<'order.rider'>) => bus.publish({ type: 'order.rider', data }) },
    subscribe: (subscriber: BusSubscriber) => bus.subscribe(subscriber),
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
