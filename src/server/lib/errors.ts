import { type ErrorCode, statusOfCode } from '#common/errors.js';

/**
 * The one error type of the server. Services throw it; the app's error handler turns it into
 * the API envelope with the status of its code (common/errors.ts).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly items: unknown[] | undefined;
  readonly messages: string | string[];

  constructor(code: ErrorCode, message: string | string[], items?: unknown[]) {
    super(Array.isArray(message) ? message.join('; ') : message);
    this.code = code;
    this.status = statusOfCode[code];
    this.messages = message;
    this.items = items;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} Not Found..!!`);
export const conflict = (message: string, items?: unknown[]) => new AppError('CONFLICT', message, items);
export const badRequest = (message: string | string[]) => new AppError('VALIDATION', message);
