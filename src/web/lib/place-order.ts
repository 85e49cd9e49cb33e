import type { CartLine, Order, ShippingInfo } from '#common/schemas/orders.js';
import { api } from './api-client.js';

/**
 * Placing an order, the one call the checkout and the orders kept without a network
 * (features/offline) both make.
 */
export interface PlaceOrderRequest {
  /** The cart's lines as stored (the server reads id and quantity; name and rate name a conflict's lines). */
  cartItems: readonly CartLine[];
  shippingInfo: ShippingInfo;
  total: number;
  /** The chosen slot's `_id`, when the shop delivers in slots; left out otherwise. */
  deliverySlot?: string;
  /** How the shopper pays, when not cash on delivery (the server's default). */
  paymentMethod?: 'UPI' | 'Credit';
  /** The shopper's word for the packer (trimmed, at most 200 characters). */
  note?: string;
  /** "call" when the shopper wants a call about a missing product; "remove", the default, is not sent. */
  ifUnavailable?: 'call';
  /** The applied coupon's code (API.md "Offers and the delivery charge"); left out without one. */
  coupon?: string;
  /** One key per confirm attempt: a retried or double-clicked order returns the first order. */
  idempotencyKey: string;
}

/** POST /api/user/new/order. The server prices the order itself and answers 409 when a price or stock changed. */
export async function placeOrder({ idempotencyKey, ...body }: PlaceOrderRequest): Promise<Order> {
  const answer = await api.post<{ order: Order }>('/api/user/new/order', { ...body }, { headers: { 'Idempotency-Key': idempotencyKey } });
  return answer.order;
}
