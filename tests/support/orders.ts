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
