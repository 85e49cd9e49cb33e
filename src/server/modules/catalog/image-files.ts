import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.js';
import { orderItems } from '#server/db/schema.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import { type ProcessedImage, processImage, removeImage, storeImage, thumbnailKeyOf } from '#server/lib/images.js';
import { PLACEHOLDER_IMAGE_KEY } from './placeholder-image.js';

/**
 * A new picture: an upload (checked and re-encoded here) or one the shop drew and encoded
 * itself (the demo catalogue), which needs no upload checks.
 */
export type ImageInput = Buffer | ProcessedImage;

/** What a catalogue change gives back: its answer, and the image key it replaced or deleted, if any. */
export interface ImageChangeOutcome<T> {
  value: T;
  droppedKey?: string;
}

/**
 * Keeps image files and rows in step: a row never points at a missing file, and a refused or
 * failed request leaves no file behind.
 * - new files are written before the database change (so the row can name them at once);
 * - if the change throws, the new files are removed;
 * - a replaced or deleted image is removed only after the change committed, and not while a
 *   placed order still shows it (orders keep the image URL of what was bought, DESIGN.md).
 */
export function createImageFiles({ db, storage, log }: { db: Db; storage: ImageStorage; log: FastifyBaseLogger }) {
  async function withImage<T>(image: ImageInput | undefined, change: (newKey: string | undefined) => Promise<ImageChangeOutcome<T>>) {
    // Decoding and re-encoding happen before anything is written or locked.
    const encoded = Buffer.isBuffer(image) ? await processImage(image) : image;
    const newKey = encoded ? await storeImage(storage, encoded) : undefined;
    let outcome: ImageChangeOutcome<T>;
    try {
      outcome = await change(newKey);
    } catch (error) {
      if (newKey) await removeQuietly(newKey);
      throw error;
    }
    // The placeholder is shared by every product imported without a picture (placeholder-image.ts).
    const { droppedKey } = outcome;
    if (droppedKey && droppedKey !== newKey && droppedKey !== PLACEHOLDER_IMAGE_KEY) await discard(droppedKey);
    return outcome.value;
  }

  async function discard(key: string): Promise<void> {
    try {
      const urls = [storage.urlOf(key), storage.urlOf(thumbnailKeyOf(key))];
      const [shown] = await db.select({ id: orderItems.id }).from(orderItems).where(inArray(orderItems.imageUrl, urls)).limit(1);
      if (!shown) await removeImage(storage, key);
    } catch (err) {
      // The change itself succeeded; an orphaned file is only disk space, so the answer stands.
      log.warn({ err, key }, 'could not remove a replaced image');
    }
  }

  async function removeQuietly(key: string): Promise<void> {
    try {
      await removeImage(storage, key);
    } catch (err) {
      log.warn({ err, key }, 'could not remove the image of a failed change');
    }
  }

  return { withImage };
}
export type ImageFiles = ReturnType<typeof createImageFiles>;
