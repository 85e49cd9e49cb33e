import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.js';
import type { DiskWatch } from '#server/lib/disk-space.js';
import { installErrorHandler } from '#server/lib/error-handler.js';
import { loggerOptions } from '#server/lib/logger.js';
import { refuseNulCharacters } from '#server/lib/nul-characters.js';
import type { ProxyTrust } from './client-address.js';

/**
 * Every route validates and serialises with Zod. Given as Fastify's compiler factories too, they
 * keep it from loading Ajv and its JSON-schema compilers at start (a tenth of a second) for routes
 * that never use them; Fastify types these factories for its default compilers only.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/**
 * The bare Fastify instance: logging, body limit, proxy trust, Zod schemas, and every failure
 * (ours and Fastify's own) answered with the API envelope.
 */
export function createFastify(config: Config, disk: DiskWatch, { trust }: { trust: ProxyTrust }): FastifyInstance {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: 100 * 1024,
    trustProxy: trust,
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed URL or an over-long path parameter: the envelope too, not Fastify's own reply.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply.status(400).send({ success: false, message: 'Invalid Request Path..!!', code: 'VALIDATION' });
    },
    schemaController: { compilersFactory: zodCompilers },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, disk);
  refuseNulCharacters(app);
  return app;
}
