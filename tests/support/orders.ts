import { linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import type { TestShop } from './app.js';
import type { TestProduct } from './products.js';

export const shippingInfo = { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' };

/**
 * A checkout body as the storefront sends it: cart lines carry the product's name and rate
 * beside id and quantity, and the total is what the cart shows (rate x quantity, in rupees).
 */
export function orderBody(lines: { product: TestProduct; quantity: number }[], extra: Record<string, unknown> = {}) {
  const totalPaise = lines.reduce((sum, l) => sum + linePaise(toPaise(l.product.rate), toMilli(l.quantity)), 0);
  return {
    cartItems: lines.map(({ product, quantity }) => ({
      id: product.id,
      name: product.name,
      rate: product.rate,
      image: product.url,
      stocks: product.stocks,
      kilogramOption: [{ $numberDecimal: '0.5' }],
      unit: 'Kg',
      quantity,
    })),
    shippingInfo,
    total: toRupees(totalPaise),
    ...extra,
  };
}

/** POST /api/user/new/order as the owner of `cookie` (a guest without one). */
export function placeOrder(shop: TestShop, cookie: string | undefined, body: unknown, headers: Record<string, string> = {}) {
  return shop.app.inject({
    method: 'POST',
    url: '/api/user/new/order',
    headers: { ...(cookie ? { cookie } : {}), ...headers },
    payload: body as Record<string, unknown>,
  });
}

/** PUT /api/user/update/order/:id as the Admin of `adminCookie`; stops the test unless the status is changed. */
export async function setOrderStatus(shop: TestShop, adminCookie: string, id: string, oStatus: string): Promise<void> {
  const response = await shop.app.inject({
    method: 'PUT',
    url: `/api/user/update/order/${id}`,
    headers: { cookie: adminCookie },
    payload: { oStatus },
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}

/** PUT /api/admin/settings as the Admin of `adminCookie`; stops the test unless the change is saved. */
export async function saveSettings(shop: TestShop, adminCookie: string, change: Record<string, unknown>): Promise<void> {
  const response = await shop.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: adminCookie }, payload: change });
  if (response.statusCode !== 200) throw new Error(`settings not saved: ${response.body}`);
}

/**
 * Sets the shop's clock to a given moment (delivery slots open and close by it). The test shop's
 * clock is the real time plus an offset moved by `advanceClock`, so this works while nothing
 * else moves that shop's clock.
 */
export function clockSetter(shop: TestShop): (iso: string) => void {
  let offset = 0;
  return (iso) => {
    const wanted = Date.parse(iso) - Date.now();
    shop.advanceClock(wanted - offset);
    offset = wanted;
  };
}
