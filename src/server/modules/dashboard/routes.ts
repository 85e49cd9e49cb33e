import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DashboardAnswer } from '#common/schemas/dashboard.js';
import type { DashboardService } from './service.js';

/** GET /api/admin/dashboard: the figures of the owner's dashboard (spec 2.9 Dashboard; decision 0011). */
export function dashboardRoutes(app: FastifyInstance, { dashboard }: { dashboard: DashboardService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/dashboard',
    { config: { access: 'admin' }, schema: { tags: ['dashboard'], response: { 200: DashboardAnswer } } },
    async () => ({ success: true as const, ...(await dashboard.figures()) }),
  );
}
