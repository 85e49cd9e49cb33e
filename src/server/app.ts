import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { LIMITS } from '#common/constants.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { installAccessControl, type RouteAccess } from './http/access.js';
import { installErrorHandler, sendApiNotFound } from './lib/error-handler.js';
import { createGate, installGates } from './lib/gate.js';
import { createLocalImageStorage, type ImageStorage } from './lib/image-storage.js';
import { loggerOptions } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { refuseNulCharacters } from './lib/nul-characters.js';
import { webDistDir } from './lib/paths.js';
import { createLimiter, createMemoryCounterStore } from './lib/rate-limit.js';
import { createResponseCache } from './lib/response-cache.js';
import { installSecurityHeaders } from './lib/security-headers.js';
import { createSessionCookie } from './modules/auth/cookie.js';
import { createPasswordHasher } from './modules/auth/passwords.js';
import { authRoutes } from './modules/auth/routes.js';
import { createAuthService } from './modules/auth/service.js';
import { createSessionStore } from './modules/auth/sessions.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { createCatalogService } from './modules/catalog/service.js';
import { createStockService } from './modules/catalog/stock-service.js';
import { healthRoutes } from './modules/health/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { createOrdersService } from './modules/orders/service.js';
import { reviewsRoutes } from './modules/reviews/routes.js';
import { createReviewsService } from './modules/reviews/service.js';
import { usersRoutes } from './modules/users/routes.js';
import { createUsersService } from './modules/users/service.js';

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: () => Date;
  /** Defaults to SMTP or the outbox of DATA_DIR, per config. */
  mailer?: Mailer;
  storage?: ImageStorage;
  /** The built web app; defaults to dist/web (tests serve a folder of their own). */
  webDir?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access (tests walk it to cover every admin call). */
    routeAccess: RouteAccess[];
  }
}

/**
 * Uploaded files are images we encoded ourselves; opened on their own they may load and run
 * nothing (the pages' CSP allows scripts from 'self', which must not extend to /uploads).
 */
const UPLOADS_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Every route validates and serialises with Zod. Given as Fastify's compiler factories too, they
 * keep it from loading Ajv and its JSON-schema compilers at start (a tenth of a second) for routes
 * that never use them; Fastify types these factories for its default compilers only.
 */
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

/** Builds the whole shop (API, uploads, web app) without listening: main.ts listens, tests inject. */
export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  mailer,
  storage,
  webDir = webDistDir,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    bodyLimit: 100 * 1024,
    trustProxy: config.trustProxy,
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
  installErrorHandler(app);
  refuseNulCharacters(app);

  const { db } = database;
  const imageStorage = storage ?? createLocalImageStorage(path.join(config.dataDir, 'uploads'));
  const mail =
    mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log: app.log });
  const limiter = createLimiter({ store: createMemoryCounterStore(), windowMs: config.rateLimits.windowMs, clock });

  const users = createUsersService({ db });
  const sessions = createSessionStore({ db, config, clock });
  const cookie = createSessionCookie(config);
  const hasher = createPasswordHasher(config.passwordHash);
  const auth = createAuthService({ db, config, clock, users, sessions, hasher, mailer: mail, limiter, log: app.log });
  const catalog = createCatalogService({ db, storage: imageStorage, log: app.log });
  const stock = createStockService({ storage: imageStorage });
  const orders = createOrdersService({ db, stock });
  const reviews = createReviewsService({ db });
  // On PostgreSQL other processes may write too, and their writes do not reach this cache.
  const publicAnswers = createResponseCache(database.kind === 'postgres' ? { maxAgeMs: 5000 } : {});

  await app.register(fastifyCookie);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.imageBytes, files: 1, fields: 30, fieldSize: Math.ceil((LIMITS.imageBytes * 4) / 3) + 100, parts: 40 },
  });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Grocery shop API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  // Checkouts wait for a slot in memory, leaving the database free for catalogue reads: PGlite
  // runs one query at a time anyway; a PostgreSQL pool keeps two connections for everything else.
  installGates(app);
  const checkoutGate = createGate(database.kind === 'pglite' ? 1 : Math.max(1, config.databasePoolSize - 2));
  app.decorate('routeAccess', installAccessControl(app, { sessions, cookie }));
  healthRoutes(app, { database });
  authRoutes(app, { auth, sessions, cookie, config });
  usersRoutes(app, { users, cache: publicAnswers });
  catalogRoutes(app, { catalog, cache: publicAnswers });
  ordersRoutes(app, { orders, cache: publicAnswers, gate: checkoutGate });
  reviewsRoutes(app, { reviews, cache: publicAnswers });

  await app.register(fastifyStatic, {
    root: imageStorage.directory,
    prefix: '/uploads/',
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
    setHeaders: (reply) => reply.header('content-security-policy', UPLOADS_CSP),
  });
  const serveWeb = config.serveWeb && existsSync(path.join(webDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: false, preCompressed: true, setHeaders: cacheWebAsset });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // A missing build file (a chunk of an older build, asked for by a page loaded before a
    // deploy) is a 404: the page as HTML would be run as a script or stylesheet and fail obscurely.
    const notAPage = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/') || url.startsWith('/assets/');
    if (notAPage || !serveWeb || request.method !== 'GET') {
      return reply.status(404).send(sendApiNotFound(request.method, url));
    }
    // Any other page is the single-page app; its router shows '404 Page Not Found' itself.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDir);
  });

  const sweeper = setInterval(() => void sessions.sweep().catch((err) => app.log.warn({ err }, 'session sweep failed')), 3600_000);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  return app;
}

/** Hashed build files never change: cache them for a year; everything else is revalidated. */
function cacheWebAsset(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}
