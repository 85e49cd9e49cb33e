import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, OrderAnswer } from '#common/schemas/orders.js';
import { PackingInput, PickListAnswer, PickListQuery } from '#common/schemas/packing.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { OrdersService } from '#server/modules/orders/service.js';

/**
 * Packing the order (API.md "Packing: weighed quantities, missing items, the pick list"): the
 * owner's packed quantities and the day's pick list, answered through the orders service, which
 * packs with this module's rule.
 */
export function packingRoutes(app: FastifyInstance, { orders }: { orders: Pick<OrdersService, 'pack' | 'pickList'> }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { config: { access: 'admin' as const } };
  const tags = ['packing'];

  r.put(
    '/api/admin/orders/:id/packing',
    {
      ...admin,
      schema: {
        tags,
        description:
          'Every line of a Processing order once, as packed: a Kg line 0 to its ordered weight plus `weightTolerancePercent`, any other 0 to its ordered quantity in whole steps of the smallest option; 0 is unavailable. Moves the stock by the difference and sets `amountDue`; may be repeated until the order ships.',
        params: IdParams,
        body: PackingInput,
        response: { 200: OrderAnswer, ...errorAnswers('NOT_FOUND', 'ORDER_NOT_PACKABLE', 'OUT_OF_STOCK') },
      },
    },
    async (request) => {
      return { success: true as const, order: await orders.pack(userOf(request), request.params.id, request.body) };
    },
  );

  r.get(
    '/api/admin/picklist',
    {
      ...admin,
      schema: {
        tags,
        description:
          'The Processing orders delivered on an IST date (their slot on it, or placed that day without one; one window with `slot`), and the products they hold, summed and sorted by name.',
        querystring: PickListQuery,
        response: { 200: PickListAnswer },
      },
    },
    async (request) => {
      return { success: true as const, date: request.query.date, ...(await orders.pickList(request.query)) };
    },
  );
}
