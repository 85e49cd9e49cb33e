import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/client.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import { createPasswordHasher } from '#server/lib/passwords.js';
import { createAuditService } from '#server/modules/audit/service.js';
import { createCatalogService } from '#server/modules/catalog/service.js';
import { createUsersService } from '#server/modules/users/service.js';
import { seedDemoCatalogue } from './demo-catalogue.js';

/**
 * First start on an empty database (no users yet): the Admin of ADMIN_EMAIL/ADMIN_PASSWORD, or
 * admin@example.com with a random password printed once, and the demo catalogue unless
 * SEED_DEMO=0. Everything goes through the users and catalogue services, like any other caller.
 */
export async function seedEmptyDatabase({
  db,
  config,
  storage,
  log,
}: {
  db: Db;
  config: Config;
  storage: ImageStorage;
  log: FastifyBaseLogger;
}): Promise<void> {
  const audit = createAuditService({ db });
  const users = createUsersService({ db, audit });
  if (await users.hasUsers()) return;
  const hasher = createPasswordHasher(config.passwordHash);
  const email = config.admin?.email ?? 'admin@example.com';
  const password = config.admin?.password ?? randomBytes(12).toString('base64url');
  await users.ensureAdmin({ email, passwordHash: await hasher.hashPassword(password) });
  if (config.admin) log.info({ email }, 'created the Admin from ADMIN_EMAIL');
  // Printed once, on purpose: there is no other way to learn a generated password. A plain line on
  // the console, not a log record: the owner reads it on the screen or in `journalctl`.
  else process.stdout.write(`\nCreated the Admin ${email} with the password ${password}\n(shown only now: log in and change it)\n\n`);
  if (config.seedDemo) {
    const seeded = await seedDemoCatalogue(createCatalogService({ db, storage, log, audit }));
    log.info(seeded, 'seeded the demo catalogue');
  }
}
