import { z } from 'zod';
import { IsoDate } from './delivery.js';
import { Success } from './fields.js';
import { LimitField } from './paging.js';

/**
 * The owner's reports (API.md "The owner's admin at scale"; docs/decisions/0014-low-stock-and-sales.md):
 * the products running low, and the sales of a range of IST days.
 */

/** `?limit=`: only the lowest few (the dashboard's list); without it every product running low. */
export const LowStockQuery = z.object({ limit: LimitField.optional() });
export type LowStockQuery = z.infer<typeof LowStockQuery>;

export const LowStockProduct = z.object({
  _id: z.string(),
  name: z.string(),
  unit: z.string(),
  stocks: z.number(),
  /** The level it is at or below, in its unit. */
  threshold: z.number(),
  /** Whose level that is: the product's own, or the shop's setting. */
  thresholdOf: z.enum(['product', 'shop']),
  category: z.object({ _id: z.string(), categoryName: z.string() }).nullable(),
  thumbnailUrl: z.string(),
});
export type LowStockProduct = z.infer<typeof LowStockProduct>;

/** `products` lowest stock first; `matched`: how many run low in all (more than `products` under a limit). */
export const LowStockAnswer = z.object({ success: Success, products: z.array(LowStockProduct), matched: z.number() });
export type LowStockAnswer = z.infer<typeof LowStockAnswer>;

/** A leap year of days: a report covers at most this many, both ends included. */
export const MAX_REPORT_DAYS = 366;
/** How many products the report ranks. */
export const TOP_PRODUCTS = 10;

const DAY_MS = 24 * 60 * 60_000;

/** Days from `from` to `to`, both included (calendar dates, so no clock or zone is involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

const ReportDate = (label: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${label}: Required..!!` : `${label}: Use YYYY-MM-DD..!!`) })
    .pipe(IsoDate(label));

/** `?from=&to=`: IST calendar dates, both included, at most MAX_REPORT_DAYS of them. */
export const SalesQuery = z.object({ from: ReportDate('From'), to: ReportDate('To') }).superRefine(({ from, to }, context) => {
  // Runs after a field's own problem too (zod goes on past a failed pattern): that one is enough.
  if (!IsoDate('From').safeParse(from).success || !IsoDate('To').safeParse(to).success) return;
  if (from > to) context.addIssue({ code: 'custom', path: ['to'], message: 'To: Must not be before From..!!' });
  else if (daysBetween(from, to) > MAX_REPORT_DAYS) {
    context.addIssue({ code: 'custom', path: ['to'], message: `To: At most ${MAX_REPORT_DAYS} days from From..!!` });
  }
});
export type SalesQuery = z.infer<typeof SalesQuery>;

/** One IST day: its orders not cancelled, and what they came to in rupees. */
export const SalesDay = z.object({ date: z.string(), orders: z.number(), revenue: z.number() });
export type SalesDay = z.infer<typeof SalesDay>;

/**
 * A product among the best sellers of the range: its name and unit as last sold, the quantity
 * sold (in that unit) and what its lines came to in rupees.
 */
export const TopProduct = z.object({
  _id: z.string(),
  name: z.string(),
  /** Null only for sales recorded before orders kept units. */
  unit: z.string().nullable(),
  quantity: z.number(),
  revenue: z.number(),
});
export type TopProduct = z.infer<typeof TopProduct>;

export const SalesAnswer = z.object({
  success: Success,
  from: z.string(),
  to: z.string(),
  /** Every day from `from` to `to`, oldest first, days without orders included. */
  days: z.array(SalesDay),
  /** The whole range: the days added up (in paise, so exactly). */
  total: z.object({ orders: z.number(), revenue: z.number() }),
  /** At most TOP_PRODUCTS, by revenue. */
  topProducts: z.array(TopProduct),
});
export type SalesAnswer = z.infer<typeof SalesAnswer>;
