import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.js';
import { notFound } from '#server/lib/errors.js';
import { followedBy } from '#server/lib/followed-by.js';
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
  catalogueChanged = async () => {},
}: {
  db: Db;
  storage: ImageStorage;
  log: FastifyBaseLogger;
  /** Every admin write of the catalogue records its entry in its own transaction. */
  audit: Pick<AuditService, 'record'>;
  /** Told after every write, before it is answered: the cached catalogue answers follow (services.ts). */
  catalogueChanged?: () => Promise<void>;
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
    addCategory: followedBy(categories.addCategory, catalogueChanged),
    updateCategory: followedBy(categories.updateCategory, catalogueChanged),
    deleteCategory: followedBy(categories.deleteCategory, catalogueChanged),
    listProducts: queries.listProducts,
    recentProducts: queries.recentProducts,
    catalogueFigures: queries.catalogueFigures,
    countMatching: queries.countMatching,
    suggestProducts: queries.suggestProducts,
    stockFigures: queries.stockFigures,
    lowStockProducts: lowStock.lowStockProducts,
    getProduct,
    findProducts: queries.findProducts,
    addProduct: followedBy(products.addProduct, catalogueChanged),
    updateProduct: followedBy(products.updateProduct, catalogueChanged),
    deleteProduct: followedBy(products.deleteProduct, catalogueChanged),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
