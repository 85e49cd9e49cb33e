import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteAccess } from '#server/http/access.js';
import { createTestShop } from '../support/app.js';
import { signUp } from '../support/factories.js';
import { newRider } from '../support/riders.js';

// The shop is built while the file is collected: the cases below come from its route table, so a
// route added later by any module is covered without touching this file.
const shop = await createTestShop();
const customer = await signUp(shop);
const admin = await signUp(shop, { role: 'Admin' });
const rider = await newRider(shop, admin.cookie);
afterAll(() => shop.close());

const routes = shop.app.routeAccess;
const byAccess = (access: RouteAccess['access']) => routes.filter((r) => r.access === access);
const named = (list: RouteAccess[]) => list.map((r) => ({ ...r, name: `${r.method} ${r.url}` }));

/** Calls a route with random UUIDs for its path parameters and, where it takes one, an empty JSON body. */
function hit(route: RouteAccess, cookie?: string) {
  const url = route.url.replace(/:\w+(\([^)]*\))?/g, () => randomUUID()).replace(/\*/g, 'any');
  const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method);
  return shop.app.inject({
    method: route.method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

/** Every /api route the router knows, read from its printed tree (one node per line, 4 columns per level). */
function registeredApiRoutes(): string[] {
  const found: string[] = [];
  const stack: string[] = [];
  for (const line of shop.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + (match[2] as string);
    stack[depth] = path;
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') found.push(`${method} ${path}`);
  }
  return found.filter((r) => /^\w+ \/api\//.test(r) && !r.includes('/api/docs'));
}

describe('route table', () => {
  it('holds every /api route the server answers (API docs aside)', () => {
    const table = routes.map((r) => `${r.method} ${r.url}`);
    expect(registeredApiRoutes().sort()).toEqual([...table].sort());
  });

  it('includes the admin and customer calls of the users and reviews modules', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: '/api/user/admin/user', access: 'admin' },
        { method: 'DELETE', url: '/api/user/admin/review/:id', access: 'admin' },
        { method: 'POST', url: '/api/user/add/review', access: 'user' },
        { method: 'GET', url: '/api/user/get/reviews', access: 'public' },
      ]),
    );
  });
});

describe.each(named(byAccess('admin')))('admin route $name', (route) => {
  it('answers a guest 401', async () => {
    const response = await hit(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED', message: expect.any(String) });
  });

  it('answers a customer 403, and a rider', async () => {
    for (const cookie of [customer.cookie, rider.cookie]) {
      const response = await hit(route, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: expect.any(String) });
    }
  });

  if (route.method === 'GET') {
    it('lets an admin through', async () => {
      expect([401, 403]).not.toContain((await hit(route, admin.cookie)).statusCode);
    });
  }
});

describe.each(named(byAccess('rider')))('rider route $name', (route) => {
  it('answers a guest 401', async () => {
    expect((await hit(route)).statusCode).toBe(401);
  });

  it('answers a customer and the owner 403', async () => {
    for (const cookie of [customer.cookie, admin.cookie]) {
      const response = await hit(route, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
  });

  if (route.method === 'GET') {
    it('lets a rider through', async () => {
      expect([401, 403]).not.toContain((await hit(route, rider.cookie)).statusCode);
    });
  }
});

describe.each(named(byAccess('user')))('signed-in route $name', (route) => {
  it('answers a guest 401', async () => {
    const response = await hit(route);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  if (route.method === 'GET') {
    it('lets a customer through', async () => {
      expect([401, 403]).not.toContain((await hit(route, customer.cookie)).statusCode);
    });
  }
});

describe.each(named(byAccess('public').filter((r) => r.method === 'GET')))('public route $name', (route) => {
  it('answers a guest without asking for a login', async () => {
    expect([401, 403]).not.toContain((await hit(route)).statusCode);
  });
});
