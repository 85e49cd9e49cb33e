import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerOf, shopMessage } from '#common/messages.js';
import { AddAddressInput, AddressAnswer, AddressesAnswer, UpdateAddressInput } from '#common/schemas/addresses.js';
import { MessageOnly } from '#common/schemas/fields.js';
import { IdParams } from '#common/schemas/orders.js';
import { userOf } from '#server/http/access.js';
import { errorAnswers } from '#server/http/error-answers.js';
import type { AddressesService } from './service.js';

/** The signed-in shopper's own saved addresses (API.md "Delivery area, slots, settings, addresses"). */
export function addressesRoutes(app: FastifyInstance, { addresses }: { addresses: AddressesService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['addresses'];

  r.get('/api/user/addresses', { config: { access: 'user' }, schema: { tags, response: { 200: AddressesAnswer } } }, async (request) => ({
    success: true as const,
    addresses: await addresses.listAddresses(userOf(request).id),
  }));

  r.post(
    '/api/user/addresses',
    { config: { access: 'user' }, schema: { tags, body: AddAddressInput, response: { 201: AddressAnswer, ...errorAnswers('CONFLICT') } } },
    async (request, reply) => {
      const address = await addresses.addAddress(userOf(request).id, request.body);
      return reply.status(201).send({ success: true, address });
    },
  );

  r.put(
    '/api/user/addresses/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: IdParams, body: UpdateAddressInput, response: { 200: AddressAnswer, ...errorAnswers('NOT_FOUND') } },
    },
    async (request) => ({
      success: true as const,
      address: await addresses.updateAddress(userOf(request).id, request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/user/addresses/:id',
    { config: { access: 'user' }, schema: { tags, params: IdParams, response: { 200: MessageOnly, ...errorAnswers('NOT_FOUND') } } },
    async (request) => {
      await addresses.deleteAddress(userOf(request).id, request.params.id);
      return { success: true as const, ...answerOf(shopMessage('addressDeleted')) };
    },
  );
}
