/**
 * Dates and times of day in India's time (IST, UTC+05:30 all year: India keeps no daylight
 * saving), computed from the offset alone so the server's own zone (`TZ`) changes nothing.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The IST calendar date (YYYY-MM-DD) of a moment. */
export function istDateOf(moment: Date): string {
  return new Date(moment.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` after `date` (YYYY-MM-DD both). */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The moment an IST date and time of day ("07:00") stand for. */
export function istMoment(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - IST_OFFSET_MS);
}
