import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AuditAnswer, AuditQuery } from '#common/schemas/audit.js';
import type { AuditService } from './service.js';

/** The owner reads the audit log; no route writes, changes or deletes an entry (decision 0013). */
export function auditRoutes(app: FastifyInstance, { audit }: { audit: AuditService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/audit',
    { config: { access: 'admin' }, schema: { tags: ['audit'], querystring: AuditQuery, response: { 200: AuditAnswer } } },
    async (request) => ({ success: true as const, ...(await audit.list(request.query)) }),
  );
}
