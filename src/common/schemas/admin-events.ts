import { z } from 'zod';

/**
 * The live alerts of GET /api/admin/events (API.md "Order lifecycle"; docs/decisions/0008):
 * each is one server-sent event whose `event:` line is the type and whose `data:` line is the
 * JSON below. Small on purpose: they travel through PostgreSQL NOTIFY (8000 bytes at most).
 */

/** A shopper placed an order: its number, who, how much, how many lines. */
export const OrderPlacedData = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
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
  orderNumber: z.number().int(),
  status: z.string(),
  by: z.string(),
  /** The order's rider, if any: their own live stream hears of it too (decision 0056). */
  riderId: z.string().nullable().optional(),
});

/**
 * An order was packed (API.md "Packing"): its number and what the shopper now pays (rupees), so
 * another owner's screen reads the order again.
 */
export const OrderPackedData = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  amountDue: z.number(),
  riderId: z.string().nullable().optional(),
});

/**
 * The owner gave an order to a rider, changed its rider or took it back (API.md "The delivery
 * run"): the new and the previous rider (null: none), so both riders' lists are read again.
 */
export const OrderRiderData = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  riderId: z.string().nullable(),
  previousRiderId: z.string().nullable(),
});

/** An order took a product's stock to or below the shop's low-stock threshold. */
export const StockLowData = z.object({
  _id: z.string(),
  name: z.string(),
  stocks: z.number(),
  unit: z.string(),
});

/**
 * A shopper says they paid an order by UPI (`payment.reported`: `reference` is their UTR, a note
 * to check, not a payment), or the owner recorded its payment (`payment.recorded`: how, and the
 * owner's reference). The amount is the order's amount due, in rupees.
 */
export const PaymentData = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  amount: z.number(),
  method: z.string().nullable(),
  reference: z.string().nullable(),
});

export const AdminEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('order.placed'), data: OrderPlacedData }),
  z.object({ type: z.literal('order.status'), data: OrderStatusData }),
  z.object({ type: z.literal('order.packed'), data: OrderPackedData }),
  z.object({ type: z.literal('order.rider'), data: OrderRiderData }),
  z.object({ type: z.literal('stock.low'), data: StockLowData }),
  z.object({ type: z.literal('payment.reported'), data: PaymentData }),
  z.object({ type: z.literal('payment.recorded'), data: PaymentData }),
]);
export type AdminEvent = z.infer<typeof AdminEvent>;
export type AdminEventType = AdminEvent['type'];
export type AdminEventData<T extends AdminEventType> = Extract<AdminEvent, { type: T }>['data'];

export const ADMIN_EVENT_TYPES = [
  'order.placed',
  'order.status',
  'order.packed',
  'order.rider',
  'stock.low',
  'payment.reported',
  'payment.recorded',
] as const satisfies readonly AdminEventType[];

/**
 * Events about the stream itself, not the shop: `resync` says alerts may have been missed (the
 * server lost its PostgreSQL listener for a while), so counts should be read again; `replaced`
 * says this admin opened more streams than allowed and this, the oldest, was closed: a client
 * must not reconnect on its own then, or two tabs would keep closing each other.
 */
/** What a rider's own stream (GET /api/rider/events) carries: only their orders' changes. */
export const RIDER_EVENT_TYPES = ['order.rider', 'order.status', 'order.packed'] as const satisfies readonly AdminEventType[];

export const STREAM_EVENTS = { resync: 'resync', replaced: 'replaced' } as const;
