import { once } from 'node:events';
import http from 'node:http';
import type net from 'node:net';

/** A request the gateway took: its path, its Authorization header and its JSON body. */
export interface ReceivedText {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  at: number;
}

export interface TestTextGateway {
  /** `http://127.0.0.1:<port>`: the base of SMS_WEBHOOK_URL or WHATSAPP_API_URL. */
  url: string;
  /** What it took (answered 2xx), in order. */
  received: ReceivedText[];
  /** Every request, taken or refused, in order, with its answer's status. */
  attempts: (ReceivedText & { status: number })[];
  /** Answers the next `count` requests with `status` and `body`, as a gateway in trouble does. */
  refuseNext(count: number, status?: number, body?: unknown): void;
  /** Stops listening: connections are refused, as by a gateway that is down. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** The requests taken so far once there are at least `count`; throws after `timeoutMs`. */
  waitForTexts(count: number, timeoutMs?: number): Promise<ReceivedText[]>;
}

const CROSS_ORIGIN = { 'access-control-allow-origin': '*' };

/**
 * A real HTTP server on a free port of 127.0.0.1 standing in for an SMS relay (any POST of JSON
 * `{ to, text }`) and for WhatsApp's Cloud API (`POST /{version}/{phone id}/messages`, answered
 * as the Graph API answers: the message's id, or `{ error: { message, code, ... } }`).
 */
export async function startTextGateway({
  delayMs = 0,
  onReceived,
}: {
  /** How long each request waits before its answer. */ delayMs?: number;
  /** Hears each text taken, as it is taken (the browser tests' relay writes them down). */
  onReceived?: (text: ReceivedText) => void;
} = {}): Promise<TestTextGateway> {
  const received: ReceivedText[] = [];
  const attempts: TestTextGateway['attempts'] = [];
  let refusals: { count: number; status: number; body: unknown } = { count: 0, status: 503, body: {} };
  let server: http.Server | undefined;
  let port = 0;
  let served = 0;

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    // In the web tests the shop runs inside happy-dom, whose fetch asks as a browser does: a
    // preflight first, then the answer read only with the cross-origin header. A real relay is
    // asked by Node's fetch, which needs neither.
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          ...CROSS_ORIGIN,
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'authorization, content-type',
        })
        .end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    const text: ReceivedText = {
      path: request.url ?? '',
      authorization: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>,
      at: Date.now(),
    };
    const refused = refusals.count > 0;
    const status = refused ? refusals.status : 200;
    attempts.push({ ...text, status });
    if (refused) {
      refusals.count--;
      response.writeHead(status, { ...CROSS_ORIGIN, 'content-type': 'application/json' }).end(JSON.stringify(refusals.body));
      return;
    }
    received.push(text);
    onReceived?.(text);
    served++;
    response.writeHead(200, { ...CROSS_ORIGIN, 'content-type': 'application/json' }).end(
      JSON.stringify({
        messaging_product: 'whatsapp',
        contacts: [{ input: text.body.to, wa_id: text.body.to }],
        messages: [{ id: `wamid.test${served}` }],
      }),
    );
  };

  const listen = async () => {
    const next = http.createServer((request, response) => {
      handle(request, response).catch(() => response.destroy());
    });
    next.listen(port, '127.0.0.1');
    await once(next, 'listening');
    port = (next.address() as net.AddressInfo).port;
    server = next;
  };
  await listen();

  return {
    url: `http://127.0.0.1:${port}`,
    received,
    attempts,
    refuseNext(count, status = 503, body = { error: 'try again later' }) {
      refusals = { count, status, body };
    },
    async stop() {
      const closing = server;
      server = undefined;
      if (!closing) return;
      const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
      // Kept-alive connections from the shop's fetch would keep the port answering.
      closing.closeAllConnections();
      await closed;
    },
    start: listen,
    async waitForTexts(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} texts arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
  };
}
