import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '#server/db/client.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { DiskWatch } from '#server/lib/disk-space.js';

const Health = z.object({
  status: z.literal('ok'),
  /** `full` from a write refused for lack of disk space until a write succeeds again (decision 0023). */
  storage: z.enum(['ok', 'full']),
});

/**
 * Liveness with a database round trip, for load balancers and the start-up check, and the state
 * of the disk: one `select 1` and a flag (a write refused for lack of space sets it; decision 0023).
 */
export function healthRoutes(app: FastifyInstance, { database, disk }: { database: Database; disk: DiskWatch }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: Health, ...errorAnswers('STORAGE_FULL') } } },
      async () => {
        await database.db.execute(sql`select 1`);
        return { status: 'ok' as const, storage: disk.state };
      },
    );
}
