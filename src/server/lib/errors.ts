import { type ErrorCode, statusOfCode } from '#common/errors.js';
import type { ShopMessage } from '#common/messages.js';

/**
 * What a refusal says: a message of the shop's table (common/messages.ts), which a storefront
 * translates by its id and values, or a plain text (the admin area's, which is English only).
 */
export type Said = ShopMessage | string;

export const textOf = (said: Said): string => (typeof said === 'string' ? said : said.text);

/**
 * The one error type of the server. Services throw it; the app's error handler turns it into
 * the API envelope with the status of its code (common/errors.ts) and, for a message of the
 * shop's table, its id and values (decision 0034).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly items: unknown[] | undefined;
  readonly said: Said | readonly Said[];
  /** Seconds after which the same request may succeed, sent as Retry-After (a 429 that knows it). */
  readonly retryAfterS: number | undefined;

  constructor(code: ErrorCode, said: Said | readonly Said[], items?: unknown[], { retryAfterS }: { retryAfterS?: number } = {}) {
    super(Array.isArray(said) ? said.map(textOf).join('; ') : textOf(said as Said));
    this.code = code;
    this.status = statusOfCode[code];
    this.said = said;
    this.items = items;
    this.retryAfterS = retryAfterS;
  }

  /** The English text(s), as the envelope's `message` carries them. */
  get messages(): string | string[] {
    return Array.isArray(this.said) ? this.said.map(textOf) : textOf(this.said as Said);
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} Not Found..!!`);
export const conflict = (said: Said, items?: unknown[]) => new AppError('CONFLICT', said, items);
export const badRequest = (said: Said | readonly Said[]) => new AppError('VALIDATION', said);
