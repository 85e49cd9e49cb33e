import { eq } from 'drizzle-orm';
import { toMilli, toPaise } from '#common/money.js';
import { mrpProblems, type Product, type ProductFields } from '#common/schemas/catalog.js';
import type { Db, Tx } from '#server/db/client.js';
import { products } from '#server/db/schema.js';
import { AppError, notFound } from '#server/lib/errors.js';
import { type Actor, type AuditService, changedFields } from '#server/modules/audit/service.js';
import type { Categories } from './categories.js';
import type { ImageFiles, ImageInput } from './image-files.js';
import type { ProductQueries } from './product-queries.js';

const imageRequired = () => new AppError('VALIDATION', ['Image: Required..!!']);

/**
 * A product as its audit entries show it: what the owner edits, named as the form names it,
 * the category by name, the picture by its address.
 */
const auditViewOf = ({ _id, createdAt, thumbnailUrl, url, category, names, ...fields }: Product) => ({
  ...fields,
  name_hi: names.hi,
  name_mr: names.mr,
  category: category?.categoryName ?? null,
  image: url,
});

const columnsOf = (fields: ProductFields) => ({
  name: fields.name,
  unit: fields.unit,
  ratePaise: toPaise(fields.rate),
  stocks: fields.stocks,
  kilogramOptions: fields.kilogramOption,
  categoryId: fields.category,
  // Left out of the form: the product keeps its level and its other names (ProductFields).
  ...(fields.low_stock_threshold === undefined ? {} : { lowStockThreshold: fields.low_stock_threshold }),
  ...(fields.max_per_order === undefined ? {} : { maxPerOrder: fields.max_per_order }),
  ...(fields.name_hi === undefined ? {} : { nameHi: fields.name_hi }),
  ...(fields.name_mr === undefined ? {} : { nameMr: fields.name_mr }),
  ...(fields.aliases === undefined ? {} : { aliases: fields.aliases }),
  ...(fields.mrp === undefined ? {} : { mrpPaise: fields.mrp === null ? null : toPaise(fields.mrp) }),
  ...(fields.hsn === undefined ? {} : { hsn: fields.hsn }),
  ...(fields.gstRate === undefined ? {} : { gstRate: fields.gstRate }),
});

/**
 * The stock an update saves, under the product's row lock (API.md "Guards against abuse"): as
 * sent, unless orders moved it since the form showed `stocks_was`; then a form that left it as
 * shown keeps the current stock, and one that changed it is refused with the current figure.
 */
function stockToSave(current: number, { stocks, stocks_was: shown }: ProductFields): number {
  if (shown === undefined || sameQuantity(current, shown)) return stocks;
  if (sameQuantity(stocks, shown)) return current;
  throw new AppError('STOCK_CHANGED', `Stock Changed To ${current} Since You Opened This Form..!!`, [{ stocks: current }]);
}

const sameQuantity = (a: number, b: number) => toMilli(a) === toMilli(b);

/** Product writes of the admin (spec 2.9 "Add Product", "Update Product", "All Products"). */
export function createProducts({
  db,
  images,
  categories,
  queries,
  audit,
}: {
  db: Db;
  images: ImageFiles;
  categories: Categories;
  queries: ProductQueries;
  audit: Pick<AuditService, 'record'>;
}) {
  /** The product as the API shows it, read inside the change's transaction. */
  async function answerOf(id: string, q: Parameters<ProductQueries['findProduct']>[1]): Promise<Product> {
    const product = await queries.findProduct(id, q);
    if (!product) throw notFound('Product');
    return product;
  }

  /**
   * The change's audit entry, in its transaction. `actor` is null only for the shop's own
   * first-start seeding, which no Admin did (docs/decisions/0013-audit-log.md).
   */
  async function recordChange(tx: Tx, actor: Actor | null, action: string, id: string, detail: Record<string, unknown>) {
    if (actor) await audit.record(tx, { actor, action, target: `product:${id}`, detail });
  }

  async function addProduct(fields: ProductFields, image: ImageInput | undefined, actor: Actor | null): Promise<Product> {
    if (!image) throw imageRequired();
    return images.withImage(image, (imageKey) =>
      db.transaction(async (tx) => {
        await categories.requireCategory(fields.category, tx);
        const [row] = await tx
          .insert(products)
          .values({ ...columnsOf(fields), imageKey: imageKey as string })
          .returning({ id: products.id });
        const added = await answerOf((row as { id: string }).id, tx);
        await recordChange(tx, actor, 'product.create', added._id, { record: added.name, after: auditViewOf(added) });
        return { value: added };
      }),
    );
  }

  /** Every field is replaced; the image only when a new one was sent. */
  async function updateProduct(id: string, fields: ProductFields, image: ImageInput | undefined, actor: Actor): Promise<Product> {
    return images.withImage(image, (imageKey) =>
      db.transaction(async (tx) => {
        const [old] = await tx
          .select({ imageKey: products.imageKey, stocks: products.stocks })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!old) throw notFound('Product');
        const stocks = stockToSave(old.stocks, fields);
        const before = await answerOf(id, tx);
        // A form that leaves the MRP out keeps the product's own, which the new rate may not pass.
        if (fields.mrp === undefined) {
          const problems = mrpProblems({ rate: fields.rate, mrp: before.mrp });
          if (problems.length > 0) throw new AppError('VALIDATION', problems);
        }
        await categories.requireCategory(fields.category, tx);
        await tx
          .update(products)
          .set({ ...columnsOf(fields), stocks, ...(imageKey ? { imageKey } : {}) })
          .where(eq(products.id, id));
        const updated = await answerOf(id, tx);
        await recordChange(tx, actor, 'product.update', id, {
          record: updated.name,
          ...changedFields(auditViewOf(before), auditViewOf(updated)),
        });
        return { value: updated, droppedKey: imageKey ? old.imageKey : undefined };
      }),
    );
  }

  /** Placed orders keep their own copy of what was bought, so deleting a product never changes them. */
  async function deleteProduct(id: string, actor: Actor): Promise<void> {
    await images.withImage(undefined, () =>
      db.transaction(async (tx) => {
        const before = await queries.findProduct(id, tx);
        const [row] = await tx.delete(products).where(eq(products.id, id)).returning({ imageKey: products.imageKey });
        if (!row || !before) throw notFound('Product');
        await recordChange(tx, actor, 'product.delete', id, { record: before.name, before: auditViewOf(before) });
        return { value: undefined, droppedKey: row.imageKey };
      }),
    );
  }

  return { addProduct, updateProduct, deleteProduct };
}
