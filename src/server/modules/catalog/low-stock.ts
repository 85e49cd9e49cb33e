import { asc, eq, sql } from 'drizzle-orm';
import { milliToDecimal } from '#common/money.js';
import type { LowStockProduct } from '#common/schemas/reports.js';
import type { Queryable } from '#server/db/client.js';
import { categories, products } from '#server/db/schema.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import { thumbnailKeyOf } from '#server/lib/images.js';

/**
 * The products running low (API.md "The owner's admin at scale"; docs/decisions/0014-low-stock-and-sales.md):
 * stock at or below the product's own threshold, else the shop's, the lowest stock first. The
 * same rule as the alert a sale raises (stock-service.ts, StockCrossing), read for the whole
 * catalogue at once.
 */
export function createLowStock({ db, storage }: { db: Queryable; storage: ImageStorage }) {
  /** `limit` lowest of them (all without one), and how many there are in all. */
  async function lowStockProducts(
    shopThresholdMilli: number,
    limit: number | undefined,
  ): Promise<{ products: LowStockProduct[]; matched: number }> {
    const threshold = sql<number>`coalesce(${products.lowStockThreshold}, ${milliToDecimal(shopThresholdMilli)}::numeric)`;
    const query = db
      .select({
        id: products.id,
        name: products.name,
        unit: products.unit,
        stocks: products.stocks,
        ownThreshold: products.lowStockThreshold,
        threshold: threshold.mapWith(Number),
        imageKey: products.imageKey,
        categoryId: categories.id,
        categoryName: categories.name,
        // Counted before the limit applies: every product running low.
        matched: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(products)
      .leftJoin(categories, eq(products.categoryId, categories.id))
      .where(sql`${products.stocks} <= ${threshold}`)
      .orderBy(asc(products.stocks), asc(products.name), asc(products.id));
    const rows = limit === undefined ? await query : await query.limit(limit);
    return {
      products: rows.map((row) => ({
        _id: row.id,
        name: row.name,
        unit: row.unit,
        stocks: Number(row.stocks),
        threshold: row.threshold,
        thresholdOf: row.ownThreshold === null ? ('shop' as const) : ('product' as const),
        category: row.categoryId && row.categoryName !== null ? { _id: row.categoryId, categoryName: row.categoryName } : null,
        thumbnailUrl: storage.urlOf(thumbnailKeyOf(row.imageKey)),
      })),
      matched: rows[0]?.matched ?? 0,
    };
  }

  return { lowStockProducts };
}
