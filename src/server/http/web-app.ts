import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from '#server/lib/error-handler.js';
import type { DatabaseImageStorage, ImageStorage } from '#server/lib/image-storage.js';
import type { SessionCookie } from '#server/modules/auth/cookie.js';
import { languagePreloads } from './language-preload.js';

/**
 * Uploaded files are images we encoded ourselves; opened on their own they may load and run
 * nothing (the pages' CSP allows scripts from 'self', which must not extend to /uploads).
 */
const UPLOADS_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * Everything that is not the API: uploaded pictures, the built web app (when `serve` and it has
 * been built), and the one not-found rule for both.
 */
export async function serveFiles(
  app: FastifyInstance,
  { storage, webDir, serve, cookie }: { storage: ImageStorage; webDir: string; serve: boolean; cookie: SessionCookie },
): Promise<void> {
  if (storage.kind === 'disk') {
    await app.register(fastifyStatic, {
      root: storage.directory,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      setHeaders: (reply) => reply.header('content-security-policy', UPLOADS_CSP),
    });
  } else {
    serveStoredImages(app, storage);
  }
  const serveWeb = serve && existsSync(path.join(webDir, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, { root: webDir, prefix: '/', wildcard: false, preCompressed: true, setHeaders: cacheWebAsset });
    const preloadOf = languagePreloads(webDir);
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return;
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const link = preloadOf(query, request.cookies.lang);
      if (link) reply.header('link', link);
      // The page's script reads the session hint before it asks for the user: keep it true to
      // the session cookie this browser sends (docs/decisions/0020-storefront-pages.md).
      cookie.syncHint(request, reply);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    // A missing build file (a chunk of an older build, asked for by a page loaded before a
    // deploy) is a 404: the page as HTML would be run as a script or stylesheet and fail obscurely.
    const notAPage = url.startsWith('/api/') || url === '/api' || url.startsWith('/uploads/') || url.startsWith('/assets/');
    if (notAPage || !serveWeb || request.method !== 'GET') {
      return reply.status(404).send(sendApiNotFound(request.method, url));
    }
    // Any other page is the single-page app; its router shows '404 Page Not Found' itself.
    return reply.header('cache-control', 'no-cache').sendFile('index.html', webDir);
  });
}

/**
 * Pictures kept in PostgreSQL, with the headers the disk's files get. A key names one picture
 * for ever, so the key is its ETag and a browser's revalidation is answered without reading it.
 */
function serveStoredImages(app: FastifyInstance, storage: DatabaseImageStorage): void {
  app.get<{ Params: { key: string } }>('/uploads/:key', async (request, reply) => {
    const { key } = request.params;
    const etag = `"${key}"`;
    const kept = () => reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return kept().status(304).send();
    const data = await storage.read(key);
    if (!data) return reply.status(404).send(sendApiNotFound(request.method, request.url));
    return kept().header('content-security-policy', UPLOADS_CSP).type('image/webp').send(data);
  });
}

/** Hashed build files never change: cache them for a year; everything else is revalidated. */
function cacheWebAsset(reply: { header(name: string, value: string): unknown }, filePath: string): void {
  const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}
