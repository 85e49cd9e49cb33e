import { z } from 'zod';
import { GstRateSchema } from './catalog.js';
import { Success } from './fields.js';
import { SalesQuery } from './reports.js';

/**
 * The GST report (API.md "Tax and labels"; docs/decisions/0060-gst-report.md): the tax inside the
 * Delivered orders' lines of a range of IST days, per GST rate and per HSN code, in rupees.
 */

/** `?from=&to=`: the sales report's own range (IST dates, both included, at most 366 days, `to` not before `from`). */
export const GstReportQuery = SalesQuery;
export type GstReportQuery = z.infer<typeof GstReportQuery>;

/** One slab's lines added up: `total` is what they were charged, tax included (taxable + CGST + SGST). */
export const GstRateRow = z.object({
  gstRate: GstRateSchema,
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  total: z.number(),
});
export type GstRateRow = z.infer<typeof GstRateRow>;

/**
 * One HSN code's lines at one rate ("" for lines without a code): an HSN sold at two rates in the
 * range is two rows, told apart by `gstRate`. `quantity` adds the quantities charged for (as packed
 * once packed), each in its product's unit.
 */
export const GstHsnRow = GstRateRow.extend({ hsn: z.string(), quantity: z.number() });
export type GstHsnRow = z.infer<typeof GstHsnRow>;

export const GstReportAnswer = z.object({
  success: Success,
  from: z.string(),
  to: z.string(),
  /** Lowest rate first; a rate without lines is left out. */
  rates: z.array(GstRateRow),
  /** By HSN code, then rate; lines without a code last. */
  hsn: z.array(GstHsnRow),
});
export type GstReportAnswer = z.infer<typeof GstReportAnswer>;
