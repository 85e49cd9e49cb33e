/**
 * IST calendar dates as moments: India keeps UTC+05:30 all year, so a date's day runs from its
 * midnight at that offset, whatever the server's own zone (API.md: "IST" means Asia/Kolkata).
 */
const DAY_MS = 24 * 60 * 60_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The moment an IST date (YYYY-MM-DD) begins. */
export function istDayStart(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** The moment after the last of an IST date: the next date's beginning. */
export function istDayEnd(date: string): Date {
  return new Date(istDayStart(date).getTime() + DAY_MS);
}

/** The IST calendar date (YYYY-MM-DD) of a moment, whatever the server's own zone. */
export function istDateOf(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}
