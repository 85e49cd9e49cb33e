import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '#server/db/client.js';
import { products as productsTable } from '#server/db/schema.js';
import { notFound } from '#server/lib/errors.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import { createCategories } from './categories.js';
import { createImageFiles } from './image-files.js';
import { createProductQueries } from './product-queries.js';
import { createProducts } from './products.js';

/**
 * The catalogue: categories, products and their images (API.md "/api/category", "/api/product").
 * Reads and writes live in their own files; this joins them into the one service routes use.
 */
export function createCatalogService({ db, storage, log }: { db: Db; storage: ImageStorage; log: FastifyBaseLogger }) {
  const images = createImageFiles({ db, storage, log });
  const categories = createCategories({ db, storage, images });
  const queries = createProductQueries({ db, storage });
  const products = createProducts({ db, images, categories, queries });

  async function getProduct(id: string) {
    const product = await queries.findProduct(id);
    if (!product) throw notFound('Product');
    return product;
  }

  /**
   * Name, unit and stock of these products, read on `q`: inside an order's transaction it sees
   * the stock that order left (live alerts' stock.low, docs/decisions/0008-live-events.md).
   */
  async function stockLevels(q: Queryable, productIds: readonly string[]) {
    if (productIds.length === 0) return [];
    return q
      .select({ _id: productsTable.id, name: productsTable.name, unit: productsTable.unit, stocks: productsTable.stocks })
      .from(productsTable)
      .where(inArray(productsTable.id, [...productIds]));
  }

  return {
    listCategories: categories.listCategories,
    addCategory: categories.addCategory,
    updateCategory: categories.updateCategory,
    deleteCategory: categories.deleteCategory,
    listProducts: queries.listProducts,
    recentProducts: queries.recentProducts,
    countProducts: queries.countProducts,
    getProduct,
    stockLevels,
    addProduct: products.addProduct,
    updateProduct: products.updateProduct,
    deleteProduct: products.deleteProduct,
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
