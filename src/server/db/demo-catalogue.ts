import { count } from 'drizzle-orm';
import { toPaise } from '#common/money.js';
import type { ImageStorage } from '../lib/image-storage.js';
import { encodeImage, removeImage, storeImage } from '../lib/images.js';
import type { Db } from './client.js';
import { categorySvg, productSvg } from './demo/art.js';
import { DEMO_CATALOGUE, type DemoProduct } from './demo/catalogue.js';
import { categories, products } from './schema.js';

/** Images rendered at once: enough to keep two cores busy without holding every picture in memory. */
const PARALLEL_RENDERS = 4;

/** Runs `work` over `items` with at most `limit` running at a time, keeping the order of results. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Products newest first: one from each category in turn, so the newest ten (the home page's New
 * Products) show every category rather than the last one typed in.
 */
function interleaved(): { product: DemoProduct; categoryIndex: number }[] {
  const longest = Math.max(...DEMO_CATALOGUE.map((c) => c.products.length));
  const order: { product: DemoProduct; categoryIndex: number }[] = [];
  for (let i = 0; i < longest; i++) {
    DEMO_CATALOGUE.forEach((category, categoryIndex) => {
      const product = category.products[i];
      if (product) order.push({ product, categoryIndex });
    });
  }
  return order;
}

/**
 * The demo catalogue (SEED_DEMO=1): categories and products with pictures drawn in code and
 * stored like uploads. Does nothing when the shop already has categories. The files are written
 * first and removed again if the rows cannot be saved, as for an admin's upload.
 */
export async function seedDemoCatalogue({ db, storage }: { db: Db; storage: ImageStorage }) {
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return { categories: 0, products: 0 };

  const ordered = interleaved();
  const pictures = [
    ...DEMO_CATALOGUE.map((c) =>
      categorySvg(
        c.products.map((p) => p.art),
        c.background,
      ),
    ),
    ...ordered.map(({ product, categoryIndex }, i) =>
      productSvg(product.art, DEMO_CATALOGUE[categoryIndex]?.background ?? '#ffffff', i + 1),
    ),
  ];
  const stored: string[] = [];
  try {
    const keys = await mapLimited(pictures, PARALLEL_RENDERS, async (svg) => {
      const key = await storeImage(storage, await encodeImage(svg, { effort: 1 }));
      stored.push(key);
      return key;
    });
    const categoryKeys = keys.slice(0, DEMO_CATALOGUE.length);
    const productKeys = keys.slice(DEMO_CATALOGUE.length);

    const now = Date.now();
    await db.transaction(async (tx) => {
      const categoryRows = await tx
        .insert(categories)
        .values(
          DEMO_CATALOGUE.map((c, i) => ({
            name: c.name,
            imageKey: categoryKeys[i] as string,
            createdAt: new Date(now - 86_400_000 + i * 1000),
          })),
        )
        .returning({ id: categories.id });
      await tx.insert(products).values(
        ordered.map(({ product, categoryIndex }, i) => ({
          name: product.name,
          unit: product.unit,
          ratePaise: toPaise(product.rate),
          stocks: product.stocks,
          kilogramOptions: product.kilogramOption,
          categoryId: categoryRows[categoryIndex]?.id,
          imageKey: productKeys[i] as string,
          // A minute apart, the first round (each category's showcase) the newest.
          createdAt: new Date(now - (i + 1) * 60_000),
        })),
      );
    });
    return { categories: DEMO_CATALOGUE.length, products: ordered.length };
  } catch (error) {
    await Promise.allSettled(stored.map((key) => removeImage(storage, key)));
    throw error;
  }
}
