import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '#common/constants.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { installAccessControl, type RouteAccess, viewerLookup } from './http/access.js';
import { registerApiDocs } from './http/api-docs.js';
import { proxyTrustOf } from './http/client-address.js';
import { installCompression } from './http/compression.js';
import { createFastify } from './http/create-fastify.js';
import { refuseOtherSites } from './http/other-sites.js';
import { installShopHeaders } from './http/shop-headers.js';
import { serveFiles } from './http/web-app.js';
import { createImageStorage } from './lib/configured-image-storage.js';
import { createDiskWatch } from './lib/disk-space.js';
import { createGate, installGates } from './lib/gate.js';
import type { ImageStorage } from './lib/image-storage.js';
import type { Mailer } from './lib/mailer.js';
import { webDistDir } from './lib/paths.js';
import { addressesRoutes } from './modules/addresses/routes.js';
import { auditRoutes } from './modules/audit/routes.js';
import { createSessionCookie } from './modules/auth/cookie.js';
import { mobileSignInRoutes } from './modules/auth/mobile-routes.js';
import { authRoutes } from './modules/auth/routes.js';
import type { BackupService } from './modules/backups/service.js';
import { catalogRoutes } from './modules/catalog/routes.js';
import { couponsRoutes } from './modules/coupons/routes.js';
import { dashboardRoutes } from './modules/dashboard/routes.js';
import { deliveryRoutes } from './modules/delivery/routes.js';
import { eventsRoutes } from './modules/events/routes.js';
import type { StreamLimits } from './modules/events/streams.js';
import { healthRoutes } from './modules/health/routes.js';
import { invoicesRoutes } from './modules/invoices/routes.js';
import { ordersRoutes } from './modules/orders/routes.js';
import { packingRoutes } from './modules/packing/routes.js';
import { khataRoutes } from './modules/payments/khata-routes.js';
import { paymentsRoutes } from './modules/payments/routes.js';
import { reportsRoutes } from './modules/reports/routes.js';
import { reviewsRoutes } from './modules/reviews/routes.js';
import { ridersRoutes } from './modules/riders/routes.js';
import { settingsRoutes } from './modules/settings/routes.js';
import { spreadsheetsRoutes } from './modules/spreadsheets/routes.js';
import { statusRoutes } from './modules/status/routes.js';
import { usersRoutes } from './modules/users/routes.js';
import { createServices } from './services.js';

/** Checkouts at once on PGlite (docs/performance.md "Checkouts wait in memory"). */
const PGLITE_CHECKOUT_SLOTS = 3;

export interface AppDeps {
  config: Config;
  database: Database;
  clock?: () => Date;
  /** Defaults to SMTP or the outbox of DATA_DIR, per config. */
  mailer?: Mailer;
  storage?: ImageStorage;
  /** The built web app; defaults to dist/web (tests serve a folder of their own). */
  webDir?: string;
  /** Limits of the live alert streams (tests make the heartbeat quick and the limits small). */
  liveAlerts?: Partial<StreamLimits>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access (tests walk it to cover every admin call). */
    routeAccess: RouteAccess[];
    /** Backups (decision 0022): main.ts backs up before migrating and opens the backup socket. */
    backups: BackupService;
  }
}

/** Builds the whole shop (API, uploads, web app) without listening: main.ts listens, tests inject. */
export async function buildApp({
  config,
  database,
  clock = () => new Date(),
  mailer,
  storage = createImageStorage(config, database),
  webDir = webDistDir,
  liveAlerts,
}: AppDeps): Promise<FastifyInstance> {
  // Writes refused for lack of disk space: answered 503, logged once a minute, shown by /api/health.
  const disk = createDiskWatch();
  const app = createFastify(config, disk, { trust: proxyTrustOf(config.trustProxy) });
  const {
    sessions,
    auth,
    mobileSignIn,
    users,
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
    catalogueCache: publicAnswers,
    cluster,
    housekeeping,
    status,
    backups,
  } = createServices({
    config,
    database,
    clock,
    mailer,
    storage,
    log: app.log,
    disk,
  });
  const cookie = createSessionCookie(config);
  const viewerOf = viewerLookup({ sessions, cookie });
  // Checkouts wait for a slot in memory, leaving the database free for catalogue reads. PGlite
  // runs one transaction at a time: three slots let checkouts' transactions run while those
  // before them wait for their commits to reach the disk (decision 0019), several commits to one
  // flush, and a read waits behind at most those three. A PostgreSQL pool keeps two connections
  // for everything else. Past config.checkoutQueue waiting, a checkout is refused at once (503
  // BUSY) rather than wait for ever.
  const checkoutGate = createGate(database.kind === 'pglite' ? PGLITE_CHECKOUT_SLOTS : Math.max(1, config.databasePoolSize - 2), {
    maxWaiting: config.checkoutQueue,
  });

  await app.register(fastifyCookie);
  await installCompression(app);
  installShopHeaders(app);
  refuseOtherSites(app, { allowedOrigins: config.allowedOrigins });
  await app.register(fastifyMultipart, {
    limits: { fileSize: LIMITS.imageBytes, files: 1, fields: 30, fieldSize: Math.ceil((LIMITS.imageBytes * 4) / 3) + 100, parts: 40 },
  });
  if (config.apiDocs) await registerApiDocs(app);
  installGates(app);
  app.decorate('routeAccess', installAccessControl(app, { sessions, cookie }));

  healthRoutes(app, { database, disk });
  authRoutes(app, { auth, sessions, cookie, config });
  mobileSignInRoutes(app, { mobileSignIn, sessions, cookie, config });
  usersRoutes(app, { users });
  catalogRoutes(app, { catalog, cache: publicAnswers });
  ordersRoutes(app, { orders, gate: checkoutGate });
  couponsRoutes(app, { coupons });
  paymentsRoutes(app, { payments, orders });
  packingRoutes(app, { orders });
  ridersRoutes(app, { riders, orders, payments, clock });
  khataRoutes(app, { payments, orders, clock });
  invoicesRoutes(app, { invoices });
  reviewsRoutes(app, { reviews, cache: publicAnswers });
  settingsRoutes(app, { settings, viewerOf });
  deliveryRoutes(app, { delivery });
  addressesRoutes(app, { addresses });
  eventsRoutes(app, { events, viewerOf, limits: liveAlerts });
  auditRoutes(app, { audit });
  dashboardRoutes(app, { dashboard });
  statusRoutes(app, { status });
  spreadsheetsRoutes(app, { spreadsheets });
  reportsRoutes(app, { reports });
  await serveFiles(app, { storage, webDir, serve: config.serveWeb, cookie });

  // Hourly: ended sessions, old reset links and keys go; PGlite's database is vacuumed and analysed daily.
  app.addHook('onReady', async () => housekeeping.start());
  app.addHook('onClose', async () => housekeeping.stop());
  app.addHook('onReady', async () => status.start());
  app.addHook('onClose', async () => status.stop());
  // Daily backups with BACKUP_DIR; a backup under way ends before the database closes.
  app.decorate('backups', backups);
  app.addHook('onReady', async () => backups.start());
  app.addHook('preClose', async () => backups.stop());
  // The app servers' listener starts before the first request is served, and ends with the app.
  if (cluster) {
    app.addHook('onReady', () => cluster.listener.start());
    app.addHook('onClose', () => cluster.listener.close());
  }
  // Mail goes out once the database is migrated (main.ts migrates before listening), and stops
  // before onClose hooks close the database (they run last-registered first, main.ts's included).
  app.addHook('onReady', async () => outbox.startSending());
  app.addHook('preClose', async () => outbox.stopSending());
  app.addHook('onReady', async () => texts.startSending());
  app.addHook('preClose', async () => texts.stopSending());
  app.addHook('onReady', async () => billNumbering.start());
  app.addHook('preClose', async () => billNumbering.stop());
  return app;
}
