import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { ErrorCode, statusOfCode } from '#common/errors.js';
import { ErrorEnvelope } from '#common/schemas/error-envelope.js';

/**
 * The refusals of each route in the API document (/api/docs/json): under each 4xx status the
 * envelope, its `code` narrowed to the codes that status carries on that route, so a client
 * generated from the document knows what it may have to handle. Routes declare what their
 * services throw with `errorAnswers(...)`; what follows from the route's access (access.ts) and
 * from the input and body checks every route has is added by `documentErrorAnswers` when the
 * route is registered.
 */

/** What each code tells a client, written into the document beside the enum. */
const MEANING: Record<ErrorCode, string> = {
  VALIDATION: 'the input is refused (a field, a malformed body, a NUL character in the path or query)',
  UNAUTHENTICATED: 'not signed in, or the e-mail and password do not match',
  FORBIDDEN: 'signed in without the role the call needs, or a change asked by another website',
  NOT_FOUND: 'the id names nothing (or nothing of this shopper)',
  CONFLICT: "the shop's current state does not allow it",
  OUT_OF_STOCK: 'not enough stock; `items` names the lines',
  PRICE_CHANGED: 'the total is not the current price; `items` names the lines',
  STOCK_CHANGED: 'orders changed the stock since the form was opened; `items` holds `{ stocks }`, the current stock',
  ORDER_NOT_CANCELLABLE: 'the order has moved past the statuses it can be cancelled from',
  ORDER_NOT_PACKABLE: 'the order is no longer Processing (shipped, delivered or cancelled): its packing is settled',
  ORDER_NOT_SHIPPED: 'the order is still being packed: the owner ships it before a rider can deliver it',
  WRONG_CODE: "the delivery code is not the shopper's; after 5 wrong codes the delivery is locked (429)",
  PIN_NOT_SERVICEABLE: 'the shop does not deliver to this PIN code',
  SLOT_UNAVAILABLE: 'the delivery slot is full, past its cut-off or not offered',
  BELOW_MINIMUM: "the order's total is below the shop's minimum order amount",
  QUANTITY_LIMIT: 'more of a product than one order may take; `items` names the lines, each with its `maxPerOrder`',
  TOO_MANY_OPEN_ORDERS: 'the shopper already has as many orders on their way (not Delivered or Cancelled) as the shop allows',
  PAYMENT_METHOD_UNAVAILABLE: 'the shop does not take this payment method now (not enabled, or UPI without a UPI ID)',
  UNPAID_LIMIT: "the shopper's unpaid orders on their way would pass the most the shop lets one shopper owe",
  CREDIT_LIMIT: "the shopper's khata balance and Credit orders on their way would pass their credit limit",
  NOT_PAYABLE: 'the order takes no payment now (cancelled, on credit, or not one to pay)',
  ALREADY_PAID: 'the order is already paid',
  COUPON_INVALID:
    'the coupon does not apply (unknown, not active, not yet or no longer valid, used up, used as often as one shopper may, or the items below its minimum); the message says which',
  IDEMPOTENCY_MISMATCH: 'the Idempotency-Key was used for a different request',
  NOT_ACCEPTABLE: 'the call answers only a type the request does not accept (an event stream)',
  RATE_LIMITED: 'too many attempts; try again later',
  BUSY: 'too many checkouts are waiting; try again after the Retry-After seconds',
  STORAGE_FULL:
    'the database (or the uploads folder) has no disk space left for this write; nothing was written; try again after the Retry-After seconds',
  PAYLOAD_TOO_LARGE: 'the body or the image is too large',
  UNSUPPORTED_MEDIA: 'the body type is not read here, or the file is not an image',
  INTERNAL: 'an unexpected failure',
};

/** A documented error answer: the envelope with its code narrowed to these. */
export type ErrorAnswer = z.ZodObject<(typeof ErrorEnvelope)['shape'] & { code: z.ZodEnum }>;
/** The statuses the codes map to (400, 401, … 429): the keys a route's `response` gets. */
type ErrorStatus = (typeof statusOfCode)[ErrorCode];

/** The codes of each schema made here, read back when a route's own answers meet the derived ones. */
const codesOfAnswer = new WeakMap<object, readonly ErrorCode[]>();

/** Codes in their declaration order (common/errors.ts), each once: the document reads the same every build. */
const ORDER = Object.values(ErrorCode);
const ordered = (codes: Iterable<ErrorCode>) => [...new Set(codes)].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));

function answerOf(codes: readonly ErrorCode[]): ErrorAnswer {
  const answer = ErrorEnvelope.extend({
    code: z.enum(codes as [ErrorCode, ...ErrorCode[]]).meta({ description: codes.map((c) => `${c}: ${MEANING[c]}.`).join(' ') }),
  }).meta({ description: `Refused: ${codes.join(', ')}` });
  codesOfAnswer.set(answer, codes);
  return answer;
}

/** The `response` entries of these codes: one envelope schema per status. */
export function errorAnswers(...codes: ErrorCode[]): Partial<Record<ErrorStatus, ErrorAnswer>> {
  const byStatus = new Map<ErrorStatus, ErrorCode[]>();
  for (const code of ordered(codes)) {
    const status = statusOfCode[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries([...byStatus].map(([status, list]) => [status, answerOf(list)]));
}

/** Methods whose body Fastify reads: it may refuse one as too large (413) or of a type it does not read (415). */
const BODYLESS = new Set(['GET', 'HEAD', 'TRACE']);

/**
 * The codes any route can answer whatever its handler does: the input check (every /api route:
 * the NUL guard reads any path and query) and, where a body is read, Fastify's body parsing.
 */
function inputCodes(route: RouteOptions): ErrorCode[] {
  const readsBody = [route.method].flat().some((method) => !BODYLESS.has(method));
  return readsBody ? ['VALIDATION', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA'] : ['VALIDATION'];
}

/**
 * Completes a route's documented answers as it is registered: the route's own error answers
 * (from `errorAnswers`), those of its access check (`accessCodes`) and of the input checks,
 * merged status by status. A 4xx documented any other way stops the start, so every error
 * answer in the document is the envelope.
 */
export function documentErrorAnswers(route: RouteOptions, accessCodes: readonly ErrorCode[]): void {
  const response: Record<string, unknown> = { ...(route.schema?.response as Record<string, unknown> | undefined) };
  const declared: ErrorCode[] = [];
  for (const [status, schema] of Object.entries(response)) {
    if (Number(status) < 400) continue;
    const codes = typeof schema === 'object' && schema !== null ? codesOfAnswer.get(schema) : undefined;
    if (!codes) throw new Error(`Route ${route.method} ${route.url} documents ${status} without errorAnswers()`);
    declared.push(...codes);
    delete response[status];
  }
  route.schema = { ...route.schema, response: { ...response, ...errorAnswers(...inputCodes(route), ...accessCodes, ...declared) } };
}
