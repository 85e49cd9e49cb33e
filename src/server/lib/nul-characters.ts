import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/**
 * PostgreSQL text cannot hold U+0000: a NUL in anything stored or searched fails the query,
 * which would answer 500 to what is only bad input. Refused up front on every API route (400);
 * the multipart forms check their own fields (lib/multipart.ts).
 */
export const NUL_REFUSED = 'Text: Must Not Contain NUL Characters..!!';

function hasNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Bodies are at most 100 KB and our schemas are shallow: deeper values are refused by them anyway.
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.values(value).some((item) => hasNulCharacter(item, depth + 1));
}

export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    // Pages and uploads read no database text.
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const { params, query, body, headers } = request;
    if (hasNulCharacter(params) || hasNulCharacter(query) || hasNulCharacter(body) || hasNulCharacter(headers['idempotency-key'])) {
      throw new AppError('VALIDATION', [NUL_REFUSED]);
    }
  });
}
