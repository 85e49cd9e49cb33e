import { GENERIC_ERROR_MESSAGE } from '#common/errors.js';
import { schemaMessageOf } from '#common/messages.js';
import type { ErrorEnvelope } from '#common/schemas/error-envelope.js';
import { noteAnswer } from './cached-answers.js';
import { isCatalogueRequest, SEEN_AT_HEADER } from './catalogue-cache.js';

/**
 * The one caller of fetch in the web app (STYLE.md). Answers are JSON; a failure envelope
 * `{ success:false, message, code, messageId?, values?, items? }` becomes an ApiError the
 * screens can read, each of its lines with the id and values to translate it by (decision 0034).
 */

type Values = Readonly<Record<string, string | number>>;

/** One line the shop said: its English text, and its id in the shop's message table with its values (null id: a text the table does not have). */
export interface ServerLine {
  readonly text: string;
  readonly id: string | null;
  readonly values: Values;
}

/**
 * A line from a text alone: one of the shared schemas' own messages (a form checked before
 * sending) is known by its id, any other text has none.
 */
export function lineOfText(text: string): ServerLine {
  const known = schemaMessageOf(text);
  return known ? { text, id: known.id, values: known.values } : { text, id: null, values: {} };
}

/** A message with the id and values a server answer carries beside it (a success's, or one line of a refusal's). */
export function lineOf(text: string, id: unknown, values: unknown): ServerLine {
  if (typeof id !== 'string') return { text, id: null, values: {} };
  return { text, id, values: typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as Values) : {} };
}

/** Codes of the API plus two of the client's own: the network failed, or the answer was not JSON. */
export type ApiErrorCode = ErrorEnvelope['code'] | 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's message, one entry per line to show (a validation failure carries several). */
  readonly messages: string[];
  /** The same lines with their ids and values, to show in the shopper's language. */
  readonly lines: ServerLine[];
  /** Items named by a stock or price conflict (409 OUT_OF_STOCK / PRICE_CHANGED). */
  readonly items: unknown[];
  /** A 429's `Retry-After`: the seconds until the server takes the request again, else null. */
  retryAfterSeconds: number | null = null;

  constructor(status: number, code: ApiErrorCode, messages: string[] | ServerLine[], items: unknown[] = []) {
    const lines = messages.map((line) => (typeof line === 'string' ? lineOf(line, null, null) : line));
    const texts = lines.map((line) => line.text);
    super(texts.join('\n'));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.messages = texts;
    this.lines = lines;
    this.items = items;
  }
}

/** The request never reached the shop, or its answer never came back (no network). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'NETWORK';
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
  // `messageId` and `values` take the shape of `message`: one, or a list beside the list.
  const listed = Array.isArray(payload.message);
  const texts: unknown[] = listed ? (payload.message as unknown[]) : [payload.message];
  const ids: unknown[] = listed ? (Array.isArray(payload.messageId) ? payload.messageId : []) : [payload.messageId];
  const values: unknown[] = listed ? (Array.isArray(payload.values) ? payload.values : []) : [payload.values];
  const lines = texts.flatMap((text, index) =>
    typeof text === 'string' && text.length > 0 ? [lineOf(text, ids[index], values[index])] : [],
  );
  return new ApiError(
    status,
    payload.code ?? 'INTERNAL',
    lines.length ? lines : [GENERIC_ERROR_MESSAGE],
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
  if (!response.ok) {
    const error = toApiError(response.status, payload);
    const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
    if (Number.isFinite(retryAfter) && retryAfter >= 0) error.retryAfterSeconds = retryAfter;
    throw error;
  }
  if (payload === null || typeof payload !== 'object') throw new ApiError(response.status, 'BAD_RESPONSE', [GENERIC_ERROR_MESSAGE]);
  // A catalogue answer may come from the service worker's cache: the offline banner says since when.
  if (method === 'GET' && isCatalogueRequest(path.split('?')[0] ?? path))
    noteAnswer(withQuery(path, query), response.headers.get(SEEN_AT_HEADER));
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

/** The same, with their ids and values for the shopper's language. */
export function linesOf(error: unknown): ServerLine[] {
  if (error instanceof ApiError) return error.lines;
  return [lineOf(GENERIC_ERROR_MESSAGE, null, null)];
}
