import { z } from 'zod';
import { PinCode, Success } from './fields.js';

/**
 * Delivery area and slots (API.md "Delivery area, slots, settings, addresses"; decision 0010).
 * A slot is one delivery window of the settings on one IST date; its `_id` says which, as
 * "2026-11-25_07:00-10:00", so an order names a slot without the server keeping a row for
 * every window of every day.
 */

export { PinCode };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date written YYYY-MM-DD that exists (no 2026-02-30). */
export const IsoDate = (label: string) =>
  z
    .string({ error: `${label}: Use YYYY-MM-DD..!!` })
    .regex(ISO_DATE, `${label}: Use YYYY-MM-DD..!!`)
    // Runs after a failed pattern too (zod runs every check): that one problem is enough to name.
    .refine((date) => {
      if (!ISO_DATE.test(date)) return true;
      const day = new Date(`${date}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
    }, `${label}: Not A Real Date..!!`);

/** One window on one date: what an order books and shows. */
export interface SlotRef {
  _id: string;
  date: string;
  start: string;
  end: string;
}

const SLOT_ID = /^(\d{4}-\d{2}-\d{2})_(([01]\d|2[0-3]):[0-5]\d)-(([01]\d|2[0-3]):[0-5]\d)$/;
const SLOT_PROBLEM = 'Delivery Slot: Choose A Delivery Slot From The List..!!';

/** The `_id` of a slot. */
export const slotIdOf = (slot: Omit<SlotRef, '_id'>): string => `${slot.date}_${slot.start}-${slot.end}`;

/** A slot `_id` as an order names it, read into its date and window (whether the shop offers it is the server's check). */
export const SlotId = z
  .string({ error: SLOT_PROBLEM })
  .trim()
  .max(40, SLOT_PROBLEM)
  .transform((id, context): SlotRef => {
    const match = SLOT_ID.exec(id);
    const date = match?.[1];
    if (!match || !date || !IsoDate('Delivery Slot').safeParse(date).success) {
      context.addIssue({ code: 'custom', message: SLOT_PROBLEM });
      return z.NEVER;
    }
    return { _id: id, date, start: match[2]!, end: match[4]! };
  });

/** The slot an order carries (API.md "Order lifecycle"); null on orders placed without one. */
export const OrderDeliverySlot = z.object({ _id: z.string(), date: z.string(), start: z.string(), end: z.string() });

export const Slot = z.object({
  _id: z.string(),
  /** YYYY-MM-DD in India's time. */
  date: z.string(),
  start: z.string(),
  end: z.string(),
  capacity: z.number(),
  booked: z.number(),
  available: z.number(),
  full: z.boolean(),
});
export type Slot = z.infer<typeof Slot>;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "Wed 25 Nov 2026, 07:00–10:00", as mails and bills print a slot. The date is a calendar date
 * already in IST, so it is read as UTC and no server zone can move its day.
 */
export function formatDeliverySlot(slot: Pick<SlotRef, 'date' | 'start' | 'end'>): string {
  const day = new Date(`${slot.date}T00:00:00Z`);
  const date = `${WEEKDAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  return `${date}, ${slot.start}–${slot.end}`;
}

export const PinCheckQuery = z.object({ pinCode: PinCode });
export const SlotsQuery = z.object({ pinCode: PinCode.optional() });

export const PinCheckAnswer = z.object({ success: Success, serviceable: z.boolean(), message: z.string() });
export const SlotsAnswer = z.object({ success: Success, slots: z.array(Slot) });
