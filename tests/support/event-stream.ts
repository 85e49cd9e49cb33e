/**
 * A server-sent events client over a real HTTP connection (node:http, streaming), for tests of
 * GET /api/admin/events and GET /api/rider/events: it parses the stream as a browser's EventSource does and keeps every
 * event, comment and `retry:` it reads, so a test can wait for one or count them.
 */
import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { onTestFinished } from 'vitest';

export interface StreamEvent {
  id: string | undefined;
  type: string;
  data: Record<string, unknown>;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body of a refusal (a JSON envelope); undefined for a stream. */
  refusal: { code?: string; message?: unknown } | undefined;
  events: StreamEvent[];
  comments: number;
  retry: number | undefined;
  /** Resolves when the server ends the stream (or the client closes it). */
  ended: Promise<void>;
  /** The first event of this type (already read or still to come) that matches. */
  next(type: string, matches?: (data: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Waits until at least `count` comments (heartbeats) have arrived. */
  nextComments(count: number, timeoutMs?: number): Promise<void>;
  close(): void;
}

function parseBlock(block: string, stream: EventStream): void {
  let type = 'message';
  let id: string | undefined;
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) stream.comments += 1;
    else if (line.startsWith('event: ')) type = line.slice(7);
    else if (line.startsWith('id: ')) id = line.slice(4);
    else if (line.startsWith('data: ')) data.push(line.slice(6));
    else if (line.startsWith('retry: ')) stream.retry = Number(line.slice(7));
  }
  if (data.length > 0) stream.events.push({ id, type, data: JSON.parse(data.join('\n')) });
}

const ADMIN_EVENTS = '/api/admin/events';
/** A rider's own stream (API.md "The delivery run"). */
export const RIDER_EVENTS = '/api/rider/events';

/**
 * Opens GET /api/admin/events (or another stream's path) on a connection of its own (no agent, so no pooled or spare
 * connection outlives the stream and keeps the server's close waiting).
 */
export async function openEventStream(
  origin: string,
  cookie?: string,
  accept = 'text/event-stream',
  path = ADMIN_EVENTS,
): Promise<EventStream> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(`${origin}${path}`, { agent: false, headers: { accept, ...(cookie ? { cookie } : {}) } }, resolve);
    request.on('error', reject);
  });
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const isStream = response.headers['content-type']?.startsWith('text/event-stream') ?? false;
  const stream: EventStream = {
    status: response.statusCode ?? 0,
    headers: response.headers,
    refusal: isStream ? undefined : JSON.parse(await text(response)),
    events: [],
    comments: 0,
    retry: undefined,
    ended: new Promise((resolve) => response.on('close', resolve)),
    next(type, matches = () => true, timeoutMs = 5000) {
      return waitFor(() => stream.events.find((event) => event.type === type && matches(event.data)), timeoutMs, `event ${type}`);
    },
    async nextComments(count, timeoutMs = 5000) {
      await waitFor(() => (stream.comments >= count ? true : undefined), timeoutMs, `${count} comments`);
    },
    close: () => response.destroy(),
  };

  function waitFor<T>(found: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const value = found();
        if (value === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(value);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(stream.events.map((e) => e.type))}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  if (isStream) {
    let buffered = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => {
      buffered += chunk;
      let end = buffered.indexOf('\n\n');
      while (end >= 0) {
        parseBlock(buffered.slice(0, end), stream);
        buffered = buffered.slice(end + 2);
        end = buffered.indexOf('\n\n');
      }
      wake();
    });
    // A stream cut by the server (or by close()) has ended; it is no failure of the client.
    response.on('error', () => {});
  }
  return stream;
}

async function text(response: IncomingMessage): Promise<string> {
  let body = '';
  response.setEncoding('utf8');
  for await (const chunk of response) body += chunk;
  return body;
}

/** An event stream (the owner's unless another path is given) that closes when the test that opened it finishes. */
export async function openEventStreamForTest(origin: string, cookie?: string, accept?: string, path?: string): Promise<EventStream> {
  const stream = await openEventStream(origin, cookie, accept, path);
  onTestFinished(() => stream.close());
  return stream;
}
