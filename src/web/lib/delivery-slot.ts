/**
 * A delivery window as the shop names it (API.md "Delivery area, slots, settings, addresses"):
 * its IST date (YYYY-MM-DD) and its start and end ("07:00"). Shown the same way on the
 * checkout, the placed order, the shopper's orders and the owner's order view.
 */
export interface DeliveryWindowOn {
  date: string;
  start: string;
  end: string;
}

/** The date as a day in India (Wed 25 Nov): a YYYY-MM-DD is read at noon UTC so no zone shifts its day. */
const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

export function formatSlotDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : dayFormat.format(day).replace(',', '');
}

/** "07:00–10:00" */
export function formatSlotHours(window: Pick<DeliveryWindowOn, 'start' | 'end'>): string {
  return `${window.start}–${window.end}`;
}

/** "Wed 25 Nov, 07:00–10:00" */
export function formatDeliveryWindow(window: DeliveryWindowOn): string {
  return `${formatSlotDay(window.date)}, ${formatSlotHours(window)}`;
}

/** Today's date in India (YYYY-MM-DD), whatever the device's zone. */
export function todayInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The IST date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
