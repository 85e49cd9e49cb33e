import { z } from 'zod';
import { Success } from './fields.js';
import { AdminOrdersQuery } from './orders.js';

/**
 * The owner's spreadsheets (API.md "The owner's admin at scale"; docs/decisions/0012-spreadsheets.md):
 * orders and products as CSV, and products back in from a CSV of the products' own columns.
 */

export const ORDER_COLUMNS = [
  'order_id',
  'order_date',
  'customer',
  'email',
  'mobile',
  'address',
  'city',
  'pin_code',
  'status',
  'items',
  'total',
] as const;

/**
 * The orders CSV's filter: the admin orders list's status and IST order dates, by the list's own
 * field rules, both ends included.
 */
const { status, from, to } = AdminOrdersQuery.shape;
export const OrdersSheetQuery = z
  .object({ status, from, to })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'To: Must not be before From..!!', path: ['to'] });
export type OrdersSheetQuery = z.infer<typeof OrdersSheetQuery>;

export const PRODUCT_COLUMNS = [
  'id',
  'name',
  'name_hi',
  'name_mr',
  'aliases',
  'category',
  'unit',
  'rate',
  'stocks',
  'kilogram_options',
  'low_stock_threshold',
  'mrp',
  'hsn',
  'gst_rate',
] as const;
export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];

/**
 * Columns a file may leave out (API.md "Tax and labels"): files exported before the shop kept
 * MRP, HSN and GST still import, and leave those of the products they update as they are.
 */
export const OPTIONAL_PRODUCT_COLUMNS = ['mrp', 'hsn', 'gst_rate'] as const satisfies readonly ProductColumn[];

/** `?preview=true` checks the file and tells what an import would change, writing nothing. */
export const ImportQuery = z.object({
  preview: z.enum(['true', 'false'], { error: 'Preview: Use true or false..!!' }).optional(),
});

/** One product row an import creates or updates: its spreadsheet row, and what changes (CSV cell texts). */
export const ImportRow = z.object({
  row: z.number(),
  action: z.enum(['create', 'update']),
  /** The product's id; null for a product the import creates. */
  _id: z.string().nullable(),
  name: z.string(),
  changes: z.array(z.object({ column: z.string(), from: z.string(), to: z.string() })),
});
export type ImportRow = z.infer<typeof ImportRow>;

/**
 * The import's answer. `unchanged` rows equal the product already (nothing is written for them).
 * A preview lists the rows it would create or update (the first `IMPORT_ROWS_LISTED`).
 */
export const ImportAnswer = z.object({
  success: Success,
  message: z.string(),
  preview: z.boolean(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rows: z.array(ImportRow),
});
export type ImportAnswer = z.infer<typeof ImportAnswer>;

/** How many rows a preview lists at most; the counts always cover the whole file. */
export const IMPORT_ROWS_LISTED = 1000;
