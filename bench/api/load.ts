import { createRequire } from 'node:module';
import autocannon from 'autocannon';

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
  /** Answers other than 2xx/304, connection errors and timeouts. */
  failures: number;
}

/** Runs autocannon against `baseUrl` and returns the figures the report prints. */
export async function runLoad(
  baseUrl: string,
  request: LoadRequest,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  const { next, method = 'GET', path, headers } = request;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
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
  });
  return {
    reqPerSec: result.requests.p50,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
