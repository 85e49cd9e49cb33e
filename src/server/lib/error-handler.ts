import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type ErrorCode, GENERIC_ERROR_MESSAGE, statusOfCode } from '#common/errors.js';
import { type ShopMessage, schemaMessageOf, shopMessage } from '#common/messages.js';
import type { ErrorEnvelope } from '#common/schemas/error-envelope.js';
import { type DiskWatch, isDiskFull, STORAGE_FULL_RETRY_AFTER_S } from './disk-space.js';
import { AppError, type Said, textOf } from './errors.js';
import { linesOf } from './validation.js';

/**
 * The one place where failures become the API envelope (API.md "Envelope"). Detail of a 5xx
 * stays in the log with the request id; the client gets a generic message. A write refused for
 * lack of disk space, wherever it failed, is 503 STORAGE_FULL, logged by the disk watch at most
 * once a minute rather than per request (decision 0023).
 */
export function installErrorHandler(app: FastifyInstance, disk: DiskWatch): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDiskFull(error)) {
      disk.noteFull(error, request.log);
      return reply
        .status(statusOfCode.STORAGE_FULL)
        .header('retry-after', String(STORAGE_FULL_RETRY_AFTER_S))
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(fail('STORAGE_FULL', shopMessage('storageFull'))));
    }
    const envelope = toEnvelope(error);
    const status = statusOfCode[envelope.code];
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: envelope.code, status }, 'request refused');
    if (status < 500 && !isDocumented(request, status, envelope)) {
      request.log.warn(
        { route: `${request.method} ${request.routeOptions.url}`, code: envelope.code, status },
        'error answer missing from the API document',
      );
    }
    // Written here rather than by the route's documented schema of the status (the schemas are
    // the serialisers): an answer the document forgot still reaches the client as built, never
    // as a failed serialisation.
    if (error instanceof AppError && error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
    return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(envelope));
  });
  // The fault is over once a change is answered as done again.
  app.addHook('onResponse', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode < 400) disk.noteWritten(request.log);
  });
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the route's documented answers (http/error-answers.ts) list this code under this status. */
function isDocumented(request: FastifyRequest, status: number, envelope: ErrorEnvelope): boolean {
  // Unknown paths have no route; pages and uploads are not in the document.
  if (!request.routeOptions.url?.startsWith('/api/')) return true;
  const documented = (request.routeOptions.schema?.response as Record<number, z.ZodType> | undefined)?.[status];
  return documented?.safeParse(envelope).success ?? false;
}

/** 404 for an unknown API path, in the envelope. */
export function sendApiNotFound(method: string, url: string) {
  return { success: false, message: `Route ${method} ${url.split('?')[0]} Not Found..!!`, code: 'NOT_FOUND' } satisfies ErrorEnvelope;
}

/**
 * A message of the shop's table, or a schema's text written from one, as its id and values; a
 * plain text (the admin area's) has none.
 */
const byId = (said: Said): ShopMessage | undefined => (typeof said === 'string' ? schemaMessageOf(said) : said);

/**
 * The envelope of a refusal: `message` in English as ever, and beside it `messageId` and
 * `values` in the shape of `message` (one, or a parallel list with null for a line without an
 * id), so a storefront translates by id (decision 0034).
 */
function fail(code: ErrorCode, said: Said | readonly Said[]): ErrorEnvelope {
  if (!Array.isArray(said)) {
    const found = byId(said as Said);
    return { success: false, message: textOf(said as Said), code, ...(found ? { messageId: found.id, values: { ...found.values } } : {}) };
  }
  const lines = said as readonly Said[];
  const found = lines.map(byId);
  return {
    success: false,
    message: lines.map(textOf),
    code,
    ...(found.some(Boolean) ? { messageId: found.map((m) => m?.id ?? null), values: found.map((m) => (m ? { ...m.values } : null)) } : {}),
  };
}

function toEnvelope(error: FastifyError): ErrorEnvelope {
  if (error instanceof AppError) {
    return { ...fail(error.code, error.said), ...(error.items ? { items: error.items } : {}) };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter(Boolean),
      message: v.message ?? 'Invalid',
      params: (v.params as { params?: unknown }).params,
    }));
    return fail('VALIDATION', linesOf(issues));
  }
  const status = error.statusCode ?? 500;
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return fail('PAYLOAD_TOO_LARGE', 'Request Too Large..!!');
  if (status === 415) return fail('UNSUPPORTED_MEDIA', 'Unsupported Content Type..!!');
  if (status === 429) return fail('RATE_LIMITED', shopMessage('tooManyAttempts'));
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) return fail('VALIDATION', 'Malformed JSON Body..!!');
  if (status === 401) return fail('UNAUTHENTICATED', error.message);
  if (status === 403) return fail('FORBIDDEN', error.message);
  if (status === 404) return fail('NOT_FOUND', error.message);
  if (status === 409) return fail('CONFLICT', error.message);
  if (status >= 400 && status < 500) return fail('VALIDATION', error.message);
  return fail('INTERNAL', GENERIC_ERROR_MESSAGE);
}
