import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GstRate } from '#common/constants.js';
import { toPaise } from '#common/money.js';
import { categories, products } from '#server/db/schema.js';
import type { TestShop } from './app.js';

export interface TestProduct {
  id: string;
  name: string;
  rate: number;
  stocks: number;
  imageKey: string;
  url: string;
}

/**
 * Puts a product (in a fresh category) straight into the database: order tests need stock and
 * rates, not the catalogue's upload path. The image key names no real file; orders only copy
 * its URL.
 */
export async function createProduct(
  shop: TestShop,
  options: {
    rate: number;
    stocks: number;
    name?: string;
    unit?: string;
    kilogramOption?: number[];
    /** API.md "Tax and labels": the MRP, HSN code and GST slab (none, none and exempt unless given). */
    mrp?: number | null;
    hsn?: string;
    gstRate?: GstRate;
    /** The Hindi and Marathi names ('' unless given). */
    names?: { hi?: string; mr?: string };
  },
): Promise<TestProduct> {
  const { db } = shop.database;
  const [category] = await db
    .insert(categories)
    .values({ name: `Category ${randomUUID().slice(0, 8)}`, imageKey: `${randomUUID()}.webp` })
    .returning();
  const imageKey = `${randomUUID()}.webp`;
  const name = options.name ?? `Product ${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(products)
    .values({
      name,
      unit: options.unit ?? 'Kg',
      ratePaise: toPaise(options.rate),
      stocks: options.stocks,
      kilogramOptions: options.kilogramOption ?? [0.5, 1],
      categoryId: category!.id,
      imageKey,
      hsn: options.hsn ?? '',
      gstRate: options.gstRate ?? 0,
      nameHi: options.names?.hi ?? '',
      nameMr: options.names?.mr ?? '',
      ...(options.mrp == null ? {} : { mrpPaise: toPaise(options.mrp) }),
    })
    .returning();
  return { id: row!.id, name, rate: options.rate, stocks: options.stocks, imageKey, url: `/uploads/${imageKey}` };
}

/** The product's stock as the database holds it now. */
export async function stockOf(shop: TestShop, productId: string): Promise<number> {
  const [row] = await shop.database.db.select({ stocks: products.stocks }).from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row.stocks;
}

/** Changes a product's rate behind the shopper's back (an admin edit between cart and checkout). */
export async function setRate(shop: TestShop, productId: string, rate: number): Promise<void> {
  await shop.database.db
    .update(products)
    .set({ ratePaise: toPaise(rate) })
    .where(eq(products.id, productId));
}
