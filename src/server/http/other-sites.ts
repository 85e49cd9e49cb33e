import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#server/lib/errors.js';

export const OTHER_SITE_MESSAGE = 'Requests From Other Websites Are Not Allowed..!!';

/** Methods that change something; GET /api/user/logOut changes the session too (the specification's). */
const CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CHANGING_GETS = new Set(['/api/user/logOut']);

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * Another website cannot make a shopper's browser change anything (API.md "Guards against
 * abuse"): a changing request whose `Origin` is neither the shop's own (the request's host, or
 * one of `allowedOrigins`: PUBLIC_URL's and ALLOWED_ORIGINS) nor absent is 403; without
 * `Origin`, `Sec-Fetch-Site: cross-site` is 403. Scripts and older clients send neither and are
 * served. One hook for every route, before the body is read.
 */
export function refuseOtherSites(app: FastifyInstance, { allowedOrigins }: { allowedOrigins: readonly string[] }): void {
  const allowed = new Set(allowedOrigins);
  const changes = (request: FastifyRequest) =>
    CHANGING.has(request.method) || (request.method === 'GET' && CHANGING_GETS.has(request.routeOptions.url ?? ''));
  app.addHook('onRequest', async (request) => {
    if (!changes(request)) return;
    const { origin } = request.headers;
    const fromOtherSite =
      origin !== undefined
        ? !allowed.has(origin) && !sameHost(origin, request.headers.host)
        : request.headers['sec-fetch-site'] === 'cross-site';
    if (fromOtherSite) throw new AppError('FORBIDDEN', OTHER_SITE_MESSAGE);
  });
}
