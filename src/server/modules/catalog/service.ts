import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { ImageStorage } from '../../lib/image-storage.js';

export function createCatalogService(_deps: { db: Db; storage: ImageStorage; log: FastifyBaseLogger }) {
  return {};
}
export type CatalogService = ReturnType<typeof createCatalogService>;
