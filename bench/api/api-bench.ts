import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { STOREFRONT_PAGE_SIZE } from '#common/constants.js';
import { configFrom } from '#server/config.js';
import { openConfiguredDatabase } from '#server/db/open-for-config.js';
import { cpuTimeMs, residentMemory } from '../stats.js';
import { type BenchCatalogue, growCatalogue, LARGE_CATALOGUE_PRODUCTS, orderBodyFor, seedBenchCatalogue } from './catalogue.js';
import { type CapturedAnswers, capture, startCeilingServer } from './ceiling.js';
import { type LoadRequest, type LoadResult, runLoad } from './load.js';
import { startShopServer } from './shop-server.js';

export interface Endpoint {
  name: string;
  /** The request autocannon repeats (GET paths rotate through `paths`). */
  request: LoadRequest;
  /** Every path the load asks, captured for the ceiling. */
  paths: string[];
  method: 'GET' | 'POST';
  /**
   * A catalogue read (targets: 50% of the ceiling, p99 limits), the search box's suggestions or
   * the storefront's first page of 24 (both measured on a catalogue grown to
   * LARGE_CATALOGUE_PRODUCTS products) or the order call.
   */
  kind: 'read' | 'detail' | 'suggest' | 'page' | 'order';
}

export interface ReadUnderOrders {
  reads: number;
  failures: number;
  /** The read that opened the connection, not counted in the others. */
  firstMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface DatabaseRun {
  database: 'pglite' | 'postgres';
  /** Each endpoint's load on the shop and, right after it, on the ceiling server. */
  results: {
    endpoint: string;
    kind: Endpoint['kind'];
    load: LoadResult;
    ceiling: LoadResult;
    /** The shop server's CPU time (every thread, PGlite's included) during the measured load, per request answered. */
    cpuMsPerRequest: number;
  }[];
  /** Absent when the order endpoint was left out (--endpoints). */
  readDuringOrders: ReadUnderOrders | undefined;
  /**
   * The server's resident memory: its peak, at the end of the last load, and after 15 s of quiet
   * (what V8 and the allocator gave back by themselves).
   */
  rss: { peakMb: number; endOfLoadMb: number; afterMb: number };
}

const PRODUCTS = '/api/product/getAllProducts';
/** The RSS "after the load" is read this long after the server's last request. */
export const QUIET_BEFORE_RSS_MS = 15_000;

/** What every browser sends: the shop answers catalogue reads compressed, as shoppers get them. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br' };
const rotate = (paths: string[]) => {
  let i = 0;
  return () => ({ path: paths[i++ % paths.length]! });
};

/** The calls that matter most: the catalogue reads a shopper makes and placing an order. */
export function endpointsOf(catalogue: BenchCatalogue): Endpoint[] {
  const [a, b] = catalogue.categoryIds;
  const details = catalogue.products.slice(0, 100).map((p) => `/api/product/getSingleProduct/${p.id}`);
  const get = (name: string, paths: string[], kind: Endpoint['kind'] = 'read'): Endpoint => {
    const next = rotate(paths);
    return {
      name,
      paths,
      method: 'GET',
      kind,
      request: { path: paths[0]!, headers: BROWSER, ...(paths.length > 1 ? { next: () => next() as never } : {}) },
    };
  };
  let n = 0;
  const orderRequest: LoadRequest = {
    method: 'POST',
    path: '/api/user/new/order',
    next: () => {
      n++;
      // Three different products per order, spread over the catalogue so orders rarely queue on one row.
      const lines = [0, 1, 2].map((k) => catalogue.products[(n * 7 + k * 331) % catalogue.products.length]!);
      return {
        headers: {
          ...BROWSER,
          'content-type': 'application/json',
          cookie: catalogue.customerCookies[n % catalogue.customerCookies.length]!,
          'idempotency-key': randomUUID(),
        },
        body: orderBodyFor(lines),
      };
    },
  };
  return [
    get('getAllProducts', [PRODUCTS]),
    get('getAllProducts ?keyword=tomato', [`${PRODUCTS}?keyword=tomato`]),
    get('getAllProducts ?category&gte&lte', [`${PRODUCTS}?category=${a},${b}&gte=50&lte=250`]),
    get('recent products', ['/api/product/recent/products']),
    get('single product (100 ids)', details, 'detail'),
    get('categories', ['/api/category/get']),
    // The storefront's product list as it opens: its first page of 24 (decision 0020).
    get(`getAllProducts ?page=1&limit=${STOREFRONT_PAGE_SIZE}`, [`${PRODUCTS}?page=1&limit=${STOREFRONT_PAGE_SIZE}`], 'page'),
    get(
      'suggest',
      catalogue.suggestKeywords.map((q) => `/api/product/suggest?q=${encodeURIComponent(q)}`),
      'suggest',
    ),
    { name: 'new order', paths: ['/api/user/new/order'], method: 'POST', kind: 'order', request: orderRequest },
  ];
}

const execFileAsync = promisify(execFile);

/**
 * One database's run: seed the benchmark shop and load its endpoints on the built server; then,
 * on the same shop grown to 10,000 products, the search box's suggestions and the storefront's
 * first page.
 */
export async function benchDatabase(options: {
  database: 'pglite' | 'postgres';
  env: Record<string, string>;
  port: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  ceilingPort: number;
  scratchDir: string;
  /** Only the endpoints whose name contains one of these (all when empty). */
  only: string[];
  log: (line: string) => void;
}): Promise<DatabaseRun> {
  const { env, port, log } = options;
  const config = configFrom({ ...env, PORT: String(port), SEED_DEMO: '1', LOG_LEVEL: 'warn' });
  const database = await openConfiguredDatabase(config);
  let catalogue: BenchCatalogue;
  try {
    catalogue = await seedBenchCatalogue(database, config);
  } finally {
    await database.close();
  }
  log(
    `  seeded ${catalogue.products.length} products in ${catalogue.categoryIds.length} categories, ${catalogue.customerCookies.length} customers`,
  );

  const selected = endpointsOf(catalogue).filter((e) => options.only.length === 0 || options.only.some((o) => e.name.includes(o)));
  const onLarge = (e: Endpoint) => e.kind === 'suggest' || e.kind === 'page';
  const first = selected.filter((e) => !onLarge(e));
  const large = selected.filter(onLarge);
  const runs: Awaited<ReturnType<typeof loadEndpoints>>[] = [];
  if (first.length > 0) runs.push(await loadEndpoints(first, catalogue, options));
  if (large.length > 0) {
    // These targets are set on a catalogue of 10,000 products: grown with the server stopped.
    const grown = await openConfiguredDatabase(config);
    try {
      await growCatalogue(grown, LARGE_CATALOGUE_PRODUCTS);
    } finally {
      await grown.close();
    }
    log(`  grew the catalogue to ${LARGE_CATALOGUE_PRODUCTS} products for the suggestions and the first page`);
    runs.push(await loadEndpoints(large, catalogue, options));
  }
  return {
    database: options.database,
    results: runs.flatMap((run) => run.results),
    readDuringOrders: runs.find((run) => run.readDuringOrders)?.readDuringOrders,
    rss: (runs[0] ?? { rss: { peakMb: 0, endOfLoadMb: 0, afterMb: 0 } }).rss,
  };
}

/**
 * Starts the built server on the seeded database, captures each endpoint's answer (for the
 * ceiling), then loads each endpoint in turn, orders with a shopper reading a product page at
 * the same time.
 */
async function loadEndpoints(
  endpoints: Endpoint[],
  catalogue: BenchCatalogue,
  options: Parameters<typeof benchDatabase>[0],
): Promise<Pick<DatabaseRun, 'results' | 'readDuringOrders' | 'rss'>> {
  const { env, port, connections, seconds, warmupSeconds, log } = options;
  const server = await startShopServer({ ...env, SEED_DEMO: '0' }, port);
  const answers: CapturedAnswers = {};
  try {
    for (const endpoint of endpoints) {
      if (endpoint.method === 'GET') {
        for (const p of endpoint.paths) await capture(answers, server.url, p, { headers: BROWSER });
      } else {
        const { headers, body } = endpoint.request.next!();
        await capture(answers, server.url, endpoint.paths[0]!, { method: 'POST', headers, body });
      }
    }
    const ceilingServer = await startCeilingServer(answers, options.ceilingPort, options.scratchDir);
    const onCeiling = (endpoint: Endpoint) => runLoad(ceilingServer.url, endpoint.request, { connections, seconds, warmupSeconds });

    const results: DatabaseRun['results'] = [];
    let readDuringOrders: ReadUnderOrders | undefined;
    let lastLoadEnded = Date.now();
    let endOfLoadMb = 0;
    for (const endpoint of endpoints) {
      // A shopper opens product pages while 50 connections place orders, from the measured seconds on.
      const probe =
        endpoint.kind === 'order'
          ? execFileAsync(process.execPath, [
              path.resolve('bench/api/read-probe.mjs'),
              `${server.url}/api/product/getSingleProduct/${catalogue.products[500]!.id}`,
              String(seconds - 1),
              String(warmupSeconds),
            ])
          : undefined;
      let cpuBefore = cpuTimeMs(server.pid);
      const load = await runLoad(server.url, endpoint.request, {
        connections,
        seconds,
        warmupSeconds,
        onMeasuring: () => {
          cpuBefore = cpuTimeMs(server.pid);
        },
      });
      const cpuMsPerRequest = (cpuTimeMs(server.pid) - cpuBefore) / Math.max(1, load.requests);
      lastLoadEnded = Date.now();
      endOfLoadMb = residentMemory(server.pid).currentMb;
      if (probe) readDuringOrders = JSON.parse((await probe).stdout) as ReadUnderOrders;
      const ceiling = await onCeiling(endpoint);
      results.push({ endpoint: endpoint.name, kind: endpoint.kind, load, ceiling, cpuMsPerRequest });
      log(
        `  ${endpoint.name}: ${load.reqPerSec} req/s (ceiling ${ceiling.reqPerSec}), p99 ${load.p99Ms} ms, ${load.failures} failures, server CPU ${cpuMsPerRequest.toFixed(2)} ms per request`,
      );
    }
    await ceilingServer.stop();
    // Read once the server has been quiet for a while.
    await sleep(Math.max(0, lastLoadEnded + QUIET_BEFORE_RSS_MS - Date.now()));
    const { peakMb, currentMb } = residentMemory(server.pid);
    return { results, readDuringOrders, rss: { peakMb, endOfLoadMb, afterMb: currentMb } };
  } finally {
    await server.stop();
  }
}
