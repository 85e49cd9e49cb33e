import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

/**
 * Ready-made answers of the public catalogue reads (products, categories, reviews): the JSON
 * exactly as the route's response schema serialised it, its ETag, and compressed copies made
 * the first time a client asks for them. Every shopper's page load asks for the same few
 * answers, and between two writes they cannot change, so only the first asker pays for the
 * queries and the serialisation.
 *
 * Writes that change what these answers show empty the whole cache (`changed`, called by the
 * services that make them once they have committed, before they are answered: services.ts). That is coarse but cannot miss a dependency: a category rename changes every
 * product of it, a product's new name the lists it joins. Orders are the one write that comes
 * many times a minute, and they change only the stock of their own products: an answer says
 * whose stock it shows, and `stockChanged` forgets only the answers showing one of them, so a
 * rush of checkouts leaves every other product's page cached. The cache lives in this process;
 * several app servers on one PostgreSQL each keep their own, and a write here is `announce`d to
 * the others, whose copies are emptied as they hear it; while a server cannot hear the others
 * (`suspend`) it keeps nothing (docs/architecture.md "Catalogue reads").
 */

/**
 * Browsers, the service worker's network fetch and any proxy may keep an answer but must ask
 * before each reuse: the next order can change a product's stock, and nothing tells them when.
 * Asking costs a 304 without a body, answered from memory. (A max-age would show yesterday's
 * stock; the service worker keeps its own copy for offline use, outside these rules.)
 */
const CACHE_CONTROL = 'no-cache';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Below this a compressed answer saves less than its headers cost. */
const MIN_COMPRESS_BYTES = 1024;

/** How a route's cached answers may be kept by browsers and proxies. */
export interface CachedAnswerOptions {
  /** Cache-Control of the answer and its 304s (`no-cache` unless given). */
  cacheControl?: string;
}

type Encoding = 'br' | 'gzip';

/**
 * Brotli's window no larger than the body (it is 4 MB by default): the encoder's buffers are
 * sized by it, and each zlib thread's allocator keeps what they took long after, so a default
 * window for a 20 KB answer cost the server tens of megabytes of resident memory under load.
 */
const brotliWindowFor = (bytes: number) =>
  Math.min(constants.BROTLI_DEFAULT_WINDOW, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(bytes))));

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 5: most of brotli's gain over gzip at a fraction of its top settings' time, paid
  // again after every write.
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_LGWIN]: brotliWindowFor(body.length),
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * Whose stock an answer shows: the ids of the products in it, or 'none' (categories,
 * suggestions, reviews). An answer that does not say is taken to show every product's.
 */
export type StockShown<A> = 'none' | ((answer: A) => Iterable<string>);

interface Entry {
  key: string;
  /** What `stockChanged` forgets it for: any product's stock ('all'), none, or these products'. */
  stock: 'all' | 'none' | ReadonlySet<string>;
  body: Buffer;
  /** Strong validator of `body`; a compressed copy is another representation, so its tag is suffixed. */
  etag: string;
  cacheControl: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The answer's headers per representation, worked out on first use. */
  heads: Partial<Record<Encoding | 'identity', AnswerHeads>>;
  bytes: number;
}

/** The cache's own headers of one representation of an answer, as a 200 with its body and as a 304. */
interface AnswerHeads {
  ok: Readonly<Record<string, string>>;
  notModified: Readonly<Record<string, string>>;
}

export interface ResponseCacheOptions {
  /** Answers kept at most; random keyword searches beyond it push out the least recently used. */
  maxEntries?: number;
  /** Bytes kept at most (bodies, compressed copies and keys). */
  maxBytes?: number;
  /**
   * Tells the other app servers that a write here changed what the answers show (only the stock
   * of `productIds`, when given); the write's answer waits for it. None when this process is the
   * only one (PGlite).
   */
  announce?: (productIds?: readonly string[]) => Promise<void>;
}

export function createResponseCache({ maxEntries = 500, maxBytes = 16 * 1024 * 1024, announce }: ResponseCacheOptions = {}) {
  /** The answers kept, the least recently used out first past `maxEntries` or `maxBytes`. */
  const entries = new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (entry) => entry.bytes });
  /** Fills under way, so a burst of misses on one answer runs its queries once. */
  const filling = new Map<string, Promise<Entry>>();
  let generation = 0;
  /** Counts stock changes; `stockChangedAt` keeps, per product, the count of its last one. */
  let stockGeneration = 0;
  const stockChangedAt = new Map<string, number>();
  /** While writes elsewhere may go unheard, answers are made afresh each time and never kept. */
  let suspended = false;

  /** Empties the cache. A fill that began before this call still answers its own request but is not kept. */
  function invalidate(): void {
    generation++;
    entries.clear();
    filling.clear();
    stockChangedAt.clear();
  }

  const showsStockOf = (entry: Entry, productIds: Iterable<string>): boolean => {
    const { stock } = entry;
    if (stock === 'none' || stock === 'all') return stock === 'all';
    for (const id of productIds) if (stock.has(id)) return true;
    return false;
  };

  /**
   * Forgets the answers that show the stock of `productIds`; the rest stay. A fill under way
   * still answers its own request but no request joins it, and it is kept only if none of the
   * products it shows changed since it began.
   */
  function forgetStock(productIds: readonly string[]): void {
    stockGeneration++;
    for (const id of productIds) stockChangedAt.set(id, stockGeneration);
    filling.clear();
    const showing = [...entries.entries()].filter(([, entry]) => showsStockOf(entry, productIds));
    for (const [key] of showing) entries.delete(key);
  }

  /** Whether the stock `entry` shows may have changed since `since` (a count of stock changes). */
  function stockChangedSince(entry: Entry, since: number): boolean {
    if (stockGeneration === since || entry.stock === 'none') return false;
    if (entry.stock === 'all') return true;
    for (const id of entry.stock) if ((stockChangedAt.get(id) ?? 0) > since) return true;
    return false;
  }

  /** Keeps an answer (one larger than `maxBytes` is not kept). */
  function store(entry: Entry): void {
    if (!suspended) entries.set(entry.key, entry);
  }

  /**
   * The answer's JSON comes from the route's own serializer for 200 (the Zod response schema):
   * it is validated and written exactly as an uncached answer would be, once per fill.
   */
  function fill<A>(
    key: string,
    reply: FastifyReply,
    load: () => Promise<A>,
    stockShown: StockShown<A> | undefined,
    cacheControl: string,
  ): Promise<Entry> {
    const running = filling.get(key);
    if (running) return running;
    const started = generation;
    const stockStarted = stockGeneration;
    const promise = load().then((answer) => {
      const json = reply.serializeInput(answer as Record<string, unknown>, '200') as string;
      const body = Buffer.from(json, 'utf8');
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      const stock = stockShown === undefined ? 'all' : stockShown === 'none' ? 'none' : new Set(stockShown(answer));
      const entry: Entry = { key, stock, body, etag, cacheControl, encoded: {}, heads: {}, bytes: body.length + key.length };
      // A write committed while the queries ran may be missing from them: keep only what
      // was read entirely after the last invalidation and the last change of its stock.
      if (generation === started && !stockChangedSince(entry, stockStarted)) store(entry);
      return entry;
    });
    filling.set(key, promise);
    const done = () => {
      if (filling.get(key) === promise) filling.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  function encodedBody(entry: Entry, encoding: Encoding): Promise<Buffer> {
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = compressors[encoding](entry.body);
      entry.encoded[encoding] = encoded;
      encoded.then(
        (buffer) => {
          entry.bytes += buffer.length;
          // Stored again so the larger entry is counted against the bound.
          if (entries.peek(entry.key) === entry) store(entry);
        },
        () => {
          delete entry.encoded[encoding];
        },
      );
    }
    return encoded;
  }

  /**
   * Answers a public GET from the cache, or runs `load` (its queries) and caches the result,
   * with whose stock it shows (`stockShown`; every product's when not given). Only 200 answers
   * are cached: an error thrown by `load` goes to the error handler as before.
   */
  async function send<R extends FastifyReply, A extends Parameters<R['send']>[0]>(
    request: FastifyRequest,
    reply: R,
    load: () => Promise<A>,
    stockShown?: StockShown<A>,
    { cacheControl = CACHE_CONTROL }: CachedAnswerOptions = {},
  ): Promise<R> {
    // The same URL always names the same route and validated input (only GET routes are cached).
    const key = keyOf(request);
    const entry = entries.get(key) ?? (await fill(key, reply, load, stockShown, cacheControl));
    const encoding = encodingFor(entry, request.headers['accept-encoding']);
    const heads = headsOf(entry, encoding);
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      reply.headers(heads.notModified).code(304).send();
      return reply;
    }
    reply.headers(heads.ok);
    reply.send(encoding ? await encodedBody(entry, encoding) : entry.body);
    return reply;
  }

  /** A write here changed what the answers show: empty, and tell the other app servers (awaited). */
  async function changed(): Promise<void> {
    invalidate();
    await announce?.();
  }

  /**
   * A write here changed the stock of `productIds` and nothing else the answers show (an order
   * placed or cancelled): forget what shows it, and tell the other app servers (awaited).
   */
  async function stockChanged(productIds: readonly string[]): Promise<void> {
    if (productIds.length === 0) return;
    forgetStock(productIds);
    await announce?.(productIds);
  }

  return {
    send,
    /** Empties this process's copies only (another server's write, heard). */
    invalidate,
    /** Forgets this process's copies showing these products' stock only (another server's order, heard). */
    forgetStock,
    changed,
    stockChanged,
    /** Writes elsewhere may go unheard from now on: empty, and keep nothing until `resume`. */
    suspend(): void {
      suspended = true;
      invalidate();
    },
    /** Writes elsewhere are heard again; what was announced meanwhile was not, so empty again. */
    resume(): void {
      suspended = false;
      invalidate();
    },
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}
export type ResponseCache = ReturnType<typeof createResponseCache>;

/** The representation a client gets: an answer under MIN_COMPRESS_BYTES goes as it is. */
const encodingFor = (entry: Entry, acceptEncoding: string | string[] | undefined): Encoding | undefined =>
  entry.body.length >= MIN_COMPRESS_BYTES ? chooseEncoding(acceptEncoding) : undefined;

function headsOf(entry: Entry, encoding: Encoding | undefined): AnswerHeads {
  const made = entry.heads[encoding ?? 'identity'];
  if (made) return made;
  // A compressed copy is another representation, so its tag is suffixed.
  const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  const notModified = { 'cache-control': entry.cacheControl, vary: 'Accept-Encoding', etag };
  const ok = { ...notModified, 'content-type': JSON_TYPE, ...(encoding ? { 'content-encoding': encoding } : {}) };
  const heads = { ok, notModified };
  entry.heads[encoding ?? 'identity'] = heads;
  return heads;
}

/**
 * The route and its validated input, with keys in a fixed order: `?gte=20&lte=40` and
 * `?lte=40&gte=20`, or a keyword with stray spaces, share one answer.
 */
function keyOf(request: FastifyRequest): string {
  // The same bytes go to everyone.
  if (request.routeOptions.config.access !== 'public')
    throw new Error(`${request.routeOptions.url} is not public: its answers cannot be cached`);
  return `${request.routeOptions.url} ${canonicalJson(request.params)} ${canonicalJson(request.query)}`;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** The client's preferred encoding of the two we make (brotli when both weigh the same), or none. */
function chooseEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of [header].flat().join(',').split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : undefined;
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): any encoding's tag of the same body matches. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const base = etag.slice(0, -1);
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag || tag === `${base}-br"` || tag === `${base}-gzip"`;
  });
}
