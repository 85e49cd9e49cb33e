import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from './app.js';
import { type SignedIn, signUp } from './factories.js';
import { setOrderStatus } from './orders.js';
import { call } from './payments.js';

/**
 * The delivery run through the API (API.md "The delivery run"): the owner makes an account a
 * Rider and gives it orders, the rider reads their stops and delivers.
 */

/** A new account the owner of `ownerCookie` makes a Rider in the users screen's call. */
export async function newRider(shop: TestShop, ownerCookie: string, firstName = 'Ravi'): Promise<SignedIn> {
  const rider = await signUp(shop, { firstName });
  await setRole(shop, ownerCookie, rider.user._id, 'Rider');
  return rider;
}

/** PUT /api/user/admin/user/:id: the owner changes an account's role. */
export async function setRole(shop: TestShop, ownerCookie: string, userId: string, role: string): Promise<void> {
  const changed = await call(shop, ownerCookie, 'PUT', `/api/user/admin/user/${userId}`, { UserRole: role });
  if (changed.statusCode !== 200) throw new Error(`role not changed: ${changed.body}`);
}

/** PUT /api/admin/orders/:id/rider as the holder of `cookie`. */
export const assignRider = (shop: TestShop, cookie: string, orderId: string, riderId: string | null) =>
  call(shop, cookie, 'PUT', `/api/admin/orders/${orderId}/rider`, { riderId });

/** PUT /api/rider/orders/:id/delivered as the holder of `cookie`. */
export const deliver = (shop: TestShop, cookie: string, orderId: string, body: Record<string, unknown>) =>
  call(shop, cookie, 'PUT', `/api/rider/orders/${orderId}/delivered`, body);

/** GET /api/rider/orders as the holder of `cookie`. */
export const stopsOf = (shop: TestShop, cookie: string) => call(shop, cookie, 'GET', '/api/rider/orders');

/** An order given to the rider and shipped, as the owner then sees it (with its delivery code). */
export async function shippedTo(shop: TestShop, ownerCookie: string, order: Order, rider: SignedIn): Promise<Order> {
  const assigned = await assignRider(shop, ownerCookie, order._id, rider.user._id);
  if (assigned.statusCode !== 200) throw new Error(`rider not assigned: ${assigned.body}`);
  await setOrderStatus(shop, ownerCookie, order._id, 'Shipped');
  return (await call(shop, ownerCookie, 'GET', `/api/user/my/order/${order._id}`)).json().order;
}

/** Another 4-digit code than the order's. */
export const wrongCodeFor = (order: Pick<Order, 'deliveryCode'>) => String((Number(order.deliveryCode) + 1) % 10_000).padStart(4, '0');
