import { GENERIC_ERROR_MESSAGE } from '#common/errors.js';
import type { ErrorEnvelope } from '#common/schemas/error-envelope.js';

/**
 * The one caller of fetch in the web app (STYLE.md). Answers are JSON; a failure envelope
 * `{ success:false, message, code, items? }` becomes an ApiError the screens can read.
 */

/** Codes of the API plus two of the client's own: the network failed, or the answer was not JSON. */
export type ApiErrorCode = ErrorEnvelope['code'] | 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's message, one entry per line to show (a validation failure carries several). */
  readonly messages: string[];
  /** Items named by a stock or price conflict (409 OUT_OF_STOCK / PRICE_CHANGED). */
  readonly items: unknown[];

  constructor(status: number, code: ApiErrorCode, messages: string[], items: unknown[] = []) {
    super(messages.join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messages = messages;
    this.items = items;
  }
}

type Body = FormData | Record<string, unknown> | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Body;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  query?: Record<string, string | number | undefined>;
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function isEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && 'message' in value;
}

function toApiError(status: number, payload: unknown): ApiError {
  if (!isEnvelope(payload)) return new ApiError(status, status === 0 ? 'NETWORK' : 'BAD_RESPONSE', [GENERIC_ERROR_MESSAGE]);
  const raw = payload.message;
  const messages = (Array.isArray(raw) ? raw : [raw]).filter((m): m is string => typeof m === 'string' && m.length > 0);
  return new ApiError(
    status,
    payload.code ?? 'INTERNAL',
    messages.length ? messages : [GENERIC_ERROR_MESSAGE],
    Array.isArray(payload.items) ? payload.items : [],
  );
}

export async function apiRequest<T>(path: string, { method = 'GET', body, headers = {}, signal, query }: RequestOptions = {}): Promise<T> {
  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json', ...headers }, signal };
  if (body instanceof FormData) {
    init.body = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), init);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK', [GENERIC_ERROR_MESSAGE]);
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }
  if (!response.ok) throw toApiError(response.status, payload);
  if (payload === null || typeof payload !== 'object') throw new ApiError(response.status, 'BAD_RESPONSE', [GENERIC_ERROR_MESSAGE]);
  return payload as T;
}

/**
 * A multipart upload that tells its progress (fetch cannot): XMLHttpRequest with the same rules
 * as apiRequest, answers JSON and failures as an ApiError. `onProgress` hears the fraction sent (0 to 1).
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  { query, signal, onProgress }: Pick<RequestOptions, 'query' | 'signal'> & { onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', withQuery(path, query));
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        payload = null;
      }
      if (request.status < 200 || request.status >= 300) reject(toApiError(request.status, payload));
      else if (payload === null || typeof payload !== 'object')
        reject(new ApiError(request.status, 'BAD_RESPONSE', [GENERIC_ERROR_MESSAGE]));
      else resolve(payload as T);
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', [GENERIC_ERROR_MESSAGE]));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: Body, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: Body, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The lines to show for any error: an ApiError's messages, otherwise the generic text. */
export function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError) return error.messages;
  return [GENERIC_ERROR_MESSAGE];
}
