import type { Cluster } from '#server/lib/pg-listener.js';
import { createResponseCache, type ResponseCache } from '#server/lib/response-cache.js';

/** The NOTIFY channel of writes that change the catalogue's answers. */
export const CATALOGUE_CHANNEL = 'shop_catalogue_changes';

/**
 * The cached catalogue answers (decision 0005). On PostgreSQL several app servers each keep
 * their own copies: a write announces itself before its answer leaves, every server empties
 * its copies when it hears that, and a server that cannot hear (its LISTEN connection lost)
 * keeps nothing until it hears again. No copy outlives a write by a time limit.
 */
export function createCatalogueCache(cluster: Cluster | undefined): ResponseCache {
  if (!cluster) return createResponseCache();
  const cache = createResponseCache({ announce: () => cluster.notifier.notify(CATALOGUE_CHANNEL, 'changed') });
  cluster.listener.on(CATALOGUE_CHANNEL, () => cache.invalidate());
  cluster.listener.onLost(() => cache.suspend());
  cluster.listener.onResumed(() => cache.resume());
  return cache;
}
