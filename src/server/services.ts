import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { ImageStorage } from './lib/image-storage.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { createPasswordHasher } from './lib/passwords.js';
import { createLimiter, createMemoryCounterStore } from './lib/rate-limit.js';
import { createAddressesService } from './modules/addresses/service.js';
import { createAuthService } from './modules/auth/service.js';
import { createSessionStore } from './modules/auth/sessions.js';
import { createCatalogService } from './modules/catalog/service.js';
import { createStockService } from './modules/catalog/stock-service.js';
import { createDeliveryService } from './modules/delivery/service.js';
import { createEventsService } from './modules/events/service.js';
import { createBillNumbering, createInvoicesService } from './modules/invoices/service.js';
import { createMailService } from './modules/mail/service.js';
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
    mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log,
      smtpTimeoutMs: config.mailSender.smtpTimeoutMs,
    });
  const limiter = createLimiter({ store: createMemoryCounterStore(), windowMs: config.rateLimits.windowMs, clock });
  const hasher = createPasswordHasher(config.passwordHash);

  const users = createUsersService({ db });
  const sessions = createSessionStore({ db, config, clock });
  const auth = createAuthService({ db, config, clock, users, sessions, hasher, mailer: mail, limiter, log });
  const catalog = createCatalogService({ db, storage, log });
  const settings = createSettingsService({ db });
  const events = createEventsService({ database, catalog, settings, log });
  const outbox = createMailService({ db, mailer: mail, settings, users, publicUrl: config.publicUrl, timing: config.mailSender, log });
  const delivery = createDeliveryService({ db, settings, clock });
  const orders = createOrdersService({
    db,
    stock: createStockService({ storage }),
    settings,
    delivery,
    clock,
    // Bill numbering last: its counter row is the one lock every checkout shares, held from here to commit.
    listeners: [events.orderListener, outbox.orderListener, createBillNumbering()],
  });
  const reviews = createReviewsService({ db });
  const invoices = createInvoicesService({ db, orders, settings });
  const addresses = createAddressesService({ db });
  return { users, sessions, auth, catalog, orders, reviews, settings, events, outbox, invoices, addresses, delivery };
}
