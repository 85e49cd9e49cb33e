import type { ImageStorage } from '../lib/image-storage.js';
import type { Db } from './client.js';

/** The demo catalogue (SEED_DEMO=1): categories and products with generated images. */
export async function seedDemoCatalogue(_deps: { db: Db; storage: ImageStorage }) {
  return { categories: 0, products: 0 };
}
