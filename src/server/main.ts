import { buildApp } from './app.js';
import { type Config, configFrom } from './config.js';
import { openConfiguredDatabase } from './db/open-for-config.js';
import { createImageStorage } from './lib/configured-image-storage.js';
import { closeToOthers, describeClosed, keepNewFilesPrivate } from './lib/private-files.js';
import { serveBackupSocket } from './modules/backups/control-socket.js';
import { seedEmptyDatabase } from './seed/seed-empty-database.js';

/** Starts the shop: config, database (migrated, seeded when empty), then listen; closes cleanly on signals. */
async function main(): Promise<void> {
  // DATA_DIR is the shop's alone (decision 0042): all the server creates starts closed to other
  // users, and a DATA_DIR found open (an older shop, a copy, a hand's chmod) is closed before the
  // database opens in it; the log says so once, after the logger exists.
  keepNewFilesPrivate();
  let config: Config;
  try {
    config = configFrom(process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const wasOpen = describeClosed(config.dataDir, closeToOthers(config.dataDir));
  let database: Awaited<ReturnType<typeof openConfiguredDatabase>>;
  try {
    database = await openConfiguredDatabase(config);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const storage = createImageStorage(config, database);
  const app = await buildApp({ config, database, storage });
  if (wasOpen) app.log[wasOpen.level]({ dataDir: config.dataDir }, wasOpen.msg);
  app.addHook('onClose', async () => database.close());

  // Several app servers may start at once on one PostgreSQL: one migrates and seeds at a time.
  // A start that would apply a new migration to a shop with data backs it up first (decision 0022).
  await database.alone(async () => {
    await app.backups.beforeMigrations();
    await database.migrate();
    await seedEmptyDatabase({ db: database.db, config, storage, log: app.log });
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // `npm run backup` asks this process for the embedded database's backup (decision 0022).
  if (database.kind === 'pglite') {
    const socket = await serveBackupSocket({ backups: app.backups, dataDir: config.dataDir, log: app.log });
    app.addHook('preClose', () => socket.close());
  }

  app.server.keepAliveTimeout = 65_000;
  app.server.requestTimeout = 30_000;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`shop ready on ${config.publicUrl} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
