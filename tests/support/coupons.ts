import type { Coupon } from '#common/schemas/coupons.js';
import type { TestShop } from './app.js';

/** POST /api/admin/coupons as the holder of `cookie`. */
export function postCoupon(shop: TestShop, cookie: string, body: Record<string, unknown>) {
  return shop.app.inject({ method: 'POST', url: '/api/admin/coupons', headers: { cookie }, payload: body });
}

/** Adds a coupon as the Admin of `cookie`; stops the test unless it is added. Answers the coupon. */
export async function addCoupon(shop: TestShop, cookie: string, body: Record<string, unknown>): Promise<Coupon> {
  const answer = await postCoupon(shop, cookie, body);
  if (answer.statusCode !== 201) throw new Error(`coupon not added: ${answer.body}`);
  return answer.json().coupon;
}

/** PUT /api/admin/coupons/:id as the holder of `cookie`. */
export function putCoupon(shop: TestShop, cookie: string, id: string, change: Record<string, unknown>) {
  return shop.app.inject({ method: 'PUT', url: `/api/admin/coupons/${id}`, headers: { cookie }, payload: change });
}

/** The owner's list of coupons. */
export async function listCoupons(shop: TestShop, cookie: string): Promise<Coupon[]> {
  const answer = await shop.app.inject({ method: 'GET', url: '/api/admin/coupons', headers: { cookie } });
  if (answer.statusCode !== 200) throw new Error(`coupons not listed: ${answer.body}`);
  return answer.json().coupons;
}

/** One coupon as the owner's list shows it. */
export async function couponNamed(shop: TestShop, cookie: string, code: string): Promise<Coupon | undefined> {
  return (await listCoupons(shop, cookie)).find((coupon) => coupon.code === code);
}

/** GET /api/coupons/check as the holder of `cookie`. */
export function checkCoupon(shop: TestShop, cookie: string, code: string, total: number) {
  return shop.app.inject({
    method: 'GET',
    url: `/api/coupons/check?code=${encodeURIComponent(code)}&total=${total}`,
    headers: { cookie },
  });
}
