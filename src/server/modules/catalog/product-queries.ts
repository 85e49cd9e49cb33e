import { and, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { toPaise, toRupees } from '#common/money.js';
import type { Product, ProductQuery } from '#common/schemas/catalog.js';
import type { Queryable } from '#server/db/client.js';
import { categories, products } from '#server/db/schema.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import { thumbnailKeyOf } from '#server/lib/images.js';
import { escapeLike } from '#server/lib/like-patterns.js';

/** Every product read joins its category in the same query: no query per product. */
const productColumns = {
  id: products.id,
  name: products.name,
  unit: products.unit,
  ratePaise: products.ratePaise,
  stocks: products.stocks,
  kilogramOptions: products.kilogramOptions,
  lowStockThreshold: products.lowStockThreshold,
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
 * The spellings a keyword is matched by: itself and its singular ("tomatos", "potatoes" find
 * Tomato, Potato; API.md asks for forgiving search). Each form is an ILIKE '%form%' that the
 * trigram index on products.name answers (pg_trgm, on PGlite and PostgreSQL alike) once the form
 * has three characters; a shorter one has no trigram and is matched by reading the table, which
 * stays correct and, at a shop's size, quick.
 */
function keywordForms(keyword: string): string[] {
  const forms = [keyword];
  if (keyword.length > 4 && /es$/i.test(keyword)) forms.push(keyword.slice(0, -2));
  if (keyword.length > 3 && /s$/i.test(keyword)) forms.push(keyword.slice(0, -1));
  return [...new Set(forms)];
}

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
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function findProduct(id: string, q: Queryable = db): Promise<Product | undefined> {
    const [row] = await selectProducts(q).where(eq(products.id, id));
    return row ? toProduct(row) : undefined;
  }

  /** The product list of the storefront: every condition given narrows it (API.md "getAllProducts"). */
  async function listProducts(query: ProductQuery): Promise<Product[]> {
    const { conditions, ranking } = filterOf(query);
    const ordered = selectProducts(db)
      .where(and(...conditions))
      .orderBy(...ranking, desc(products.createdAt), desc(products.id));
    // The id breaks ties in the order, so pages never overlap or skip a product.
    const rows = query.limit ? await ordered.limit(query.limit).offset(((query.page ?? 1) - 1) * query.limit) : await ordered;
    return rows.map(toProduct);
  }

  /** How many products `listProducts` finds for the query, all pages together. */
  async function countMatching(query: ProductQuery): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(products)
      .where(and(...filterOf(query).conditions));
    return row?.n ?? 0;
  }

  /** The conditions of a product query, and the order that puts the best keyword matches first. */
  function filterOf(query: ProductQuery): { conditions: SQL[]; ranking: SQL[] } {
    const conditions: SQL[] = [];
    const ranking: SQL[] = [];
    const keyword = query.keyword?.trim();
    if (keyword) {
      const forms = keywordForms(keyword).map(escapeLike);
      conditions.push(or(...forms.map((form) => ilike(products.name, `%${form}%`))) as SQL);
      // Names that start with the keyword come first ("Tomato" before "Cherry Tomato").
      ranking.push(sql`(${or(...forms.map((form) => ilike(products.name, `${form}%`)))}) desc`);
    }
    // An empty list (`?category=&gte=20&lte=40`) filters by price alone.
    if (query.category && query.category.length > 0) conditions.push(inArray(products.categoryId, query.category));
    if (query.gte !== undefined) conditions.push(gte(products.ratePaise, toPaise(query.gte)));
    if (query.lte !== undefined) conditions.push(lte(products.ratePaise, toPaise(query.lte)));
    return { conditions, ranking };
  }

  async function recentProducts(): Promise<Product[]> {
    const rows = await selectProducts(db).orderBy(desc(products.createdAt), desc(products.id)).limit(RECENT_COUNT);
    return rows.map(toProduct);
  }

  /** Every product of the shop, whatever a search or filter shows (API.md "Settled details"). */
  async function countProducts(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products);
    return row?.n ?? 0;
  }

  /** The dashboard's figures of the catalogue, in one read: every product, and those with no stock left. */
  async function stockFigures(): Promise<{ products: number; outOfStock: number }> {
    const [row] = await db
      .select({ products: count(), outOfStock: count(sql`case when ${products.stocks} <= 0 then 1 end`) })
      .from(products);
    return { products: row?.products ?? 0, outOfStock: row?.outOfStock ?? 0 };
  }

  return { findProduct, listProducts, countMatching, recentProducts, countProducts, stockFigures };
}
export type ProductQueries = ReturnType<typeof createProductQueries>;
