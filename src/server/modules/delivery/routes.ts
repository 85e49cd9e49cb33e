import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PinCheckAnswer, PinCheckQuery, SlotsAnswer, SlotsQuery } from '#common/schemas/delivery.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { DeliveryService } from './service.js';

/** The public delivery questions a storefront asks before checkout (API.md "Delivery area, slots, settings, addresses"). */
export function deliveryRoutes(app: FastifyInstance, { delivery }: { delivery: DeliveryService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['delivery'];
  const config = { access: 'public' as const };

  r.get(
    '/api/delivery/check',
    { config, schema: { tags, querystring: PinCheckQuery, response: { 200: PinCheckAnswer } } },
    async (request) => {
      return { success: true as const, ...(await delivery.checkPinCode(request.query.pinCode)) };
    },
  );

  r.get(
    '/api/delivery/slots',
    { config, schema: { tags, querystring: SlotsQuery, response: { 200: SlotsAnswer, ...errorAnswers('PIN_NOT_SERVICEABLE') } } },
    async (request) => {
      return { success: true as const, slots: await delivery.listSlots(request.query.pinCode) };
    },
  );
}
