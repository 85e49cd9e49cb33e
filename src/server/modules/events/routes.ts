import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '#common/constants.js';
import { userOf, type ViewerLookup } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import { AppError } from '#server/lib/errors.js';
import type { BusMessage } from './bus.js';
import type { EventsService } from './service.js';
import {
  createStreamRegistry,
  DEFAULT_STREAM_LIMITS,
  eventFrame,
  RESYNC_FRAME,
  type StreamLimits,
  type StreamRegistry,
} from './streams.js';

const EVENT_STREAM = 'text/event-stream';

/** What a stream route needs: its registry, its path and access, and which frames each user hears. */
interface StreamRoute {
  url: string;
  access: 'admin' | 'rider';
  role: Role;
  description: string;
  streams: StreamRegistry;
}

/**
 * One live stream route: asked for as an event stream (406 otherwise), opened for the signed-in
 * account, checked again by the registry's heartbeat against the database (a logout, a changed
 * role or a deleted account ends it).
 */
function streamRoute(app: FastifyInstance, { url, access, role, description, streams }: StreamRoute, viewerOf: ViewerLookup): void {
  app.addHook('preClose', async () => streams.closeAll());
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    url,
    {
      config: { access },
      schema: {
        tags: ['events'],
        description,
        // The 200 answer is an endless text/event-stream, which the document's JSON schemas cannot
        // describe (the description above does). Refusals: not asked for an event stream (406), too
        // many streams open on this server (429).
        response: errorAnswers('NOT_ACCEPTABLE', 'RATE_LIMITED'),
      },
    },
    async (request, reply) => {
      // A client that cannot read a stream would wait for an answer that never ends.
      if (!request.headers.accept?.includes(EVENT_STREAM)) {
        throw new AppError('NOT_ACCEPTABLE', 'This Is An Event Stream: Ask For text/event-stream..!!');
      }
      const user = userOf(request);
      const body = streams.open(user.id, async () => {
        const viewer = await viewerOf(request);
        return viewer?.id === user.id && viewer.role === role;
      });
      return reply
        .header('content-type', `${EVENT_STREAM}; charset=utf-8`)
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(body);
    },
  );
}

/** The riders an alert concerns: an assignment's new and previous rider, an order's own rider. */
function ridersOf(message: BusMessage): string[] {
  if (message.type === 'order.rider') return [message.data.riderId, message.data.previousRiderId].filter((id) => id !== null);
  if (message.type === 'order.status' || message.type === 'order.packed') return message.data.riderId ? [message.data.riderId] : [];
  return [];
}

/**
 * GET /api/admin/events: the owner's live alerts as server-sent events (API.md "Order
 * lifecycle"; docs/decisions/0008-live-events.md), and GET /api/rider/events: each rider's own
 * (API.md "The delivery run"; decision 0056), only the changes of their orders. The streams end
 * before the server closes, so app.close() never waits on an open tab.
 */
export function eventsRoutes(
  app: FastifyInstance,
  { events, viewerOf, limits = {} }: { events: EventsService; viewerOf: ViewerLookup; limits?: Partial<StreamLimits> },
): void {
  const streamLimits = { ...DEFAULT_STREAM_LIMITS, ...limits };
  const admins = createStreamRegistry({ limits: streamLimits, log: app.log });
  const riders = createStreamRegistry({ limits: streamLimits, log: app.log });
  const unsubscribe = events.subscribe((delivery) => {
    if (delivery.kind === 'resync') {
      admins.broadcast(RESYNC_FRAME);
      riders.broadcast(RESYNC_FRAME);
      return;
    }
    const frame = eventFrame(delivery.message);
    admins.broadcast(frame);
    for (const riderId of ridersOf(delivery.message)) riders.sendTo(riderId, frame);
  });
  app.addHook('onClose', async () => unsubscribe());

  streamRoute(
    app,
    {
      url: '/api/admin/events',
      access: 'admin',
      role: 'Admin',
      streams: admins,
      description:
        'Server-sent events: `order.placed`, `order.status`, `order.packed`, `order.rider`, `stock.low`, `payment.reported` and `payment.recorded`, each with an `id` and one JSON `data` line; a comment every 25 s. Ask with `Accept: text/event-stream` (EventSource does).',
    },
    viewerOf,
  );
  streamRoute(
    app,
    {
      url: '/api/rider/events',
      access: 'rider',
      role: 'Rider',
      streams: riders,
      description:
        "A rider's own server-sent events: `order.rider` when the owner gives them an order or takes one away, `order.status` and `order.packed` of their orders, `resync` when events may have been missed; a comment every 25 s.",
    },
    viewerOf,
  );
}
