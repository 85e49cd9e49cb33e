import { z } from 'zod';
import { Success } from './fields.js';
import { StatusCounts } from './orders.js';

/**
 * GET /api/admin/dashboard (decision 0011): the figures the dashboard shows, counted by the
 * database instead of by downloading every order and product. Names follow the lists' counts.
 */
export const DashboardAnswer = z.object({
  success: Success,
  /** Every product of the shop, and those with no stock left (the Products Stock chart). */
  productsDocCount: z.number(),
  outOfStock: z.number(),
  /** Every account. */
  userDocCount: z.number(),
  /** Every order, and how many each status holds (Processing: the Orders badge; Cancelled: counted apart). */
  ordersCounts: z.number(),
  statusCounts: StatusCounts,
  /** Rupees of the Delivered orders (spec 4: Total Amount). */
  earned: z.number(),
  /**
   * Processing orders delivered today: their slot's IST date is today, or, without a slot, they were
   * placed today (IST). The owner's "to pack today" (decision 0041).
   */
  toPackToday: z.number(),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;
