import { z } from 'zod';

/**
 * The live alerts of GET /api/admin/events (API.md "Order lifecycle"; docs/decisions/0008):
 * each is one server-sent event whose `event:` line is the type and whose `data:` line is the
 * JSON below. Small on purpose: they travel through PostgreSQL NOTIFY (8000 bytes at most).
 */

/** A shopper placed an order: who, how much, how many lines. */
export const OrderPlacedData = z.object({
  _id: z.string(),
  customerName: z.string(),
  total: z.number(),
  itemCount: z.number().int(),
});

/**
 * An order changed status (the owner's step, or a cancel by either side): the status and who
 * changed it as the Order's statusHistory names them. Plain strings here: as enums they would
 * make the storefront's entry chunk export the shared constants to the admin chunk, and the
 * first load must not grow for the admin's sake.
 */
export const OrderStatusData = z.object({
  _id: z.string(),
  status: z.string(),
  by: z.string(),
});

/** An order took a product's stock to or below the shop's low-stock threshold. */
export const StockLowData = z.object({
  _id: z.string(),
  name: z.string(),
  stocks: z.number(),
  unit: z.string(),
});

export const AdminEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order.placed'), data: OrderPlacedData }),
  z.object({ type: z.literal('order.status'), data: OrderStatusData }),
  z.object({ type: z.literal('stock.low'), data: StockLowData }),
]);
export type AdminEvent = z.infer<typeof AdminEvent>;
export type AdminEventType = AdminEvent['type'];
export type AdminEventData<T extends AdminEventType> = Extract<AdminEvent, { type: T }>['data'];

export const ADMIN_EVENT_TYPES = ['order.placed', 'order.status', 'stock.low'] as const satisfies readonly AdminEventType[];

/**
 * Events about the stream itself, not the shop: `resync` says alerts may have been missed (the
 * server lost its PostgreSQL listener for a while), so counts should be read again; `replaced`
 * says this admin opened more streams than allowed and this, the oldest, was closed: a client
 * must not reconnect on its own then, or two tabs would keep closing each other.
 */
export const STREAM_EVENTS = { resync: 'resync', replaced: 'replaced' } as const;
