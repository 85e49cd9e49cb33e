import { linePaise, toMilli, toRupees } from '#common/money.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { categories, products, users } from '#server/db/schema.js';
import { createLocalImageStorage } from '#server/lib/image-storage.js';
import { createSessionStore } from '#server/modules/auth/sessions.js';
import { seedEmptyDatabase } from '#server/seed/seed-empty-database.js';

/** What the load needs to know of the seeded shop. */
export interface BenchCatalogue {
  categoryIds: string[];
  products: { id: string; ratePaise: number }[];
  /** Session cookies of signed-in customers, one per simulated shopper. */
  customerCookies: string[];
}

export const CATEGORY_COUNT = 20;
export const PRODUCT_COUNT = 1000;
export const CUSTOMER_COUNT = 200;

const VARIETIES = ['Organic', 'Farm Fresh', 'Hybrid', 'Desi', 'Premium', 'Local', 'Baby', 'Red', 'Green', 'Golden'];
const CATEGORY_WORDS = ['Leafy', 'Root', 'Exotic', 'Seasonal', 'Hill', 'Coastal', 'Summer', 'Winter', 'Daily', 'Festive'];
const silent = { info() {}, warn() {}, error() {} } as never;

/**
 * The benchmark's shop: the demo catalogue (5 categories, its drawn pictures) grown to 20
 * categories and 1,000 products whose names and pictures repeat the demo's, with stock that
 * thousands of orders cannot exhaust, and signed-in customers. Written straight into the
 * database before the server starts: the load measures the server, not the seeding.
 */
export async function seedBenchCatalogue(database: Database, config: Config): Promise<BenchCatalogue> {
  const { db } = database;
  await database.migrate();
  const storage = createLocalImageStorage(`${config.dataDir}/uploads`);
  await seedEmptyDatabase({ db, config: { ...config, seedDemo: true }, storage, log: silent });

  const demo = await db.select().from(products);
  const demoCategories = await db.select().from(categories);
  const extra = await db
    .insert(categories)
    .values(
      Array.from({ length: CATEGORY_COUNT - demoCategories.length }, (_, i) => ({
        name: `${CATEGORY_WORDS[i % CATEGORY_WORDS.length]} ${demoCategories[i % demoCategories.length]!.name} ${i + 1}`,
        imageKey: demoCategories[i % demoCategories.length]!.imageKey,
      })),
    )
    .returning();
  const allCategories = [...demoCategories, ...extra];

  // Products are created a moment apart so "newest first" has a real order to follow.
  const start = Date.now() - PRODUCT_COUNT * 1000;
  const rows = Array.from({ length: PRODUCT_COUNT - demo.length }, (_, i) => {
    const model = demo[i % demo.length]!;
    return {
      name: `${VARIETIES[Math.floor(i / demo.length) % VARIETIES.length]} ${model.name} ${i + 1}`.slice(0, 50),
      unit: model.unit,
      ratePaise: 1000 + ((i * 733) % 40_000),
      stocks: 1_000_000,
      kilogramOptions: model.kilogramOptions,
      categoryId: allCategories[i % allCategories.length]!.id,
      imageKey: model.imageKey,
      createdAt: new Date(start + i * 1000),
    };
  });
  for (let i = 0; i < rows.length; i += 200) await db.insert(products).values(rows.slice(i, i + 200));
  await db.update(products).set({ stocks: 1_000_000 });

  const customers = await db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMER_COUNT }, (_, i) => ({
        firstName: 'Bench',
        lastName: `Shopper ${i + 1}`,
        email: `shopper${i + 1}@bench.example`,
        // Nobody logs in with it: sessions are opened directly below.
        passwordHash: 'unused',
      })),
    )
    .returning({ id: users.id });
  const sessions = createSessionStore({ db, config, clock: () => new Date() });
  const customerCookies = await Promise.all(customers.map(async (c) => `session=${await sessions.start(c.id)}`));

  const all = await db.select({ id: products.id, ratePaise: products.ratePaise }).from(products);
  return { categoryIds: allCategories.map((c) => c.id), products: all, customerCookies };
}

/** A checkout body as the storefront sends it, for `lines` products at 1 unit or 1 Kg each. */
export function orderBodyFor(lines: { id: string; ratePaise: number }[]): string {
  const total = lines.reduce((sum, l) => sum + linePaise(l.ratePaise, toMilli(1)), 0);
  return JSON.stringify({
    cartItems: lines.map((l) => ({ id: l.id, quantity: 1 })),
    shippingInfo: { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' },
    total: toRupees(total),
  });
}
