import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '#server/config.js';
import { sqlForTarget } from '#server/db/dump.js';
import { migrationLevelOf, settingNamesOf, shopTableCount, wipeShopSchemas } from '#server/db/inspect.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { storedImages } from '#server/db/schema.js';
import { createImageStorage } from '#server/lib/configured-image-storage.js';
import { isImageKey } from '#server/lib/image-storage.js';
import { openArchive } from './archive.js';

export interface Restored {
  engine: 'pglite' | 'postgres';
  from: 'pglite' | 'postgres';
  /** Migrations the backup had, and the level the database was brought to after loading it. */
  migrations: { backup: number; now: number };
  images: number;
  ms: number;
}

/** Names the target without a password. */
function targetOf(config: Config): string {
  if (!config.databaseUrl) return `DATA_DIR ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  url.password = '';
  return `the database ${url.toString()}`;
}

/**
 * Loads a backup into the configured database (DATA_DIR or DATABASE_URL), which must be empty
 * unless `force` (then everything in it is replaced). Pictures go where the target keeps them
 * (Config.imageStore), whichever engine made the backup, and the database is migrated to the
 * code's level afterwards. The shop must not run on the target meanwhile (PGlite's lock enforces
 * it; on PostgreSQL stop the app servers).
 */
export async function restoreBackup({ file, config, force }: { file: string; config: Config; force: boolean }): Promise<Restored> {
  const started = Date.now();
  const archive = await openArchive(path.resolve(file));
  try {
    const database = await openConfiguredDatabase(config);
    try {
      const level = await migrationLevelOf(database);
      if (archive.manifest.migrations > level.total)
        throw new Error(
          `${file} was made by a newer shop (${archive.manifest.migrations} migrations, this one has ${level.total}): update the shop first`,
        );
      const storage = createImageStorage(config, database);
      const tables = await shopTableCount(database);
      const pictures = storage.kind === 'disk' ? (await readdir(storage.directory)).filter(isImageKey) : [];
      if (tables > 0 || pictures.length > 0) {
        if (!force)
          throw new Error(
            `Refusing to restore: ${targetOf(config)} is not empty (${tables} tables, ${pictures.length} pictures). ` +
              'Restore into an empty one, or add --force to replace everything in it.',
          );
        await wipeShopSchemas(database);
        for (const key of pictures) await storage.remove(key);
      }

      await database.runScript(sqlForTarget(archive.sql, await settingNamesOf(database)));
      // An older backup is brought to the code's level before its pictures are placed (stored_images
      // itself came with a migration).
      await database.migrate();
      for (const key of archive.imageKeys) await storage.put(key, await readFile(path.join(archive.imagesDir, key)));
      let images = archive.imageKeys.length;
      if (storage.kind === 'disk') {
        // A backup of a shop that kept pictures in PostgreSQL, restored onto disk storage: the
        // rows become files, so the embedded database does not carry a dead copy.
        const rows = await database.db.select().from(storedImages);
        for (const row of rows) await storage.put(row.key, row.data);
        if (rows.length > 0) await database.db.delete(storedImages);
        images += rows.length;
      } else {
        images = (await database.db.select({ key: storedImages.key }).from(storedImages)).length;
      }
      const now = await migrationLevelOf(database);
      return {
        engine: database.kind,
        from: archive.manifest.engine,
        migrations: { backup: archive.manifest.migrations, now: now.applied },
        images,
        ms: Date.now() - started,
      };
    } finally {
      await database.close();
    }
  } finally {
    await archive.dispose();
  }
}
