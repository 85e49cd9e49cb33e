import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { type ErrorCode, statusOfCode } from '#common/errors.js';
import type { RouteAccess } from '#server/http/access.js';
import { createTestShop } from '../support/app.js';
import { signUp } from '../support/factories.js';
import { orderBody } from '../support/orders.js';
import { newRider } from '../support/riders.js';

// The shop is built while the file is collected: the cases come from its route table and its API
// document, so a route added later is checked without touching this file.
const shop = await createTestShop();
const customer = await signUp(shop);
const admin = await signUp(shop, { role: 'Admin' });
const rider = await newRider(shop, admin.cookie);
afterAll(() => shop.close());

interface DocumentedAnswer {
  description: string;
  content?: { 'application/json'?: { schema?: { properties?: Record<string, { enum?: unknown[] }> } & Record<string, unknown> } };
}
interface Operation {
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, DocumentedAnswer>;
}
const docs = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
const paths = docs.json().paths as Record<string, Record<string, Operation>>;

const named = (list: RouteAccess[]) => list.map((r) => ({ ...r, name: `${r.method} ${r.url}` }));
const routes = named(shop.app.routeAccess);

/** The route's operation in the document: `/api/x/:id` is written `/api/x/{id}` there. */
function operationOf(route: { method: string; url: string }): Operation {
  const operation = paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
  if (!operation) throw new Error(`${route.method} ${route.url} is not in the API document`);
  return operation;
}
const errorStatuses = (route: RouteAccess) => Object.keys(operationOf(route).responses).filter((status) => Number(status) >= 400);
const schemaAt = (route: { method: string; url: string }, status: number) =>
  operationOf(route).responses[status]?.content?.['application/json']?.schema;
const documentedCodes = (route: { method: string; url: string }, status: number) =>
  (schemaAt(route, status)?.properties?.code?.enum ?? []) as string[];

/** A real answer of `route` is a refusal the document lists under its status, with its code and its shape. */
function expectDocumented(
  route: { method: string; url: string },
  response: LightMyRequestResponse,
  expected: { status: number; code: ErrorCode },
) {
  const body = response.json();
  expect({ status: response.statusCode, code: body.code }).toEqual(expected);
  expect(documentedCodes(route, response.statusCode)).toContain(body.code);
  const properties = schemaAt(route, response.statusCode)?.properties ?? {};
  for (const key of Object.keys(body)) expect(properties).toHaveProperty(key);
}

describe.each(routes)('the documented refusals of $name', (route) => {
  it('are listed, each the envelope with a code enum of its own status', () => {
    expect(errorStatuses(route).length).toBeGreaterThan(0);
    for (const status of errorStatuses(route)) {
      const answer = operationOf(route).responses[status] as DocumentedAnswer;
      const schema = answer.content?.['application/json']?.schema;
      expect(schema).toMatchObject({
        type: 'object',
        required: expect.arrayContaining(['success', 'message', 'code']),
        properties: {
          success: { enum: [false] },
          message: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
          code: { type: 'string', enum: expect.any(Array) },
          items: { type: 'array' },
        },
      });
      const codes = documentedCodes(route, Number(status));
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(statusOfCode[code as ErrorCode]).toBe(Number(status));
      for (const code of codes) expect(answer.description).toContain(code);
    }
  });

  // A public route may answer 401 too (a wrong password at login); one needing a session always can.
  if (route.access !== 'public') {
    it('include 401 for a guest', () => {
      expect(documentedCodes(route, 401)).toEqual(['UNAUTHENTICATED']);
    });
  }

  // Only the routes of one role (the Admin's, a Rider's) refuse the signed-in of another.
  const oneRole = route.access === 'admin' || route.access === 'rider';
  it(`${oneRole ? 'include' : 'leave out'} 403, which only the routes of one role give`, () => {
    expect(documentedCodes(route, 403)).toEqual(oneRole ? ['FORBIDDEN'] : []);
  });

  const operation = operationOf(route);
  if (operation.parameters?.length || operation.requestBody) {
    it('include 400 for its input', () => {
      expect(documentedCodes(route, 400)).toEqual(['VALIDATION']);
    });
  }
});

describe('real refusals are listed under their status with their code', () => {
  it('404 for an unknown product', async () => {
    const response = await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${randomUUID()}` });
    expectDocumented({ method: 'GET', url: '/api/product/getSingleProduct/:id' }, response, { status: 404, code: 'NOT_FOUND' });
  });

  it('409 naming the cart lines for a product no longer sold', async () => {
    const ghost = { id: randomUUID(), name: 'Old Spinach', rate: 10, stocks: 5, imageKey: 'x.webp', url: '/uploads/x.webp' };
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/new/order',
      headers: { cookie: customer.cookie },
      payload: orderBody([{ product: ghost, quantity: 1 }]),
    });
    expectDocumented({ method: 'POST', url: '/api/user/new/order' }, response, { status: 409, code: 'OUT_OF_STOCK' });
    expect(response.json().items).toEqual([{ _id: ghost.id, name: 'Old Spinach', stocks: 0 }]);
  });

  it('400 with one line per problem for a bad registration', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { firstName: '', lastName: 'Patil', email: 'not an e-mail', password: 'x', confirmPassword: 'y' },
    });
    expectDocumented({ method: 'POST', url: '/api/user/register' }, response, { status: 400, code: 'VALIDATION' });
    expect(response.json().message.length).toBeGreaterThan(1);
  });

  it("400 from Fastify's own check of a malformed path, in the envelope", async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/product/getSingleProduct/%E0%A4%A' });
    expectDocumented({ method: 'GET', url: '/api/product/getSingleProduct/:id' }, response, { status: 400, code: 'VALIDATION' });
  });

  it('401 for a guest asking who is signed in', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser' });
    expectDocumented({ method: 'GET', url: '/api/user/getloggeduser' }, response, { status: 401, code: 'UNAUTHENTICATED' });
  });

  it('403 for a customer listing the users', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/api/user/admin/user', headers: { cookie: customer.cookie } });
    expectDocumented({ method: 'GET', url: '/api/user/admin/user' }, response, { status: 403, code: 'FORBIDDEN' });
  });
});

/**
 * Requests any route may get: made-up ids and an empty body, a NUL in the query and, where a body
 * is read, one too large and one of a type the server does not read. They change nothing.
 */
function oddRequests(route: RouteAccess, cookie: string | undefined) {
  const url = route.url.replace(/:\w+/g, () => randomUUID());
  const headers = cookie ? { cookie } : {};
  const method = route.method as 'GET';
  const base = [
    { method, url, headers },
    { method, url: `${url}?q=a%00b`, headers },
  ];
  if (method === 'GET') return base;
  return [
    ...base.map((request) => ({ ...request, payload: {} })),
    { method, url, headers, payload: { filler: 'x'.repeat(101 * 1024) } },
    { method, url, headers: { ...headers, 'content-type': 'application/xml' }, payload: '<cart/>' },
  ];
}

describe.each(routes)('every refusal $name gives', (route) => {
  it('is in the document under its status', async () => {
    // Logging out would end the session the other routes are called with.
    const cookies = route.url === '/api/user/logOut' ? [undefined] : [undefined, customer.cookie, admin.cookie, rider.cookie];
    const refusals = new Set<string>();
    for (const cookie of cookies) {
      for (const request of oddRequests(route, cookie)) {
        const response = await shop.app.inject(request);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode < 400) continue;
        const { code } = response.json();
        refusals.add(`${response.statusCode} ${code}`);
        expect(documentedCodes(route, response.statusCode), `${response.statusCode} ${code}`).toContain(code);
      }
    }
    // The walk reaches at least the input check of every route.
    expect(refusals).toContain('400 VALIDATION');
  });
});

describe('API_DOCS=0', () => {
  it('takes the API pages away and keeps the API', async () => {
    const quiet = await createTestShop((config) => ({ ...config, apiDocs: false }));
    try {
      for (const url of ['/api/docs', '/api/docs/json']) expect((await quiet.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      expect((await quiet.app.inject({ method: 'GET', url: '/api/product/getAllProducts' })).statusCode).toBe(200);
    } finally {
      await quiet.close();
    }
  });
});
