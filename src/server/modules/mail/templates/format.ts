import { formatRupees, linePaise, toMilli, toPaise, toRupees } from '#common/money.js';
import { formatDeliverySlot } from '#common/schemas/delivery.js';
import type { Order } from '#common/schemas/orders.js';

/**
 * What a paid order still owes (positive) or is owed back (negative) after a packing changed its
 * amount due (decision 0051), in rupees; 0 when what came in is what it owes.
 */
export function differenceOf(order: Pick<Order, 'amountDue' | 'payment'>): number {
  if (order.payment.amount === null) return 0;
  return toRupees(toPaise(order.amountDue) - toPaise(order.payment.amount));
}

/** Money as the storefront shows it: the ₹ sign with Indian (lakh) grouping. */
export const rupees = (amount: number): string => formatRupees(amount);

/** What one line of an order costs: rate x quantity, rounded to the paisa as the order was priced. */
export const lineAmount = (rate: number, quantity: number): string => rupees(toRupees(linePaise(toPaise(rate), toMilli(quantity))));

/** "1.5 Kg", or the bare number for items bought before units were kept. */
export const quantityOf = (quantity: number, unit: string | null): string => (unit ? `${quantity} ${unit}` : String(quantity));

/** Formatters are costly to make and mails are rendered inside the checkout's transaction: one per language. */
const istFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment in India's time, whatever the server's own zone (API.md "IST means Asia/Kolkata"). */
export function istDateTime(iso: string, locale: string): string {
  let format = istFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    istFormats.set(locale, format);
  }
  return `${format.format(new Date(iso))} IST`;
}

/** How an English mail names an order, as every screen and the bill do ("Order 1042"). */
export const orderRef = (order: Pick<Order, 'orderNumber'>): string => `Order ${order.orderNumber}`;

/**
 * A subject is one header line: line breaks and other control characters a name or product
 * could carry become spaces, so nothing typed can start a header of its own.
 */
export function oneLine(text: string, max = 200): string {
  const flat = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * A delivery day (YYYY-MM-DD) in a language other than English, read at noon UTC: its weekday,
 * day, month and year in the locale's words, in the English order ("गुरु 26 नोव्हें 2026"),
 * without the commas some locales scatter between them.
 */
const slotDays = new Map<string, Intl.DateTimeFormat>();
function slotDay(date: string, locale: string): string {
  let format = slotDays.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
    slotDays.set(locale, format);
  }
  const parts = format.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return [part('weekday'), part('day'), part('month'), part('year')].join(' ');
}

/**
 * The "Delivery: Wed 25 Nov 2026, 07:00–10:00" row of an order's facts; none for an order
 * without a slot. English writes it as the storefront does; another locale names the day in its
 * own words.
 */
export const deliverySlotRows = (order: Order, label: string, locale?: string): [string, string][] => {
  const slot = order.deliverySlot;
  if (!slot) return [];
  return [[label, locale ? `${slotDay(slot.date, locale)}, ${slot.start}–${slot.end}` : formatDeliverySlot(slot)]];
};

/** A line packed other than ordered (API.md "Packing"): what was ordered and what went in (0: unavailable). */
export interface PackedChange {
  name: string;
  ordered: string;
  packed: string;
  unavailable: boolean;
}

/** The lines of a packed order that differ from what was ordered, in the order's order; none before packing. */
export function packedChanges(order: Order): PackedChange[] {
  return order.orderItems.flatMap((item) =>
    item.packedQuantity === null || item.packedQuantity === item.quantity
      ? []
      : [
          {
            name: item.name,
            ordered: quantityOf(item.quantity, item.unit),
            packed: quantityOf(item.packedQuantity, item.unit),
            unavailable: item.packedQuantity === 0,
          },
        ],
  );
}
