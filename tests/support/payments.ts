import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from './app.js';
import type { SignedIn } from './factories.js';
import { orderBody, placeOrder } from './orders.js';
import type { TestProduct } from './products.js';

/** An order of `quantity` of one product, paid as asked; stops the test unless it is placed. Answers the order. */
export async function placePaidBy(
  shop: TestShop,
  shopper: SignedIn,
  product: TestProduct,
  quantity: number,
  paymentMethod?: string,
): Promise<Order> {
  const placed = await placeOrder(shop, shopper.cookie, orderBody([{ product, quantity }], paymentMethod ? { paymentMethod } : {}));
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  return placed.json().order;
}

/** A call as the holder of `cookie`: method, URL and an optional JSON body. */
export function call(shop: TestShop, cookie: string, method: 'GET' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

/** PUT /api/admin/orders/:id/payment as the Admin of `cookie`. */
export function recordPayment(shop: TestShop, cookie: string, orderId: string, payload: Record<string, unknown>) {
  return call(shop, cookie, 'PUT', `/api/admin/orders/${orderId}/payment`, payload);
}

/** GET /api/user/my/order/:id/upi as the shopper of `cookie`. */
export function upiOf(shop: TestShop, cookie: string, orderId: string) {
  return call(shop, cookie, 'GET', `/api/user/my/order/${orderId}/upi`);
}
