import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '#server/db/client.js';
import { categories, products } from '#server/db/schema.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import { storePlaceholderImage } from './placeholder-image.js';

/**
 * Products many at a time, for the owner's spreadsheets (docs/decisions/0012-spreadsheets.md):
 * every product read in pages for an export, and an import's reads, locks and batched writes
 * inside the importer's transaction. The catalogue owns the products table; the spreadsheets
 * module reaches it only through this service.
 */

/** A product as its spreadsheet row shows it: the values as stored, its category's name. */
export interface ProductSheetRow {
  id: string;
  name: string;
  nameHi: string;
  nameMr: string;
  aliases: string[];
  categoryId: string | null;
  categoryName: string | null;
  unit: string;
  ratePaise: number;
  stocks: number;
  kilogramOptions: number[];
  lowStockThreshold: number | null;
  mrpPaise: number | null;
  hsn: string;
  gstRate: number;
}

/** Where the next page of products starts: after the last product of the page before. */
export interface ProductCursor {
  category: string;
  name: string;
  id: string;
}

/** What an import writes of a product. */
export type ProductValues = Omit<ProductSheetRow, 'id' | 'categoryId' | 'categoryName'> & { categoryId: string };

const sheetColumns = {
  id: products.id,
  name: products.name,
  nameHi: products.nameHi,
  nameMr: products.nameMr,
  aliases: products.aliases,
  categoryId: products.categoryId,
  categoryName: categories.name,
  unit: products.unit,
  ratePaise: products.ratePaise,
  stocks: products.stocks,
  kilogramOptions: products.kilogramOptions,
  lowStockThreshold: products.lowStockThreshold,
  mrpPaise: products.mrpPaise,
  hsn: products.hsn,
  gstRate: products.gstRate,
};

/** Rows a statement writes or locks at once: thousands of bound values, well under PostgreSQL's 65,535. */
const BATCH = 500;

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

const toSheetRow = (row: ProductSheetRow): ProductSheetRow => ({
  ...row,
  stocks: Number(row.stocks),
  kilogramOptions: row.kilogramOptions.map(Number),
  lowStockThreshold: row.lowStockThreshold === null ? null : Number(row.lowStockThreshold),
});

export function createBulkProductsService({ db, storage }: { db: Db; storage: ImageStorage }) {
  const selectSheetRows = (q: Queryable) =>
    q.select(sheetColumns).from(products).leftJoin(categories, eq(products.categoryId, categories.id));

  /**
   * One page of every product, by category and name (the id breaking ties): the `pageSize` after
   * `cursor`, and the cursor of the page after it (none after the last). Each page is its own
   * short query, so an export never holds the whole catalogue nor a transaction.
   */
  async function productPage(
    cursor: ProductCursor | undefined,
    pageSize = BATCH,
  ): Promise<{ products: ProductSheetRow[]; next: ProductCursor | undefined }> {
    const categoryKey = sql<string>`coalesce(${categories.name}, '')`;
    const rows = await selectSheetRows(db)
      .where(
        cursor
          ? sql`(${categoryKey}, ${products.name}, ${products.id}) > (${cursor.category}, ${cursor.name}, ${cursor.id}::uuid)`
          : undefined,
      )
      .orderBy(asc(categoryKey), asc(products.name), asc(products.id))
      .limit(pageSize);
    const last = rows.at(-1);
    return {
      products: rows.map(toSheetRow),
      next: last && rows.length === pageSize ? { category: last.categoryName ?? '', name: last.name, id: last.id } : undefined,
    };
  }

  /**
   * The categories an import may name. Inside its transaction they are locked against deletion
   * (KEY SHARE: renames and other imports go on) until the import commits.
   */
  async function categoriesFor(q: Queryable, { lock }: { lock: boolean }): Promise<{ id: string; name: string }[]> {
    const query = q.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.id));
    return lock ? query.for('key share') : query;
  }

  /**
   * The products of these ids as they are now; with `lock`, locked until the transaction ends, in
   * id order as a checkout locks them, so an import and a checkout never wait on each other in a circle.
   */
  async function productsByIds(q: Queryable, ids: readonly string[], { lock }: { lock: boolean }): Promise<ProductSheetRow[]> {
    const found: ProductSheetRow[] = [];
    for (const chunk of chunksOf([...ids].sort(), BATCH * 2)) {
      const query = selectSheetRows(q).where(inArray(products.id, chunk)).orderBy(asc(products.id));
      const rows = lock ? await query.for('update', { of: products }) : await query;
      found.push(...rows.map(toSheetRow));
    }
    return found;
  }

  /**
   * Inserts new products, all showing the placeholder picture. Its file is written here, once the
   * import has passed its checks: a refused import leaves nothing behind, not even that file.
   */
  async function insertProducts(tx: Tx, rows: readonly ProductValues[]): Promise<void> {
    if (rows.length === 0) return;
    const imageKey = await storePlaceholderImage(storage);
    for (const chunk of chunksOf(rows, BATCH)) {
      await tx.insert(products).values(chunk.map((row) => ({ ...row, imageKey })));
    }
  }

  /** Replaces every field of these products (their pictures stay), a batch of rows per statement. */
  async function updateProducts(tx: Tx, rows: readonly (ProductValues & { id: string })[]): Promise<void> {
    for (const chunk of chunksOf(rows, BATCH)) {
      const values = sql.join(
        chunk.map(
          (row) =>
            sql`(${row.id}::uuid, ${row.name}::text, ${row.nameHi}::text, ${row.nameMr}::text, ${JSON.stringify(row.aliases)}::jsonb,
                 ${row.categoryId}::uuid, ${row.unit}::text, ${row.ratePaise}::integer, ${row.stocks}::numeric,
                 ${JSON.stringify(row.kilogramOptions)}::jsonb, ${row.lowStockThreshold}::numeric,
                 ${row.mrpPaise}::integer, ${row.hsn}::text, ${row.gstRate}::smallint)`,
        ),
        sql`, `,
      );
      await tx.execute(sql`
        update ${products} set
          name = v.name, name_hi = v.name_hi, name_mr = v.name_mr, aliases = v.aliases, category_id = v.category_id,
          unit = v.unit, rate_paise = v.rate_paise, stocks = v.stocks, kilogram_options = v.kilogram_options,
          low_stock_threshold = v.low_stock_threshold, mrp_paise = v.mrp_paise, hsn = v.hsn, gst_rate = v.gst_rate
        from (values ${values}) as v(id, name, name_hi, name_mr, aliases, category_id, unit, rate_paise, stocks, kilogram_options,
                                     low_stock_threshold, mrp_paise, hsn, gst_rate)
        where ${products.id} = v.id`);
    }
  }

  return { productPage, categoriesFor, productsByIds, insertProducts, updateProducts };
}
export type BulkProductsService = ReturnType<typeof createBulkProductsService>;
