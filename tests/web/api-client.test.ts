import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '#common/errors.js';
import type { TestShop } from '#tests/support/app.js';
import { ApiError, api } from '#web/lib/api-client.js';
import { serveShop, setPageOrigin, signUpInPage } from './support/serve-shop.js';

let shop: TestShop;
let shopOrigin: string;
beforeAll(async () => {
  ({ shop, origin: shopOrigin } = await serveShop());
});
afterAll(() => shop.close());
// Some tests move the page elsewhere; every test starts on the shop.
afterEach(() => setPageOrigin(shopOrigin));

/** The ApiError a request fails with (the test fails if it succeeds or throws anything else). */
async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => new Error('the request succeeded'),
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

/** A local server that answers every request with `body` and `status`, like a proxy in front of the shop might. */
async function listenAnswering(status: number, body: string, contentType: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(status, { 'content-type': contentType });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('the API client against the shop', () => {
  it("answers the shop's JSON on success", async () => {
    const answer = await api.get<{ success: boolean; Categories: unknown[] }>('/api/category/get');
    expect(answer).toEqual({ success: true, Categories: [] });
  });

  it('turns an unknown route into an ApiError with the status, code and message of the envelope', async () => {
    const error = await failureOf(api.get('/api/no/such/route', { query: { page: 2, keyword: undefined } }));
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', messages: ['Route GET /api/no/such/route Not Found..!!'], items: [] });
    expect(error.message).toBe('Route GET /api/no/such/route Not Found..!!');
  });

  it('keeps every line of a refused form, in order', async () => {
    const error = await failureOf(api.post('/api/user/register', { firstName: 'Asha', email: 'not an e-mail' }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.messages.length).toBeGreaterThan(1);
    expect(error.messages).toContain('Email: Invalid Email..!!');
    expect(error.message).toBe(error.messages.join('\n'));
  });

  it('says 401 UNAUTHENTICATED to a guest, and sends the session cookie once logged in', async () => {
    const guest = await failureOf(api.get('/api/user/getloggeduser'));
    expect(guest).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', messages: ['Please Login To Access This Resource..!!'] });

    const user = await signUpInPage();
    const answer = await api.get<{ user: { _id: string } }>('/api/user/getloggeduser');
    expect(answer.user._id).toBe(user._id);
    await api.get('/api/user/logOut');
  });
});

describe('the API client when the shop cannot answer', () => {
  it('reports a refused connection as NETWORK with status 0 and the generic message', async () => {
    // A port that was free a moment ago: nothing listens there any more.
    const { server, origin } = await listenAnswering(200, '{}', 'application/json');
    await close(server);
    setPageOrigin(origin);
    const error = await failureOf(api.get('/api/category/get'));
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', messages: [GENERIC_ERROR_MESSAGE] });
  });

  it('reports an answer that is not JSON as BAD_RESPONSE with its status', async () => {
    const { server, origin } = await listenAnswering(502, '<h1>Bad Gateway</h1>', 'text/html');
    setPageOrigin(origin);
    try {
      const error = await failureOf(api.get('/api/category/get'));
      expect(error).toMatchObject({ status: 502, code: 'BAD_RESPONSE', messages: [GENERIC_ERROR_MESSAGE] });
    } finally {
      await close(server);
    }
  });

  it('refuses a successful answer that is not a JSON object', async () => {
    const { server, origin } = await listenAnswering(200, '"just text"', 'application/json');
    setPageOrigin(origin);
    try {
      const error = await failureOf(api.get('/api/category/get'));
      expect(error).toMatchObject({ status: 200, code: 'BAD_RESPONSE', messages: [GENERIC_ERROR_MESSAGE] });
    } finally {
      await close(server);
    }
  });

  it('lets a cancelled request fail as an abort, not as a network failure', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await api.get('/api/category/get', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
