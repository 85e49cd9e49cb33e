import type { Config } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

/** The database a config names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR under its lock. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  if (config.databaseUrl) return openDatabase({ kind: 'postgres', url: config.databaseUrl, poolSize: config.databasePoolSize });
  const unlock = lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/pglite`, durable: config.durability === 'full' });
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
