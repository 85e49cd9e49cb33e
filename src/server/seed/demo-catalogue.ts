import { encodeImage } from '#server/lib/images.js';
import type { CatalogService } from '#server/modules/catalog/service.js';
import { categorySvg, productSvg } from './demo/art.js';
import { DEMO_CATALOGUE, type DemoProduct } from './demo/catalogue.js';
import { demoLabelsOf } from './demo/labels.js';

/** Images rendered at once: enough to keep two cores busy without holding every picture in memory. */
const PARALLEL_RENDERS = 4;

/** Runs `work` over `items` with at most `limit` running at a time, keeping the order of results. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
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
 * The demo catalogue (SEED_DEMO=1): categories and products with pictures drawn in code, added
 * through the catalogue service as an admin's would be. Does nothing when the shop already has
 * categories. The pictures are the shop's own drawings, so they skip the upload checks and are
 * encoded with less effort (flat drawings compress well anyway), a few at a time.
 */
export async function seedDemoCatalogue(catalog: CatalogService): Promise<{ categories: number; products: number }> {
  if ((await catalog.listCategories()).length > 0) return { categories: 0, products: 0 };

  const ordered = interleaved();
  const encode = (svg: Buffer) => encodeImage(svg, { effort: 1 });
  const categoryPictures = await mapLimited(DEMO_CATALOGUE, PARALLEL_RENDERS, (category) =>
    encode(
      categorySvg(
        category.products.map((p) => p.art),
        category.background,
      ),
    ),
  );
  const productPictures = await mapLimited(
    ordered.map((entry, i) => ({ ...entry, seed: i + 1 })),
    PARALLEL_RENDERS,
    ({ product, categoryIndex, seed }) => encode(productSvg(product.art, DEMO_CATALOGUE[categoryIndex]?.background ?? '#ffffff', seed)),
  );

  const categoryIds: string[] = [];
  for (const [i, category] of DEMO_CATALOGUE.entries()) {
    const added = await catalog.addCategory({ categoryName: category.name }, categoryPictures[i], null);
    categoryIds.push(added._id);
  }
  // Oldest first, so the first round (each category's showcase) is the newest.
  for (let i = ordered.length - 1; i >= 0; i--) {
    const { product, categoryIndex } = ordered[i] as (typeof ordered)[number];
    const { art: _art, ...fields } = product;
    await catalog.addProduct(
      { ...fields, ...demoLabelsOf(product.name), category: categoryIds[categoryIndex] as string },
      productPictures[i],
      null,
    );
  }
  return { categories: DEMO_CATALOGUE.length, products: ordered.length };
}
