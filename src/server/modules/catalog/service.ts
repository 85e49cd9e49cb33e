import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.js';
import { notFound } from '#server/lib/errors.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import type { AuditService } from '#server/modules/audit/service.js';
import { createCategories } from './categories.js';
import { createImageFiles } from './image-files.js';
import { createLowStock } from './low-stock.js';
import { createProductQueries } from './product-queries.js';
import { createProducts } from './products.js';

/**
 * The catalogue: categories, products and their images (API.md "/api/category", "/api/product").
 * Reads and writes live in their own files; this joins them into the one service routes use.
 */
export function createCatalogService({
  db,
  storage,
  log,
  audit,
}: {
  db: Db;
  storage: ImageStorage;
  log: FastifyBaseLogger;
  /** Every admin write of the catalogue records its entry in its own transaction. */
  audit: Pick<AuditService, 'record'>;
}) {
  const images = createImageFiles({ db, storage, log });
  const categories = createCategories({ db, storage, images, audit });
  const queries = createProductQueries({ db, storage });
  const products = createProducts({ db, images, categories, queries, audit });
  const lowStock = createLowStock({ db, storage });

  async function getProduct(id: string) {
    const product = await queries.findProduct(id);
    if (!product) throw notFound('Product');
    return product;
  }

  return {
    listCategories: categories.listCategories,
    addCategory: categories.addCategory,
    updateCategory: categories.updateCategory,
    deleteCategory: categories.deleteCategory,
    listProducts: queries.listProducts,
    recentProducts: queries.recentProducts,
    countProducts: queries.countProducts,
    countMatching: queries.countMatching,
    suggestProducts: queries.suggestProducts,
    stockFigures: queries.stockFigures,
    lowStockProducts: lowStock.lowStockProducts,
    getProduct,
    findProducts: queries.findProducts,
    addProduct: products.addProduct,
    updateProduct: products.updateProduct,
    deleteProduct: products.deleteProduct,
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
