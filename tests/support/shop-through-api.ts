import { expect } from 'vitest';
import { solidImage } from './catalog-fixtures.js';
import { multipartBody } from './multipart.js';
import type { Client } from './shop-process.js';

/** A JSON request for the process client, with the session cookie and any other header. */
export const jsonRequest = (body: unknown, cookie?: string, extra: Record<string, string> = {}) => ({
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...extra },
});

/** Signs in through the API; answers the session cookie ("name=value"). */
export async function signIn(client: Client, account: { email: string; password: string }): Promise<string> {
  const answer = await client.request('POST', '/api/user/login', jsonRequest(account));
  expect(answer.status, answer.body).toBe(200);
  return String([answer.headers['set-cookie']].flat()[0]).split(';')[0]!;
}

export interface ShopThroughApi {
  productId: string;
  adminCookie: string;
  customerCookie: string;
}

/**
 * A running server's category, product and customer, made through the API as an admin and a
 * shopper would (for tests of the real server process, which have no database handle). The
 * open-orders limit is lifted, as for the test shops (tests/support/database.ts).
 */
export async function setUpShopThroughApi(
  client: Client,
  {
    admin,
    customer,
    product,
  }: {
    admin: { email: string; password: string };
    customer: { email: string; password: string; firstName?: string };
    product: { name: string; rate: number; stocks: number; kilogramOption: string[] };
  },
): Promise<ShopThroughApi> {
  const adminCookie = await signIn(client, admin);
  const image = await solidImage('png');
  const categoryForm = multipartBody({
    categoryName: 'Fruits',
    categoryImage: { filename: 'f.png', contentType: 'image/png', data: image },
  });
  const category = await client.request('POST', '/api/category/add', {
    body: categoryForm.payload,
    headers: { ...categoryForm.headers, cookie: adminCookie },
  });
  expect(category.status, category.body).toBe(201);
  const productForm = multipartBody({
    name: product.name,
    unit: 'Kg',
    rate: String(product.rate),
    stocks: String(product.stocks),
    category: JSON.parse(category.body).category._id,
    kilogramOption: product.kilogramOption,
    image: { filename: 'p.png', contentType: 'image/png', data: image },
  });
  const added = await client.request('POST', '/api/product/add', {
    body: productForm.payload,
    headers: { ...productForm.headers, cookie: adminCookie },
  });
  expect(added.status, added.body).toBe(201);
  // One shopper places every order of these runs: no limit on open orders (API.md "Guards against abuse")
  // nor on what they leave unpaid ("Getting paid").
  const limits = await client.request('PUT', '/api/admin/settings', jsonRequest({ maxOpenOrders: 0, maxUnpaidAmount: 0 }, adminCookie));
  expect(limits.status, limits.body).toBe(200);
  const { firstName = 'Asha', ...account } = customer;
  const registered = await client.request(
    'POST',
    '/api/user/register',
    jsonRequest({ firstName, lastName: 'Patil', ...account, confirmPassword: account.password }),
  );
  expect(registered.status, registered.body).toBe(201);
  return { productId: JSON.parse(added.body).product._id, adminCookie, customerCookie: await signIn(client, account) };
}
