import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ShopStatusAnswer } from '#common/schemas/status.js';
import type { StatusService } from './service.js';

/** GET /api/admin/status (Admin): what the operator needs to see beyond "it is up". */
export function statusRoutes(app: FastifyInstance, { status }: { status: StatusService }): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'The database, mail and texts waiting to be sent (stuck after 15 minutes), the disk and the last backup',
        response: { 200: ShopStatusAnswer },
      },
    },
    async () => {
      const now = await status.status();
      return {
        success: true as const,
        status: {
          ...now,
          mail: { ...now.mail, oldestWaitingSince: now.mail.oldestWaitingSince?.toISOString() ?? null },
          texts: { ...now.texts, oldestWaitingSince: now.texts.oldestWaitingSince?.toISOString() ?? null },
          startedAt: now.startedAt.toISOString(),
        },
      };
    },
  );
}
