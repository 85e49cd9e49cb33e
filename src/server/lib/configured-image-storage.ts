import path from 'node:path';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { createDatabaseImageStorage } from './database-image-storage.js';
import { createLocalImageStorage, type ImageStorage } from './image-storage.js';

/** The store the configuration asks for (Config.imageStore). */
export function createImageStorage(config: Config, database: Database): ImageStorage {
  if (config.imageStore === 'disk') return createLocalImageStorage(path.join(config.dataDir, 'uploads'));
  if (database.kind !== 'postgres') throw new Error('IMAGE_STORE=database needs DATABASE_URL');
  return createDatabaseImageStorage(database.db);
}
