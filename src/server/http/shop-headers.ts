import type { FastifyInstance } from 'fastify';
import { installSecurityHeaders, securityHeadersOf } from '#server/lib/security-headers.js';

/**
 * The shop's security headers: its pages load scripts, styles, pictures and API answers from
 * itself only, and are never framed (docs/trust.md). Worked out once.
 */
const shopSecurityHeaders = securityHeadersOf({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'none'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

export function installShopHeaders(app: FastifyInstance): void {
  installSecurityHeaders(app, shopSecurityHeaders);
}
