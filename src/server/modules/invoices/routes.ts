import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BillQuery } from '#common/schemas/bills.js';
import { OrderIdParams } from '#common/schemas/orders.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { InvoicesService } from './service.js';

/**
 * GET /api/user/my/order/:id/invoice (API.md "Order lifecycle"): the order's bill as a PDF download,
 * on A4 or, with `?paper=receipt`, on an 80 mm roll (decision 0059).
 */
export function invoicesRoutes(app: FastifyInstance, { invoices }: { invoices: InvoicesService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    // Named as its sibling GET /api/user/my/order/:orderId: the router keeps one name per position.
    '/api/user/my/order/:orderId/invoice',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: "The order's bill (application/pdf): the shopper's own order, any order for an Admin",
        params: OrderIdParams,
        querystring: BillQuery,
        response: errorAnswers('NOT_FOUND'),
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await invoices.billOf(userOf(request), request.params.orderId, request.query.paper);
      // A bill names the shopper and their address: never kept by a shared cache or the browser's.
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
