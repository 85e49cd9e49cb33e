import { asc, count, sql } from 'drizzle-orm';
import { linePaise, toMilli, toRupees } from '#common/money.js';
import type { Config } from '#server/config.js';
import type { Database } from '#server/db/client.js';
import { categories, products, users } from '#server/db/schema.js';
import { createImageStorage } from '#server/lib/configured-image-storage.js';
import { createAuditService } from '#server/modules/audit/service.js';
import { createSessionStore } from '#server/modules/auth/sessions.js';
import { createSettingsService } from '#server/modules/settings/service.js';
import { seedEmptyDatabase } from '#server/seed/seed-empty-database.js';

/** What the load needs to know of the seeded shop. */
export interface BenchCatalogue {
  categoryIds: string[];
  products: { id: string; ratePaise: number }[];
  /** Session cookies of signed-in customers, one per simulated shopper. */
  customerCookies: string[];
  /** What shoppers type into the search box (suggestKeywords). */
  suggestKeywords: string[];
}

export const CATEGORY_COUNT = 20;
export const PRODUCT_COUNT = 1000;
export const CUSTOMER_COUNT = 200;
/**
 * The search box's suggestions, the storefront's first page and its Lighthouse run are measured
 * on a larger catalogue (10,000 products, as a grown shop has).
 */
export const LARGE_CATALOGUE_PRODUCTS = 10_000;

/** Each variety in English, Hindi and Marathi: the products' names in all three. */
const VARIETIES: [en: string, hi: string, mr: string][] = [
  ['Organic', 'ऑर्गेनिक', 'सेंद्रिय'],
  ['Farm Fresh', 'खेत से ताज़ा', 'शेतातून ताजे'],
  ['Hybrid', 'हाइब्रिड', 'हायब्रिड'],
  ['Desi', 'देसी', 'गावरान'],
  ['Premium', 'प्रीमियम', 'प्रीमियम'],
  ['Local', 'लोकल', 'स्थानिक'],
  ['Baby', 'बेबी', 'बेबी'],
  ['Red', 'लाल', 'लाल'],
  ['Green', 'हरा', 'हिरवा'],
  ['Golden', 'सुनहरा', 'सोनेरी'],
];
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
  const storage = createImageStorage(config, database);
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

  await addVarieties(database, PRODUCT_COUNT - demo.length, 0, allCategories);
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
  await allowEveryOpenOrder(database);
  const sessions = createSessionStore({ db, config, clock: () => new Date(), cluster: undefined });
  const customerCookies = await Promise.all(customers.map(async (c) => `session=${await sessions.start(c.id)}`));

  const all = await db.select({ id: products.id, ratePaise: products.ratePaise }).from(products);
  return { categoryIds: allCategories.map((c) => c.id), products: all, customerCookies, suggestKeywords: await suggestKeywords(database) };
}

/**
 * The load places thousands of orders from a few hundred shoppers and never delivers them: the
 * owner lifts the open-orders limit (API.md "Guards against abuse", default 5) and the unpaid
 * limit ("Getting paid", default ₹ 5,000) through the settings service, as the Settings page
 * would, so the bench measures checkouts, not refusals.
 */
async function allowEveryOpenOrder(database: Database): Promise<void> {
  const [owner] = await database.db
    .select({ id: users.id, email: users.email, mobile: users.mobile })
    .from(users)
    .where(sql`${users.role} = 'Admin'`)
    .limit(1);
  if (!owner) throw new Error('the seeded shop has no Admin');
  const settings = createSettingsService({ db: database.db, audit: createAuditService({ db: database.db }), cluster: undefined });
  await settings.updateSettings({ maxOpenOrders: 0, maxUnpaidAmount: 0 }, owner);
}

/** The demo catalogue's own products: the only ones whose names end in no number. */
const demoProducts = (database: Database) =>
  database.db.select().from(products).where(sql`${products.name} !~ ' [0-9]+$'`).orderBy(asc(products.createdAt), asc(products.id));

/**
 * Products named after the demo's, a variety before each name in English, Hindi and Marathi
 * ("Organic Tomato 12", "ऑर्गेनिक टमाटर 12", "सेंद्रिय टोमॅटो 12") with the demo product's aliases,
 * numbered from `from + 1`. They are created a moment apart, so "newest first" has a real order.
 */
async function addVarieties(database: Database, howMany: number, from: number, shelves: { id: string }[]): Promise<void> {
  const { db } = database;
  const demo = await demoProducts(database);
  const start = Date.now() - (from + howMany) * 1000;
  const rows = Array.from({ length: howMany }, (_, k) => {
    const i = from + k;
    const model = demo[i % demo.length]!;
    const [en, hi, mr] = VARIETIES[Math.floor(i / demo.length) % VARIETIES.length]!;
    return {
      name: `${en} ${model.name} ${i + 1}`.slice(0, 50),
      nameHi: `${hi} ${model.nameHi} ${i + 1}`.slice(0, 50),
      nameMr: `${mr} ${model.nameMr} ${i + 1}`.slice(0, 50),
      aliases: model.aliases,
      unit: model.unit,
      ratePaise: 1000 + ((i * 733) % 40_000),
      stocks: 1_000_000,
      kilogramOptions: model.kilogramOptions,
      categoryId: shelves[i % shelves.length]!.id,
      imageKey: model.imageKey,
      createdAt: new Date(start + k * 1000),
    };
  });
  for (let i = 0; i < rows.length; i += 200) await db.insert(products).values(rows.slice(i, i + 200));
}

/** Grows the seeded catalogue to `total` products (the suggestions' measure), with the server stopped. */
export async function growCatalogue(database: Database, total: number): Promise<void> {
  const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(products);
  if (n >= total) return;
  const shelves = await database.db.select({ id: categories.id }).from(categories);
  await addVarieties(database, total - n, n, shelves);
}

/**
 * What shoppers type into the search box while it suggests: the first letters of the demo's
 * names in English, Hindi and Marathi and of their aliases, and a few typos.
 */
async function suggestKeywords(database: Database): Promise<string[]> {
  const demo = await demoProducts(database);
  const starts = (word: string) => [...word].slice(0, 3).join('');
  const typed = demo.flatMap((p) => [p.name.toLowerCase(), p.nameHi, p.nameMr, ...p.aliases].filter(Boolean).map(starts));
  const typos = ['tamatr', 'bhendi', 'kanada', 'patato', 'आलु', 'टमटर', 'pyaj', 'gobi', 'panir', 'santara'];
  return [...new Set([...typed.filter((word) => [...word].length >= 2), ...typos])];
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
