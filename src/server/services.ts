import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { ImageStorage } from './lib/image-storage.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { createPasswordHasher } from './lib/passwords.js';
import { createLimiter, createMemoryCounterStore } from './lib/rate-limit.js';
import { createAuthService } from './modules/auth/service.js';
import { createSessionStore } from './modules/auth/sessions.js';
import { createCatalogService } from './modules/catalog/service.js';
import { createStockService } from './modules/catalog/stock-service.js';
import { createOrdersService } from './modules/orders/service.js';
import { createReviewsService } from './modules/reviews/service.js';
import { createSettingsService } from './modules/settings/service.js';
import { createUsersService } from './modules/users/service.js';

/**
 * The modules' services, each given what it needs and nothing more: the one place that says
 * which module uses which (docs/architecture.md "Layers").
 */
export function createServices({
  config,
  database,
  clock,
  mailer,
  storage,
  log,
}: {
  config: Config;
  database: Database;
  clock: () => Date;
  mailer?: Mailer;
  storage: ImageStorage;
  log: FastifyBaseLogger;
}) {
  const { db } = database;
  const mail =
    mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log });
  const limiter = createLimiter({ store: createMemoryCounterStore(), windowMs: config.rateLimits.windowMs, clock });
  const hasher = createPasswordHasher(config.passwordHash);

  const users = createUsersService({ db });
  const sessions = createSessionStore({ db, config, clock });
  const auth = createAuthService({ db, config, clock, users, sessions, hasher, mailer: mail, limiter, log });
  const catalog = createCatalogService({ db, storage, log });
  const orders = createOrdersService({ db, stock: createStockService({ storage }), clock });
  const reviews = createReviewsService({ db });
  const settings = createSettingsService({ db });
  return { users, sessions, auth, catalog, orders, reviews, settings };
}
