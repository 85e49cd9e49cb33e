import type { TestShop } from './app.js';

/** PUT /api/admin/users/:id/credit as the Admin of `cookie`. */
export function setCreditLimit(shop: TestShop, cookie: string, userId: string, payload: unknown) {
  return shop.app.inject({
    method: 'PUT',
    url: `/api/admin/users/${userId}/credit`,
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });
}

/** Gives a shopper a credit limit (rupees); stops the test unless it is saved. */
export async function giveCredit(shop: TestShop, cookie: string, userId: string, creditLimit: number): Promise<void> {
  const response = await setCreditLimit(shop, cookie, userId, { creditLimit });
  if (response.statusCode !== 200) throw new Error(`credit not given: ${response.body}`);
}

/** POST /api/admin/khata/:userId/payments as the Admin of `cookie`. */
export function payKhata(shop: TestShop, cookie: string, userId: string, payload: unknown) {
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/khata/${userId}/payments`,
    headers: { cookie },
    payload: payload as Record<string, unknown>,
  });
}

/** A GET as the holder of `cookie`, answered as JSON with its status. */
export async function getAs(shop: TestShop, cookie: string, url: string) {
  const response = await shop.app.inject({ method: 'GET', url, headers: { cookie } });
  return { status: response.statusCode, body: response.json() };
}
