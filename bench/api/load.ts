import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { median } from '../stats.js';

// autocannon appends every answer's body to a string (`req.body += data` in its
// PipelinedRequestsQueue, mcollina/autocannon#485, open in 9.0.0), decoding it as UTF-8 for an
// `onResponse` the bench never passes. On compressed answers that decoding, not the server, was
// the limit: a bare node:http server answering 60 KB of brotli bytes gave 859 req/s at 50
// connections, the same server answering 60 KB of ASCII 14,965. The bench reads status codes,
// byte counts and times only, so the body is not kept.
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody(data: Buffer): void };
};
PipelinedRequestsQueue.prototype.addBody = () => {};

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** Headers and body of each request, chosen afresh per request (orders: shopper and key). */
  next?: () => { headers?: Record<string, string>; body?: string };
}

export interface LoadResult {
  /** Median of the per-second request counts. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  /** Answers other than 2xx/304, connection errors and timeouts, the warm-up's included. */
  failures: number;
}

/** The value at quantile `q` of ascending `values`, to a tenth of a millisecond. */
function quantile(values: readonly number[], q: number): number {
  return Math.round((values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0) * 10) / 10;
}

/**
 * Runs autocannon against `baseUrl` for `warmupSeconds` and then `seconds` without a pause, and
 * returns the figures the report prints of the answers that came in after the warm-up.
 * `onMeasuring` is called as the measured seconds begin.
 *
 * One run rather than a warm-up run and then a measured one: when a run ends, autocannon closes
 * its connections with their requests unanswered, and the server goes on with them; a second
 * run begun at once would find as many requests again ahead of its first ones, twice the load it
 * names (the first second of an order load's p99 measured 290–360 ms that way, the seconds after
 * it 140–190 ms).
 */
export async function runLoad(
  baseUrl: string,
  request: LoadRequest,
  {
    connections,
    seconds,
    warmupSeconds = 0,
    onMeasuring,
  }: { connections: number; seconds: number; warmupSeconds?: number; onMeasuring?: () => void },
): Promise<LoadResult> {
  const { next, method = 'GET', path, headers } = request;
  let run!: autocannon.Instance;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    run = autocannon(
      {
        url: baseUrl,
        connections,
        duration: warmupSeconds + seconds,
        requests: [
          {
            method,
            path,
            ...(headers ? { headers } : {}),
            ...(next
              ? {
                  setupRequest: (req: autocannon.Request) => {
                    const { headers, body } = next();
                    return { ...req, headers: { ...req.headers, ...headers }, ...(body === undefined ? {} : { body }) };
                  },
                }
              : {}),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  const measuredFrom = performance.now() + warmupSeconds * 1000;
  const warmup = setTimeout(() => onMeasuring?.(), warmupSeconds * 1000);
  const latencies: number[] = [];
  const perSecond = new Array<number>(seconds).fill(0);
  run.on('response', (_client: unknown, _status: number, _bytes: number, responseMs: number) => {
    const second = Math.floor((performance.now() - measuredFrom) / 1000);
    if (second < 0) return;
    latencies.push(responseMs);
    if (second < seconds) perSecond[second]!++;
  });
  const result = await done;
  clearTimeout(warmup);
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: median(perSecond),
    p50Ms: quantile(latencies, 0.5),
    p99Ms: quantile(latencies, 0.99),
    maxMs: quantile(latencies, 1),
    requests: latencies.length,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
