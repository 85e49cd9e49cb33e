import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop } from '../support/app.js';
import { addCategory, addProduct, solidImage, uploadedFiles } from '../support/catalog-fixtures.js';
import { login, type SignedIn, signUp } from '../support/factories.js';
import { HOSTILE_COOKIES } from '../support/fuzz/hostile-input.js';
import { attemptsFor, type FuzzTargets, fill, TEMPLATES } from '../support/fuzz/requests.js';
import { orderBody } from '../support/orders.js';
import { newRider } from '../support/riders.js';
import { fingerprintTables } from '../support/trust.js';

/**
 * Trust case 5 (docs/trust.md): hostile input on every route of app.routeAccess, as a guest, a
 * customer, an admin and a rider. Whatever arrives (wrong types, huge or odd Unicode strings, NaN and
 * Infinity, arrays for objects, malformed JSON and multipart, malformed ids, prototype keys,
 * bad cookies), the answer is a 4xx or a read, never a 5xx, and the data does not change: every
 * table and the uploads folder are compared before and after each route's batch.
 */
const shop = await createTestShop();
const routes = shop.app.routeAccess;
afterAll(() => shop.close());

let customer: SignedIn;
let admin: SignedIn;
let rider: SignedIn;
let targets: FuzzTargets;
beforeAll(async () => {
  customer = await signUp(shop, { firstName: 'Asha' });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  rider = await newRider(shop, admin.cookie, 'Ravi');
  const category = await addCategory(shop, admin.cookie, 'Vegetables');
  const product = await addProduct(shop, admin.cookie, { category: category._id, rate: 40, stocks: 25 });
  const order = await shop.app.inject({
    method: 'POST',
    url: '/api/user/new/order',
    headers: { cookie: customer.cookie },
    payload: orderBody([
      { product: { id: product._id, name: product.name, rate: 40, stocks: 25, imageKey: '', url: product.url }, quantity: 1 },
    ]),
  });
  expect(order.statusCode).toBe(201);
  // The bill is numbered in the background after the order commits; asking for it settles that
  // now, so no batch below sees the bill tables change under it.
  const bill = await shop.app.inject({ url: `/api/user/my/order/${order.json().order._id}/invoice`, headers: { cookie: customer.cookie } });
  expect(bill.statusCode).toBe(200);
  await shop.app.inject({
    method: 'POST',
    url: '/api/user/add/review',
    headers: { cookie: customer.cookie },
    payload: { comment: 'Fresh', ratings: 5 },
  });
  targets = {
    category: category._id,
    product: product._id,
    order: order.json().order._id,
    customer: customer.user._id,
    customerEmail: customer.email,
    png: await solidImage('png'),
  };
});

type Role = 'guest' | 'customer' | 'admin' | 'rider';
const ROLES: Role[] = ['guest', 'customer', 'admin', 'rider'];
const userOf = (role: Exclude<Role, 'guest'>) => ({ customer, admin, rider })[role];
const cookieOf = (role: Role) => (role === 'guest' ? undefined : userOf(role).cookie);

async function snapshot() {
  return { tables: await fingerprintTables(shop.database), uploads: uploadedFiles(shop) };
}

const named = routes.map((route) => ({ ...route, name: `${route.method} ${route.url}` }));

/** Requests of a guest carrying a cookie that is no session's. */
const badCookieAttempts = (route: (typeof routes)[number]) =>
  HOSTILE_COOKIES.map((cookie) => ({
    label: `cookie ${cookie.slice(0, 30)}`,
    options: { method: route.method as 'GET', url: fill(route.url, {}), headers: { cookie } },
  }));

describe.each(named)('fuzzing $name', (route) => {
  it('never answers 5xx and changes nothing, as a guest, a customer, an admin and a rider', async ({ task }) => {
    const problems: string[] = [];
    const statuses: Record<number, number> = {};
    let sent = 0;
    for (const role of ROLES) {
      const before = await snapshot();
      // Logging out ends the session, which is its job: a session opened after the snapshot
      // stands in for the user's, and must be gone afterwards like any other change.
      const cookie =
        route.url === '/api/user/logOut' && role !== 'guest'
          ? await login(shop.app, userOf(role).email, userOf(role).password)
          : cookieOf(role);
      const attempts = [...attemptsFor(route, targets), ...(role === 'guest' ? badCookieAttempts(route) : [])];
      for (const attempt of attempts) {
        const headers = { ...(attempt.options.headers as Record<string, string>) };
        if (cookie && !headers.cookie) headers.cookie = cookie;
        const response = await shop.app.inject({ ...attempt.options, headers });
        sent += 1;
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        const where = `${role} ${attempt.label}: ${response.statusCode}`;
        if (response.statusCode >= 500) problems.push(`${where} ${response.body.slice(0, 200)}`);
        else if (response.statusCode >= 400) {
          const body = response.json() as { success?: unknown; code?: unknown; message?: unknown };
          if (body.success !== false || typeof body.code !== 'string' || !body.message) {
            problems.push(`${where} not the error envelope: ${response.body.slice(0, 200)}`);
          }
        } else if (route.method !== 'GET') problems.push(`${where} a hostile ${route.method} was accepted: ${response.body.slice(0, 200)}`);
      }
      const after = await snapshot();
      for (const [table, state] of Object.entries(after.tables)) {
        const earlier = before.tables[table as keyof typeof before.tables];
        if (JSON.stringify(state) !== JSON.stringify(earlier)) problems.push(`${role}: table ${table} changed`);
      }
      if (JSON.stringify(after.uploads) !== JSON.stringify(before.uploads)) problems.push(`${role}: files changed in uploads`);
    }
    task.meta.figures = { requests: sent, ...Object.fromEntries(Object.entries(statuses).map(([status, n]) => [`HTTP ${status}`, n])) };
    expect(problems).toEqual([]);
  }, 120_000);
});

describe('the fuzz pass itself', () => {
  it('left no property planted on Object.prototype', () => {
    const probe = {} as Record<string, unknown>;
    expect([probe.role, probe.x, probe.isAdmin]).toEqual([undefined, undefined, undefined]);
  });

  it('covers every route of the route table, each with a template when it reads a body', () => {
    const withBody = routes.filter((r) => r.method === 'POST' || r.method === 'PUT').map((r) => `${r.method} ${r.url}`);
    expect(withBody.filter((key) => !TEMPLATES[key])).toEqual([]);
    expect(routes.length).toBeGreaterThan(20);
  });
});
