import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.js';

/** Liveness with a database round trip, for load balancers and the start-up check. */
export function healthRoutes(app: FastifyInstance, { database }: { database: Database }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
      async () => {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      },
    );
}
