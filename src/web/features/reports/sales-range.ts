import type { SalesQuery } from '#common/schemas/reports.js';

/**
 * The sales report's dates: IST calendar dates (YYYY-MM-DD), whatever the device's zone, as the
 * server counts them (docs/decisions/0014-low-stock-and-sales.md).
 */
export type SalesRange = SalesQuery;

const DAY_MS = 24 * 60 * 60_000;
/** India keeps UTC+05:30 all year. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Today's date in India at `now`. */
export function istToday(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last `days` IST days, today included: the report's default is the last 30. */
export function lastDays(days: number, now: Date): SalesRange {
  const to = istToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

/** The GST report's default (decision 0060): the first of this month in India, to today. */
export function monthSoFar(now: Date): SalesRange {
  const to = istToday(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** The whole month before this one in India: what the owner files. */
export function lastMonth(now: Date): SalesRange {
  const to = addDays(monthSoFar(now).from, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });
const shortFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** "1 Mar 2026": a calendar date as the admin reads dates elsewhere. */
export const formatDay = (date: string): string => dayFormat.format(new Date(`${date}T00:00:00Z`));

/** "1 Mar": the chart's labels. */
export const formatShortDay = (date: string): string => shortFormat.format(new Date(`${date}T00:00:00Z`));
