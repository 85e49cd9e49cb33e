import { and, eq, gte, lt } from 'drizzle-orm';
import { type GstRate, gstRateOf } from '#common/constants.js';
import { toMilli } from '#common/money.js';
import type { Db } from '#server/db/client.js';
import { orderItems, orders } from '#server/db/schema.js';
import { istDayEnd, istDayStart } from '#server/lib/ist-dates.js';
import type { SalesRange } from './sales-service.js';

/** A line of a Delivered order as the GST report splits its tax: what it was charged and under which code and rate. */
export interface GstLine {
  hsn: string;
  gstRate: GstRate;
  ratePaise: number;
  quantityMilli: number;
  /** Null until packed (the amount is then as ordered). */
  packedMilli: number | null;
}

/**
 * The lines the GST report adds up (docs/decisions/0060-gst-report.md): every line of the orders
 * Delivered now whose bill is dated in the range, that is placed on those IST days, as the bill
 * numbers them (invoices/bill-numbers.ts). One query over the orders' (status, created_at) index;
 * the amounts and their tax are figured by the caller with the bill's own rule (common/tax.ts).
 */
export function createGstLinesService({ db }: { db: Db }) {
  async function deliveredLines(range: SalesRange): Promise<GstLine[]> {
    const rows = await db
      .select({
        hsn: orderItems.hsn,
        gstRate: orderItems.gstRate,
        ratePaise: orderItems.ratePaise,
        quantity: orderItems.quantity,
        packedQuantity: orderItems.packedQuantity,
      })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(eq(orders.status, 'Delivered'), gte(orders.createdAt, istDayStart(range.from)), lt(orders.createdAt, istDayEnd(range.to))),
      );
    return rows.map((row) => ({
      hsn: row.hsn,
      gstRate: gstRateOf(row.gstRate),
      ratePaise: row.ratePaise,
      quantityMilli: toMilli(row.quantity),
      packedMilli: row.packedQuantity === null ? null : toMilli(row.packedQuantity),
    }));
  }

  return { deliveredLines };
}
export type GstLinesService = ReturnType<typeof createGstLinesService>;
