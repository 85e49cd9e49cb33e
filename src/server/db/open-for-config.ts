import type { Config } from '../config.js';
import { closeToOthers } from '../lib/private-files.js';
import { type Database, openDatabase } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

/** The database a config names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR under its lock. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize });
  const unlock = lockDataDir(config.dataDir);
  try {
    const dataDir = `${config.dataDir}/pglite`;
    const database = await openDatabase({ kind: 'pglite', dataDir, durable: config.durability === 'full' });
    // PGlite sets the modes of some of its files itself, by chmod, which no umask governs: 0666
    // on every file of a new database, 0644 on its relation-cache files at each start (measured
    // on 0.5.16). DATA_DIR's closed folders already keep other users from reaching them; this
    // closes the files too, once PGlite has written them (decision 0042).
    closeToOthers(dataDir);
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
