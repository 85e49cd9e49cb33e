import { createTestShop, type TestShop } from './app.js';
import { type SignedIn, signUp } from './factories.js';
import { saveSettings, setOrderStatus } from './orders.js';
import { placePaidBy } from './payments.js';
import { createProduct } from './products.js';

/** A fresh shop that takes Cash and Credit, and its Admin. */
export async function openShopTakingCredit(): Promise<{ shop: TestShop; admin: SignedIn }> {
  const shop = await createTestShop();
  const admin = await signUp(shop, { role: 'Admin' });
  await saveSettings(shop, admin.cookie, { paymentMethods: ['Cash', 'Credit'] });
  return { shop, admin };
}

/** A shopper given `limit` rupees of credit, with a delivered Credit order of one product at `rupees`. */
export async function owingShopper(shop: TestShop, admin: SignedIn, limit: number, rupees: number, firstName = 'Asha') {
  const shopper = await signUp(shop, { firstName });
  await giveCredit(shop, admin.cookie, shopper.user._id, limit);
  const product = await createProduct(shop, { rate: rupees, stocks: 10 });
  const order = await placePaidBy(shop, shopper, product, 1, 'Credit');
  await setOrderStatus(shop, admin.cookie, order._id, 'Shipped');
  await setOrderStatus(shop, admin.cookie, order._id, 'Delivered');
  return { shopper, order, product };
}

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
