import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf, type ViewerLookup } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import { AppError } from '#server/lib/errors.js';
import type { EventsService } from './service.js';
import { createStreamRegistry, DEFAULT_STREAM_LIMITS, eventFrame, RESYNC_FRAME, type StreamLimits } from './streams.js';

const EVENT_STREAM = 'text/event-stream';

/**
 * GET /api/admin/events: the owner's live alerts as server-sent events (API.md "Order
 * lifecycle"; docs/decisions/0008-live-events.md). The streams end before the server closes, so
 * app.close() never waits on an admin's open tab.
 */
export function adminEventsRoutes(
  app: FastifyInstance,
  { events, viewerOf, limits = {} }: { events: EventsService; viewerOf: ViewerLookup; limits?: Partial<StreamLimits> },
): void {
  const streams = createStreamRegistry({ limits: { ...DEFAULT_STREAM_LIMITS, ...limits }, log: app.log });
  const unsubscribe = events.subscribe((delivery) =>
    streams.broadcast(delivery.kind === 'event' ? eventFrame(delivery.message) : RESYNC_FRAME),
  );
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => unsubscribe());

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/events',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['events'],
        description:
          'Server-sent events: `order.placed`, `order.status`, `order.packed`, `stock.low`, `payment.reported` and `payment.recorded`, each with an `id` and one JSON `data` line; a comment every 25 s. Ask with `Accept: text/event-stream` (EventSource does).',
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
      const admin = userOf(request);
      const body = streams.open(admin.id, async () => {
        const viewer = await viewerOf(request);
        return viewer?.id === admin.id && viewer.role === 'Admin';
      });
      return reply
        .header('content-type', `${EVENT_STREAM}; charset=utf-8`)
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(body);
    },
  );
}
