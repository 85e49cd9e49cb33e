import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createCatalogueCache, stockFollower } from './http/catalogue-cache.js';
import type { DiskWatch } from './lib/disk-space.js';
import type { ImageStorage } from './lib/image-storage.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { createPasswordHasher } from './lib/passwords.js';
import { createCluster } from './lib/pg-listener.js';
import { createPostgresCounterStore } from './lib/postgres-counter-store.js';
import { createLimiter, createMemoryCounterStore } from './lib/rate-limit.js';
import { createAddressesService } from './modules/addresses/service.js';
import { createAuditService } from './modules/audit/service.js';
import { createMobileSignIn } from './modules/auth/mobile-sign-in.js';
import { createAuthService } from './modules/auth/service.js';
import { createSessionStore } from './modules/auth/sessions.js';
import { createBackupService } from './modules/backups/service.js';
import { createBulkProductsService } from './modules/catalog/bulk-service.js';
import { createCatalogService } from './modules/catalog/service.js';
import { createStockService } from './modules/catalog/stock-service.js';
import { createCouponsService } from './modules/coupons/service.js';
import { createDashboardService } from './modules/dashboard/service.js';
import { createDeliveryService } from './modules/delivery/service.js';
import { createEventsService } from './modules/events/service.js';
import { createHousekeeping } from './modules/housekeeping/service.js';
import { createBillNumbering, createInvoicesService } from './modules/invoices/service.js';
import { createMailService } from './modules/mail/service.js';
import { createOrderExportService } from './modules/orders/export-service.js';
import { createGstLinesService } from './modules/orders/gst-lines-service.js';
import { createSalesService } from './modules/orders/sales-service.js';
import { createOrdersService } from './modules/orders/service.js';
import { createPaymentsService } from './modules/payments/service.js';
import { createReportsService } from './modules/reports/service.js';
import { createReviewsService } from './modules/reviews/service.js';
import { createRidersService } from './modules/riders/service.js';
import { createSettingsService } from './modules/settings/service.js';
import { createSpreadsheetsService } from './modules/spreadsheets/service.js';
import { createStatusService } from './modules/status/service.js';
import { createTextService } from './modules/texts/service.js';
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
  disk,
}: {
  config: Config;
  database: Database;
  clock: () => Date;
  mailer?: Mailer;
  storage: ImageStorage;
  log: FastifyBaseLogger;
  /** Writes refused for lack of disk space (lib/disk-space.ts), for the operator's status. */
  disk: DiskWatch;
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
  // Several app servers share one PostgreSQL, so they count attempts there; one process on the
  // embedded database counts in memory.
  const counters = database.kind === 'postgres' ? createPostgresCounterStore({ db }) : createMemoryCounterStore();
  const limiter = createLimiter({ store: counters, windowMs: config.rateLimits.windowMs, clock });
  const hasher = createPasswordHasher(config.passwordHash);

  const audit = createAuditService({ db });
  const cluster = createCluster(database, log);
  const sessions = createSessionStore({ db, config, clock, cluster });
  // The cached catalogue answers: the services whose writes change them tell it before answering;
  // on PostgreSQL other app servers' writes empty them as they are heard.
  const catalogueCache = createCatalogueCache(cluster);
  const catalogueChanged = () => catalogueCache.changed();
  const users = createUsersService({ db, audit, accountChanged: sessions.userChanged, catalogueChanged });
  const housekeeping = createHousekeeping({ db, kind: database.kind, sessions, clock, log });
  const auth = createAuthService({ db, config, clock, users, sessions, hasher, mailer: mail, limiter, log });
  const catalog = createCatalogService({ db, storage, log, audit, catalogueChanged });
  const settings = createSettingsService({ db, audit, cluster });
  const events = createEventsService({ cluster, log });
  const outbox = createMailService({ db, mailer: mail, settings, users, publicUrl: config.publicUrl, timing: config.mailSender, log });
  const texts = createTextService({ db, config, settings, users, log });
  const mobileSignIn = createMobileSignIn({ db, config, clock, users, sessions, settings, limiter, sendSignInCode: texts.sendSignInCode });
  const backups = createBackupService({ database, storage, dataDir: config.dataDir, settings: config.backups, clock, log });
  const status = createStatusService({
    kind: database.kind,
    durability: config.durability,
    backlog: outbox.backlog,
    textBacklog: texts.backlog,
    storage: () => disk.state,
    backup: () => ({ ...backups.status(), dir: config.backups.dir ?? null, hour: config.backups.hour, keep: config.backups.keep }),
    clock,
    log,
  });
  const delivery = createDeliveryService({ db, settings, clock });
  // What a stopped process left queued is numbered by any app server's next tick (a bill asked
  // for meanwhile is numbered at once).
  const billNumbering = createBillNumbering({ db, pollMs: 10_000, log });
  const payments = createPaymentsService({ db, audit, users, settings, alerts: events.paymentAlerts, mail: outbox, clock });
  const coupons = createCouponsService({ db, audit, clock });
  const orders = createOrdersService({
    db,
    stock: createStockService({ storage }),
    settings,
    delivery,
    users,
    audit,
    payments,
    coupons,
    clock,
    listeners: [
      outbox.orderListener,
      texts.orderListener,
      billNumbering.orderListener,
      stockFollower(catalogueCache),
      events.orderListener,
    ],
  });
  const riders = createRidersService({ db, orders, audit, alerts: events.riderAlerts });
  const dashboard = createDashboardService({ catalog, users, orders });
  const reports = createReportsService({
    catalog,
    sales: createSalesService({ db }),
    gstLines: createGstLinesService({ db }),
    settings,
  });
  const reviews = createReviewsService({ db, audit, catalogueChanged });
  const invoices = createInvoicesService({ db, orders, settings, numbering: billNumbering, catalog, users });
  const addresses = createAddressesService({ db });
  const spreadsheets = createSpreadsheetsService({
    db,
    orderExport: createOrderExportService({ db }),
    products: createBulkProductsService({ db, storage }),
    users,
    audit,
    clock,
    catalogueChanged,
  });
  return {
    users,
    sessions,
    auth,
    mobileSignIn,
    catalog,
    orders,
    coupons,
    payments,
    riders,
    reviews,
    settings,
    events,
    outbox,
    texts,
    billNumbering,
    invoices,
    addresses,
    delivery,
    audit,
    dashboard,
    spreadsheets,
    reports,
    catalogueCache,
    /** How app servers on one PostgreSQL hear each other (none on PGlite). */
    cluster,
    housekeeping,
    status,
    backups,
  };
}
