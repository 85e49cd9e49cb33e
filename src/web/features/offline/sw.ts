/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isCatalogueRequest, stampSeenAt } from '#web/lib/catalogue-cache.js';
import { sendWaitingOrders } from './send-waiting-orders.js';
import { SEND_WAITING_ORDERS } from './waiting-orders.js';

/**
 * The storefront's service worker (decision 0066): the app shell from the precache, the
 * catalogue and pictures the shopper has seen from runtime caches, and the orders confirmed
 * without a network sent by Background Sync where the browser has it.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// A new build takes over at once (the shop's pages are all in the precache of the same build).
void self.skipWaiting();
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the shop is the one app shell; the API and the pictures are never pages.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/uploads\//] }));

// A language's catalogue: hashed, so a cached copy is never stale; cached once its language is used.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/language-'),
  new CacheFirst({
    cacheName: 'languages',
    plugins: [new ExpirationPlugin({ maxEntries: 12 }), new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// The Devanagari font of Hindi and Marathi pages: hashed, cached once a page in them used it (an
// English shopper never downloads it, so it is not in the precache).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/') && url.pathname.endsWith('.woff2'),
  new CacheFirst({
    cacheName: 'fonts',
    plugins: [new ExpirationPlugin({ maxEntries: 8 }), new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// Product pictures: a file's name changes with the picture, so the copy seen once stays good.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: 'uploads',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 }), new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// The catalogue anyone may read: fresh from the network, the copy last seen (stamped with when)
// when the network is gone or slower than 5 s.
registerRoute(
  ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && isCatalogueRequest(url.pathname),
  new NetworkFirst({
    cacheName: 'catalogue',
    networkTimeoutSeconds: 5,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 }),
      { cacheWillUpdate: async ({ response }) => stampSeenAt(response, new Date()) },
    ],
  }),
);

// Background Sync: the browser wakes the worker once it has a network again; a send that leaves
// orders waiting fails, so the browser tries again later.
// (TypeScript's worker types have no SyncEvent: the part used is named here.)
self.addEventListener('sync', (syncEvent) => {
  const event = syncEvent as ExtendableEvent & { tag: string };
  if (event.tag !== SEND_WAITING_ORDERS) return;
  event.waitUntil(
    sendWaitingOrders().then(({ waiting }) => {
      if (waiting > 0) throw new Error('Orders still waiting for the network');
    }),
  );
});
