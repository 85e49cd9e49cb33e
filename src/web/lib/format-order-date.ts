/**
 * Order dates as shoppers in India read them (21 Nov 2025; with the time, 21 Nov 2025, 3:40 pm),
 * in India's time whatever the device's zone: an order placed at 1 am IST is dated that day on
 * the shopper's page, the owner's list and the bill alike.
 */
const zone = { timeZone: 'Asia/Kolkata' } as const;
const dateFormat = new Intl.DateTimeFormat('en-IN', { ...zone, day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  ...zone,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

function formatWith(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export function formatOrderDate(iso: string): string {
  return formatWith(dateFormat, iso);
}

/** A moment of an order's history: its date and time. */
export function formatOrderTime(iso: string): string {
  return formatWith(dateTimeFormat, iso);
}
