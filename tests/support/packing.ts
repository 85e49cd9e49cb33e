import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from './app.js';

/** A packed line as the owner sends it: the product's id and what went in. */
export type PackedLine = { _id: string; packedQuantity: number | string };

/** PUT /api/admin/orders/:id/packing as the holder of `cookie`. */
export function packOrder(shop: TestShop, cookie: string, orderId: string, items: PackedLine[] | unknown) {
  return shop.app.inject({
    method: 'PUT',
    url: `/api/admin/orders/${orderId}/packing`,
    headers: { cookie },
    payload: { items } as Record<string, unknown>,
  });
}

/** Packs an order as the Admin of `cookie`; stops the test unless it is packed. Answers the order. */
export async function packed(shop: TestShop, cookie: string, orderId: string, items: PackedLine[]): Promise<Order> {
  const answer = await packOrder(shop, cookie, orderId, items);
  if (answer.statusCode !== 200) throw new Error(`not packed: ${answer.body}`);
  return answer.json().order;
}

/** GET /api/admin/picklist?… as the holder of `cookie`. */
export function pickList(shop: TestShop, cookie: string, query: Record<string, string>) {
  return shop.app.inject({ method: 'GET', url: `/api/admin/picklist?${new URLSearchParams(query)}`, headers: { cookie } });
}
