import http from 'node:http';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerFactory, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from '#server/config.js';
import type { DiskWatch } from '#server/lib/disk-space.js';
import { installErrorHandler } from '#server/lib/error-handler.js';
import { loggerOptions } from '#server/lib/logger.js';
import { refuseNulCharacters } from '#server/lib/nul-characters.js';
import type { ProxyTrust } from './client-address.js';
import type { FrontDoor } from './memory-answers.js';

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
 * (ours and Fastify's own) answered with the API envelope; its HTTP server asks `frontDoor`
 * first (http/memory-answers.ts), which names clients by the same `trust`.
 */
export function createFastify(
  config: Config,
  disk: DiskWatch,
  { frontDoor, trust }: { frontDoor: FrontDoor; trust: ProxyTrust },
): FastifyInstance {
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
    serverFactory: serverWith(frontDoor),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app, disk);
  refuseNulCharacters(app);
  return app;
}

/** The options of Fastify's own HTTP/1.1 server, which it hands to a server factory with defaults filled in. */
interface ServerOptions {
  http?: http.ServerOptions;
  keepAliveTimeout: number;
  requestTimeout: number;
  connectionTimeout: number;
  maxRequestsPerSocket: number;
}

/** The HTTP/1.1 server Fastify would make itself, with `frontDoor` answering first what it can. */
function serverWith(frontDoor: FrontDoor): FastifyServerFactory<http.Server> {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as unknown as ServerOptions;
    const server = http.createServer(options.http ?? {}, (request, response) => {
      if (!frontDoor(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket > 0) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
