import { and, asc, count, desc, eq, gte, inArray, lte, max, type SQL, sql } from 'drizzle-orm';
import { gstRateOf, type ProductSort } from '#common/constants.js';
import { toPaise, toRupees } from '#common/money.js';
import { type Product, type ProductQuery, SUGGESTIONS, type Suggestion } from '#common/schemas/catalog.js';
import type { Queryable } from '#server/db/client.js';
import { categories, products } from '#server/db/schema.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import { thumbnailKeyOf } from '#server/lib/images.js';
import { type KeywordFilter, keywordFilter, withKeywordSearch } from './keyword-search.js';

/** Every product read joins its category in the same query: no query per product. */
const productColumns = {
  id: products.id,
  name: products.name,
  unit: products.unit,
  ratePaise: products.ratePaise,
  stocks: products.stocks,
  kilogramOptions: products.kilogramOptions,
  lowStockThreshold: products.lowStockThreshold,
  maxPerOrder: products.maxPerOrder,
  nameHi: products.nameHi,
  nameMr: products.nameMr,
  aliases: products.aliases,
  mrpPaise: products.mrpPaise,
  hsn: products.hsn,
  gstRate: products.gstRate,
  imageKey: products.imageKey,
  createdAt: products.createdAt,
  categoryId: categories.id,
  categoryName: categories.name,
};

const selectProducts = (q: Queryable) =>
  q.select(productColumns).from(products).leftJoin(categories, eq(products.categoryId, categories.id));
type ProductRow = Awaited<ReturnType<typeof selectProducts>>[number];

const RECENT_COUNT = 10;

/**
 * The order a `?sort=` asks for, before the newest-first that breaks its ties (decision 0039).
 * A name is compared without case, as a shopper reads a list.
 */
const sortOrder: Record<ProductSort, SQL[]> = {
  'price-asc': [asc(products.ratePaise)],
  'price-desc': [desc(products.ratePaise)],
  name: [asc(sql`lower(${products.name})`)],
  newest: [],
};

export function createProductQueries({ db, storage }: { db: Queryable; storage: ImageStorage }) {
  function toProduct(row: ProductRow): Product {
    return {
      _id: row.id,
      name: row.name,
      url: storage.urlOf(row.imageKey),
      thumbnailUrl: storage.urlOf(thumbnailKeyOf(row.imageKey)),
      rate: toRupees(row.ratePaise),
      unit: row.unit,
      stocks: Number(row.stocks),
      kilogramOption: row.kilogramOptions.map(Number),
      category: row.categoryId && row.categoryName !== null ? { _id: row.categoryId, categoryName: row.categoryName } : null,
      lowStockThreshold: row.lowStockThreshold === null ? null : Number(row.lowStockThreshold),
      maxPerOrder: row.maxPerOrder === null ? null : Number(row.maxPerOrder),
      names: { hi: row.nameHi, mr: row.nameMr },
      aliases: row.aliases,
      mrp: row.mrpPaise === null ? null : toRupees(row.mrpPaise),
      hsn: row.hsn,
      gstRate: gstRateOf(row.gstRate),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function findProduct(id: string, q: Queryable = db): Promise<Product | undefined> {
    const [row] = await selectProducts(q).where(eq(products.id, id));
    return row ? toProduct(row) : undefined;
  }

  /** The products with these ids, in the order given (a cart's lines); ids that name none are left out. */
  async function findProducts(ids: readonly string[]): Promise<Product[]> {
    if (ids.length === 0) return [];
    const rows = await selectProducts(db).where(inArray(products.id, [...new Set(ids)]));
    const byId = new Map(rows.map((row) => [row.id, toProduct(row)]));
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  }

  /** The product list of the storefront: every condition given narrows it (API.md "getAllProducts"). */
  async function listProducts(query: ProductQuery): Promise<Product[]> {
    const { conditions, ranking, keyword } = filterOf(query);
    // A sort chosen by the shopper replaces the keyword's best-matches-first.
    const order = query.sort ? sortOrder[query.sort] : ranking;
    const rows = await withKeywordSearch(db, keyword, (q) => {
      const ordered = selectProducts(q)
        .where(and(...conditions))
        .orderBy(...order, desc(products.createdAt), desc(products.id));
      // The id breaks ties in the order, so pages never overlap or skip a product.
      return query.limit ? ordered.limit(query.limit).offset(((query.page ?? 1) - 1) * query.limit) : ordered;
    });
    return rows.map(toProduct);
  }

  /** How many products `listProducts` finds for the query, all pages together. */
  async function countMatching(query: ProductQuery): Promise<number> {
    const { conditions, keyword } = filterOf(query);
    const [row] = await withKeywordSearch(db, keyword, (q) =>
      q
        .select({ n: count() })
        .from(products)
        .where(and(...conditions)),
    );
    return row?.n ?? 0;
  }

  /** The conditions of a product query, and the order that puts the best keyword matches first (keyword-search.ts). */
  function filterOf(query: ProductQuery): { conditions: SQL[]; ranking: SQL[]; keyword: KeywordFilter | undefined } {
    const conditions: SQL[] = [];
    const keyword = query.keyword ? keywordFilter(query.keyword) : undefined;
    if (keyword) conditions.push(keyword.condition);
    // An empty list (`?category=&gte=20&lte=40`) filters by price alone.
    if (query.category && query.category.length > 0) conditions.push(inArray(products.categoryId, query.category));
    if (query.gte !== undefined) conditions.push(gte(products.ratePaise, toPaise(query.gte)));
    if (query.lte !== undefined) conditions.push(lte(products.ratePaise, toPaise(query.lte)));
    return { conditions, ranking: keyword?.ranking ?? [], keyword };
  }

  /**
   * The search box's suggestions: the first few products the keyword search would list, read in
   * one statement of the few columns a suggestion shows, without the category.
   */
  async function suggestProducts(typed: string): Promise<Suggestion[]> {
    const keyword = keywordFilter(typed);
    if (!keyword) return [];
    const rows = await withKeywordSearch(db, keyword, (q) =>
      q
        .select({ id: products.id, name: products.name, nameHi: products.nameHi, nameMr: products.nameMr, imageKey: products.imageKey })
        .from(products)
        .where(keyword.condition)
        .orderBy(...keyword.ranking, desc(products.createdAt), desc(products.id))
        .limit(SUGGESTIONS),
    );
    return rows.map((row) => ({
      _id: row.id,
      name: row.name,
      names: { hi: row.nameHi, mr: row.nameMr },
      thumbnailUrl: storage.urlOf(thumbnailKeyOf(row.imageKey)),
    }));
  }

  async function recentProducts(): Promise<Product[]> {
    const rows = await selectProducts(db).orderBy(desc(products.createdAt), desc(products.id)).limit(RECENT_COUNT);
    return rows.map(toProduct);
  }

  /**
   * Every product of the shop, whatever a search or filter shows (API.md "Settled details"), and
   * the highest rate among them (0 in an empty shop), in one read.
   */
  async function catalogueFigures(): Promise<{ count: number; maxRate: number }> {
    const [row] = await db.select({ n: count(), top: max(products.ratePaise) }).from(products);
    return { count: row?.n ?? 0, maxRate: row?.top == null ? 0 : toRupees(row.top) };
  }

  /** The dashboard's figures of the catalogue, in one read: every product, and those with no stock left. */
  async function stockFigures(): Promise<{ products: number; outOfStock: number }> {
    const [row] = await db
      .select({ products: count(), outOfStock: count(sql`case when ${products.stocks} <= 0 then 1 end`) })
      .from(products);
    return { products: row?.products ?? 0, outOfStock: row?.outOfStock ?? 0 };
  }

  return { findProduct, findProducts, listProducts, countMatching, suggestProducts, recentProducts, catalogueFigures, stockFigures };
}
export type ProductQueries = ReturnType<typeof createProductQueries>;
