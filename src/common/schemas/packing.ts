import { z } from 'zod';
import { LIMITS } from '../constants.js';
import { IsoDate, OrderDeliverySlot } from './delivery.js';
import { decimalField, Id, Success } from './fields.js';
import { IfUnavailable } from './orders.js';
import { TIME } from './settings.js';

/**
 * Packing the order (API.md "Packing: weighed quantities, missing items, the pick list";
 * docs/decisions/0051-packing.md): the owner's packed quantities, and the day's pick list.
 */

/** One line as packed: the product's id (the order item's `_id`) and what went into the bag, in its unit; 0 is unavailable. */
export const PackedLine = z.object({
  _id: Id,
  // A weighed line may pass its ordered quantity by the shop's tolerance; the rule of each line is the server's (modules/packing).
  packedQuantity: decimalField('Packed Quantity', { places: 3, max: 2 * LIMITS.maxQuantity }),
});

/** PUT /api/admin/orders/:id/packing: every line of the order, once. */
export const PackingInput = z.object(
  {
    items: z
      .array(PackedLine, { error: 'Items: Give Every Line Of The Order..!!' })
      .min(1, 'Items: Give Every Line Of The Order..!!')
      .max(LIMITS.maxCartLines, `Items: At Most ${LIMITS.maxCartLines} Lines..!!`),
  },
  { error: 'Items: Give Every Line Of The Order..!!' },
);
export type PackingInput = z.infer<typeof PackingInput>;

/** GET /api/admin/picklist: an IST date, and optionally one delivery window by its start. */
export const PickListQuery = z.object({
  date: IsoDate('Date'),
  slot: z.string().regex(TIME, 'Slot: Use The Start Of A Window, HH:MM..!!').optional(),
});
export type PickListQuery = z.infer<typeof PickListQuery>;

/** A product to pick: summed over the day's orders in its unit, and how many orders hold it. */
export const PickProduct = z.object({
  _id: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  quantity: z.number(),
  orders: z.number().int(),
});

/** A line of an order on the pick list: what was ordered and, once packed, what went in. */
export const PickItem = z.object({
  _id: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  quantity: z.number(),
  packedQuantity: z.number().nullable(),
});

/** An order to pack: who, when, what they asked of the packer, and its lines. */
export const PickOrder = z.object({
  _id: z.string(),
  orderNumber: z.number().int(),
  deliverySlot: OrderDeliverySlot.nullable(),
  /** The shopper's name as the order keeps it. */
  customer: z.string(),
  mobileNumber: z.string(),
  note: z.string().nullable(),
  ifUnavailable: IfUnavailable,
  /** When it was packed; null while it waits. */
  packedAt: z.string().nullable(),
  items: z.array(PickItem),
});
export type PickOrder = z.infer<typeof PickOrder>;

export const PickListAnswer = z.object({
  success: Success,
  date: z.string(),
  /** Sorted by name. */
  products: z.array(PickProduct),
  /** By delivery window (those without one first), then order number. */
  orders: z.array(PickOrder),
});
export type PickListAnswer = z.infer<typeof PickListAnswer>;
