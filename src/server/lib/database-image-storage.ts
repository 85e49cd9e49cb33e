import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { storedImages } from '#server/db/schema.js';
import { type DatabaseImageStorage, imageUrlOf, isImageKey } from './image-storage.js';

/**
 * Pictures as rows of `stored_images`, so an upload through one app server is served by all.
 * A picture is written once and read often; browsers and proxies keep it for a year (its key
 * never names other bytes), so the database is asked about each picture rarely.
 */
export function createDatabaseImageStorage(db: Db): DatabaseImageStorage {
  const checked = (key: string) => {
    if (!isImageKey(key)) throw new Error(`Refusing image key ${JSON.stringify(key)}`);
    return key;
  };
  return {
    kind: 'database',
    async put(key, data) {
      await db
        .insert(storedImages)
        .values({ key: checked(key), data })
        .onConflictDoUpdate({ target: storedImages.key, set: { data } });
    },
    async remove(key) {
      await db.delete(storedImages).where(eq(storedImages.key, checked(key)));
    },
    async read(key) {
      if (!isImageKey(key)) return undefined;
      const [row] = await db.select({ data: storedImages.data }).from(storedImages).where(eq(storedImages.key, key));
      return row?.data;
    },
    urlOf: imageUrlOf,
  };
}
