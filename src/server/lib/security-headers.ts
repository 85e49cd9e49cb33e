import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers (CSP, HSTS, nosniff, frame and referrer policies...) on every answer. The
 * options never change, so helmet runs once at start against a stand-in response and each
 * request only copies the headers it set; running helmet per request re-parsed the CSP every
 * time, a tenth of the server's work on a cached catalogue read.
 */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Writes `headers` (from `securityHeadersOf`) on every answer. */
export function installSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
