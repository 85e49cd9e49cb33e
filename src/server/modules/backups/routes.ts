import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BackupAnswer } from '#common/schemas/backups.js';
import type { Config } from '#server/config.js';
import type { BackupService } from './service.js';

/** GET /api/admin/backup: when this server last backed up, and why the last attempt failed (decision 0022). */
export function backupsRoutes(app: FastifyInstance, { backups, settings }: { backups: BackupService; settings: Config['backups'] }): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/backup',
      { config: { access: 'admin' }, schema: { tags: ['backups'], response: { 200: BackupAnswer } } },
      async () => ({
        success: true as const,
        backup: { ...backups.status(), dir: settings.dir ?? null, hour: settings.hour, keep: settings.keep },
      }),
    );
}
