import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.js';
import { type DiskWatch, isDiskFull } from '#server/lib/disk-space.js';

const Health = z.object({
  status: z.enum(['ok', 'unavailable']),
  /** `full` from a write refused for lack of disk space until a write succeeds again (decision 0023). */
  storage: z.enum(['ok', 'full']),
});

/**
 * Liveness with a database round trip, for load balancers and the start-up check, and the state
 * of the disk. Cheap: one `select 1` and a flag. While the embedded database is stopped by a full
 * disk the round trip fails at once (reopening is tried at most every few seconds): 503.
 */
export function healthRoutes(app: FastifyInstance, { database, disk }: { database: Database; disk: DiskWatch }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: Health, 503: Health } } },
      async (_request, reply) => {
        try {
          await database.db.execute(sql`select 1`);
        } catch (error) {
          if (!isDiskFull(error)) throw error;
          disk.noteFull(error, app.log);
          return reply.code(503).send({ status: 'unavailable' as const, storage: 'full' as const });
        }
        return { status: 'ok' as const, storage: disk.state };
      },
    );
}
