import { expect } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from '#tests/support/app.js';
import type { SignedIn } from '#tests/support/factories.js';
import { call } from '#tests/support/payments.js';
import { assignRider, newRider } from '#tests/support/riders.js';

/**
 * The owner's side of the delivery run for the rider's screen tests (API.md "The delivery run";
 * the calls themselves are tests/support/riders.ts): a new account made a Rider, an order shipped
 * (its delivery code read from the owner's answer) and given to a rider.
 */

/** A new account, made a Rider by the owner. */
export async function makeRider(shop: TestShop, owner: SignedIn, firstName = 'Raju'): Promise<SignedIn> {
  const rider = await newRider(shop, owner.cookie, firstName);
  return { ...rider, user: { ...rider.user, role: 'Rider' } };
}

/** Ships an order as the owner and answers its delivery code (the owner's order answer carries it). */
export async function ship(shop: TestShop, owner: SignedIn, orderId: string): Promise<string> {
  const shipped = await call(shop, owner.cookie, 'PUT', `/api/user/update/order/${orderId}`, { oStatus: 'Shipped' });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const { deliveryCode } = shipped.json().Order as Order;
  expect(deliveryCode).toMatch(/^\d{4}$/);
  return deliveryCode;
}

/** Gives an order to a rider. */
export async function assign(shop: TestShop, owner: SignedIn, orderId: string, riderId: string): Promise<void> {
  const given = await assignRider(shop, owner.cookie, orderId, riderId);
  expect(given.statusCode, given.body).toBe(200);
}

/** The order as its shopper sees it now. */
export async function shoppersOrder(shop: TestShop, shopper: SignedIn, orderId: string): Promise<Order> {
  const answer = await call(shop, shopper.cookie, 'GET', `/api/user/my/order/${orderId}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().order as Order;
}

/** A code that is not the order's. */
export const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
