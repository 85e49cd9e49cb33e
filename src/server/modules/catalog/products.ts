import { eq } from 'drizzle-orm';
import { toPaise } from '#common/money.js';
import type { Product, ProductFields } from '#common/schemas/catalog.js';
import type { Db } from '#server/db/client.js';
import { products } from '#server/db/schema.js';
import { AppError, notFound } from '#server/lib/errors.js';
import type { Categories } from './categories.js';
import type { ImageFiles, ImageInput } from './image-files.js';
import type { ProductQueries } from './product-queries.js';

const imageRequired = () => new AppError('VALIDATION', ['Image: Required..!!']);

const columnsOf = (fields: ProductFields) => ({
  name: fields.name,
  unit: fields.unit,
  ratePaise: toPaise(fields.rate),
  stocks: fields.stocks,
  kilogramOptions: fields.kilogramOption,
  categoryId: fields.category,
});

/** Product writes of the admin (spec 2.9 "Add Product", "Update Product", "All Products"). */
export function createProducts({
  db,
  images,
  categories,
  queries,
}: {
  db: Db;
  images: ImageFiles;
  categories: Categories;
  queries: ProductQueries;
}) {
  /** The product as the API shows it, read inside the change's transaction. */
  async function answerOf(id: string, q: Parameters<ProductQueries['findProduct']>[1]): Promise<Product> {
    const product = await queries.findProduct(id, q);
    if (!product) throw notFound('Product');
    return product;
  }

  async function addProduct(fields: ProductFields, image: ImageInput | undefined): Promise<Product> {
    if (!image) throw imageRequired();
    return images.withImage(image, (imageKey) =>
      db.transaction(async (tx) => {
        await categories.requireCategory(fields.category, tx);
        const [row] = await tx
          .insert(products)
          .values({ ...columnsOf(fields), imageKey: imageKey as string })
          .returning({ id: products.id });
        return { value: await answerOf((row as { id: string }).id, tx) };
      }),
    );
  }

  /** Every field is replaced; the image only when a new one was sent. */
  async function updateProduct(id: string, fields: ProductFields, image: ImageInput | undefined): Promise<Product> {
    return images.withImage(image, (imageKey) =>
      db.transaction(async (tx) => {
        const [old] = await tx.select({ imageKey: products.imageKey }).from(products).where(eq(products.id, id)).for('update');
        if (!old) throw notFound('Product');
        await categories.requireCategory(fields.category, tx);
        await tx
          .update(products)
          .set({ ...columnsOf(fields), ...(imageKey ? { imageKey } : {}) })
          .where(eq(products.id, id));
        return { value: await answerOf(id, tx), droppedKey: imageKey ? old.imageKey : undefined };
      }),
    );
  }

  /** Placed orders keep their own copy of what was bought, so deleting a product never changes them. */
  async function deleteProduct(id: string): Promise<void> {
    await images.withImage(undefined, async () => {
      const [row] = await db.delete(products).where(eq(products.id, id)).returning({ imageKey: products.imageKey });
      if (!row) throw notFound('Product');
      return { value: undefined, droppedKey: row.imageKey };
    });
  }

  return { addProduct, updateProduct, deleteProduct };
}
