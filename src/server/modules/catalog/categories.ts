import { asc, count, eq } from 'drizzle-orm';
import type { Category, CategoryFields } from '#common/schemas/catalog.js';
import type { Db, Queryable, Tx } from '#server/db/client.js';
import { categories, products } from '#server/db/schema.js';
import { AppError, conflict, notFound } from '#server/lib/errors.js';
import type { ImageStorage } from '#server/lib/image-storage.js';
import { thumbnailKeyOf } from '#server/lib/images.js';
import { type Actor, type AuditService, changedFields } from '#server/modules/audit/service.js';
import type { ImageFiles, ImageInput } from './image-files.js';

type CategoryRow = typeof categories.$inferSelect;

const CATEGORY_IN_USE = 'Category Has Products, Delete Or Move Them First..!!';
const imageRequired = () => new AppError('VALIDATION', ['Category Image: Required..!!']);

/** PostgreSQL's foreign-key violation: a product still points at the category. */
const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23503' || (error as { cause?: { code?: string } })?.cause?.code === '23503';

/** Categories of the catalogue (spec 2.9 "Add Category", "All Category"). */
export function createCategories({
  db,
  storage,
  images,
  audit,
}: {
  db: Db;
  storage: ImageStorage;
  images: ImageFiles;
  audit: Pick<AuditService, 'record'>;
}) {
  const toCategory = (row: CategoryRow): Category => ({
    _id: row.id,
    categoryName: row.name,
    categoryImage: storage.urlOf(row.imageKey),
    categoryThumbnail: storage.urlOf(thumbnailKeyOf(row.imageKey)),
  });

  async function findRow(id: string, q: Queryable, lock?: 'update'): Promise<CategoryRow | undefined> {
    const query = q.select().from(categories).where(eq(categories.id, id));
    const [row] = lock ? await query.for(lock) : await query;
    return row;
  }

  /** A category as its audit entries show it: its name and its picture's address. */
  const auditViewOf = (category: Category) => ({ categoryName: category.categoryName, image: category.categoryImage });

  /** The change's audit entry, in its transaction; `actor` is null only for the first-start seeding (decision 0013). */
  async function recordChange(tx: Tx, actor: Actor | null, action: string, id: string, detail: Record<string, unknown>) {
    if (actor) await audit.record(tx, { actor, action, target: `category:${id}`, detail });
  }

  async function listCategories(): Promise<Category[]> {
    const rows = await db.select().from(categories).orderBy(asc(categories.createdAt), asc(categories.id));
    return rows.map(toCategory);
  }

  async function addCategory(fields: CategoryFields, image: ImageInput | undefined, actor: Actor | null): Promise<Category> {
    if (!image) throw imageRequired();
    return images.withImage(image, (imageKey) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({ name: fields.categoryName, imageKey: imageKey as string })
          .returning();
        const added = toCategory(row as CategoryRow);
        await recordChange(tx, actor, 'category.create', added._id, { record: added.categoryName, after: auditViewOf(added) });
        return { value: added };
      }),
    );
  }

  /** A new name, and a new image only when one was sent (the old one is kept otherwise). */
  async function updateCategory(id: string, fields: CategoryFields, image: ImageInput | undefined, actor: Actor): Promise<Category> {
    return images.withImage(image, (imageKey) =>
      db.transaction(async (tx) => {
        const old = await findRow(id, tx, 'update');
        if (!old) throw notFound('Category');
        const [row] = await tx
          .update(categories)
          .set({ name: fields.categoryName, ...(imageKey ? { imageKey } : {}) })
          .where(eq(categories.id, id))
          .returning();
        const updated = toCategory(row as CategoryRow);
        const change = changedFields(auditViewOf(toCategory(old)), auditViewOf(updated));
        await recordChange(tx, actor, 'category.update', id, { record: updated.categoryName, ...change });
        return { value: updated, droppedKey: imageKey ? old.imageKey : undefined };
      }),
    );
  }

  /** Refused while products point at it: the shopper would lose their category (DESIGN.md). */
  async function deleteCategory(id: string, actor: Actor): Promise<Category> {
    return images.withImage(undefined, async () => {
      try {
        return await db.transaction(async (tx) => {
          const old = await findRow(id, tx, 'update');
          if (!old) throw notFound('Category');
          const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
          if ((used?.n ?? 0) > 0) throw conflict(CATEGORY_IN_USE);
          await tx.delete(categories).where(eq(categories.id, id));
          const deleted = toCategory(old);
          await recordChange(tx, actor, 'category.delete', id, { record: deleted.categoryName, before: auditViewOf(deleted) });
          return { value: deleted, droppedKey: old.imageKey };
        });
      } catch (error) {
        // A product added between the count and the delete: the foreign key refuses it too.
        if (isForeignKeyViolation(error)) throw conflict(CATEGORY_IN_USE);
        throw error;
      }
    });
  }

  /**
   * Locks the category against deletion until the caller's transaction ends (what a product
   * insert's foreign key would do), and says "not found" plainly instead of a key violation.
   */
  async function requireCategory(id: string, q: Queryable): Promise<void> {
    const [row] = await q.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).for('key share');
    if (!row) throw notFound('Category');
  }

  return { listCategories, addCategory, updateCategory, deleteCategory, requireCategory };
}
export type Categories = ReturnType<typeof createCategories>;
