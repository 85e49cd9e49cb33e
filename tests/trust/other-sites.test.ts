import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_SITE_MESSAGE } from '#server/http/other-sites.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody } from '../support/orders.js';
import { fingerprintTables } from '../support/trust.js';

/**
 * Another website making a signed-in shopper's browser change something (API.md "Guards against
 * abuse"): every changing route refuses a foreign Origin, or a cross-site fetch without one,
 * before it reads the body, and nothing changes.
 */
let shop: TestShop;
let admin: SignedIn;
let customer: SignedIn;
let product: { id: string; name: string; rate: number; stocks: number; imageKey: string; url: string };
beforeAll(async () => {
  shop = await createTestShop((config) => ({ ...config, allowedOrigins: [...config.allowedOrigins, 'https://kiosk.example.in'] }));
  admin = await signUp(shop, { role: 'Admin' });
  customer = await signUp(shop);
  const category = await addCategory(shop, admin.cookie);
  const added = await addProduct(shop, admin.cookie, { category: category._id, rate: 40, stocks: 25 });
  product = { id: added._id, name: added.name, rate: added.rate, stocks: added.stocks, imageKey: '', url: added.url };
});
afterAll(() => shop.close());

const FOREIGN = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }];

describe('a request from another website', () => {
  it('is refused on every route that changes something, as a guest, a customer and an admin, and nothing changes', async () => {
    const changing = shop.app.routeAccess.filter((r) => r.method !== 'GET' || r.url === '/api/user/logOut');
    expect(changing.length).toBeGreaterThan(20);
    const before = await fingerprintTables(shop.database);
    for (const route of changing) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      for (const cookie of [undefined, customer.cookie, admin.cookie]) {
        for (const headers of FOREIGN) {
          const answer = await shop.app.inject({
            method: route.method as 'POST',
            url,
            headers: { ...headers, ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
            payload: '{}',
          });
          expect(answer.statusCode, `${route.method} ${route.url} ${JSON.stringify(headers)}`).toBe(403);
          expect(answer.json()).toEqual({ success: false, code: 'FORBIDDEN', message: OTHER_SITE_MESSAGE });
        }
      }
    }
    expect(await fingerprintTables(shop.database)).toEqual(before);
    // The shopper is still signed in: the foreign logOut ended nothing.
    expect(
      (await shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie: customer.cookie } })).statusCode,
    ).toBe(200);
  });

  it('an order with a foreign Origin is refused; from the shop itself, an allowed origin or a script it is placed', async () => {
    const place = (headers: Record<string, string>) =>
      shop.app.inject({
        method: 'POST',
        url: '/api/user/new/order',
        headers: { ...headers, cookie: customer.cookie, host: 'shop.example.in' },
        payload: orderBody([{ product, quantity: 1 }]),
      });
    expect((await place({ origin: 'https://shop.example.in.evil.example' })).statusCode).toBe(403);
    expect((await place({ origin: 'http://shop.example.in:8080' })).statusCode).toBe(403);
    expect((await place({ origin: 'https://shop.example.in', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await place({ origin: 'https://kiosk.example.in', 'sec-fetch-site': 'same-site' })).statusCode).toBe(201);
    expect((await place({ origin: shop.config.publicUrl })).statusCode).toBe(201);
    expect((await place({})).statusCode).toBe(201);
  });

  it('reading stays open to every site', async () => {
    for (const headers of FOREIGN) {
      const answer = await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts', headers });
      expect(answer.statusCode).toBe(200);
    }
  });
});
