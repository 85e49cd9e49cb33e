import { randomUUID } from 'node:crypto';
import type { Cluster } from '#server/lib/pg-listener.js';
import { createResponseCache, type ResponseCache } from '#server/lib/response-cache.js';
import type { OrderListener } from '#server/modules/orders/service.js';

/** The NOTIFY channel of writes that change the catalogue's answers. */
export const CATALOGUE_CHANNEL = 'shop_catalogue_changes';

/**
 * What an order says it changed: `stock <server> <id> <id> …`, naming the app server that sent
 * it, which forgot those answers itself before it announced them. Anything else empties every copy.
 */
const STOCK_PREFIX = 'stock ';
/** Far below NOTIFY's 8,000 bytes (37 bytes an id); a larger change is announced as 'changed'. */
const MAX_ANNOUNCED_PRODUCTS = 150;

/**
 * The cached catalogue answers (decision 0005). On PostgreSQL several app servers each keep
 * their own copies: a write announces itself before its answer leaves (an order, the products
 * whose stock it changed), every server forgets what it changed when it hears that, and a
 * server that cannot hear (its LISTEN connection lost) keeps nothing until it hears again. No
 * copy outlives a write by a time limit.
 */
export function createCatalogueCache(cluster: Cluster | undefined): ResponseCache {
  if (!cluster) return createResponseCache();
  // Hearing its own announcement a moment later, a server would forget again what it answered
  // afresh since.
  const server = randomUUID();
  const cache = createResponseCache({
    announce: (productIds) =>
      cluster.notifier.notify(
        CATALOGUE_CHANNEL,
        productIds && productIds.length <= MAX_ANNOUNCED_PRODUCTS ? `${STOCK_PREFIX}${server} ${productIds.join(' ')}` : 'changed',
      ),
  });
  cluster.listener.on(CATALOGUE_CHANNEL, (payload) => {
    if (!payload.startsWith(STOCK_PREFIX)) return cache.invalidate();
    const [sender, ...productIds] = payload.slice(STOCK_PREFIX.length).split(' ');
    if (sender !== server) cache.forgetStock(productIds);
  });
  cluster.listener.onLost(() => cache.suspend());
  cluster.listener.onResumed(() => cache.resume());
  return cache;
}

/**
 * The order listener that keeps the cached answers true to the stock: an order placed takes its
 * products' stock, a packing moves it by the difference and a cancelled order gives it back, so
 * once any has committed the answers showing those products are forgotten here and on the other
 * app servers, before the change is answered. The other status steps change no stock.
 */
export function stockFollower(cache: ResponseCache): OrderListener {
  return {
    async afterCommit(event) {
      if (event.type === 'order.status' && event.order.status !== 'Cancelled') return;
      await cache.stockChanged(event.order.orderItems.map((item) => item._id));
    },
  };
}
