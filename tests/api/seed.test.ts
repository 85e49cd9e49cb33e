import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category, Product } from '#common/schemas/catalog.js';
import { createLocalImageStorage } from '#server/lib/image-storage.js';
import { createAuditService } from '#server/modules/audit/service.js';
import { createCatalogService } from '#server/modules/catalog/service.js';
import { seedDemoCatalogue } from '#server/seed/demo-catalogue.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { keyOf, uploadedFiles } from '../support/catalog-fixtures.js';

let shop: TestShop;
let seeded: { categories: number; products: number };
/** The catalogue service over the test shop's database and upload folder, as the seeding at start uses it. */
const catalogOf = (shop: TestShop) =>
  createCatalogService({
    db: shop.database.db,
    storage: createLocalImageStorage(path.join(shop.config.dataDir, 'uploads')),
    log: shop.app.log,
    audit: createAuditService({ db: shop.database.db }),
  });

beforeAll(async () => {
  shop = await createTestShop();
  seeded = await seedDemoCatalogue(catalogOf(shop));
});
afterAll(() => shop.close());

const get = async (url: string) => (await shop.app.inject({ method: 'GET', url })).json();

describe('the demo catalogue', () => {
  it('seeds at least 5 categories and 30 products, each with its picture on disk', async () => {
    expect(seeded.categories).toBeGreaterThanOrEqual(5);
    expect(seeded.products).toBeGreaterThanOrEqual(30);
    const { Categories } = (await get('/api/category/get')) as { Categories: Category[] };
    const { products, productsDocCount } = (await get('/api/product/getAllProducts')) as { products: Product[]; productsDocCount: number };
    expect(Categories.map((c) => c.categoryName)).toEqual(
      expect.arrayContaining(['Vegetables', 'Fruits', 'Dairy', 'Leafy Greens', 'Exotic']),
    );
    expect(productsDocCount).toBe(seeded.products);
    const uploads = path.join(shop.config.dataDir, 'uploads');
    for (const url of [...Categories.map((c) => c.categoryImage), ...products.flatMap((p) => [p.url, p.thumbnailUrl])]) {
      expect(existsSync(path.join(uploads, keyOf(url))), url).toBe(true);
    }
    expect(uploadedFiles(shop)).toHaveLength((seeded.categories + seeded.products) * 2);
    const served = await shop.app.inject({ method: 'GET', url: products[0]!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('sells staples by Kg, Litre, Packet and Dozen, with a few out of stock', async () => {
    const { products } = (await get('/api/product/getAllProducts')) as { products: Product[] };
    expect(new Set(products.map((p) => p.unit))).toEqual(new Set(['Kg', 'Litre', 'Packet', 'Dozen']));
    expect(products.filter((p) => p.stocks === 0).length).toBeGreaterThanOrEqual(2);
    expect(products.some((p) => !Number.isInteger(p.rate))).toBe(true);
    const byName = new Map(products.map((p) => [p.name, p]));
    expect(byName.get('Tomato')).toMatchObject({ unit: 'Kg', kilogramOption: [0.5, 1, 1.5, 2], category: { categoryName: 'Vegetables' } });
    expect(byName.get('Banana')).toMatchObject({ unit: 'Dozen', kilogramOption: [1] });
    expect(byName.get('Milk')?.unit).toBe('Litre');
    expect(byName.get('Paneer')?.unit).toBe('Packet');
  });

  it('shows a mix of categories among the newest products', async () => {
    const { products } = (await get('/api/product/recent/products')) as { products: Product[] };
    expect(products).toHaveLength(10);
    expect(new Set(products.map((p) => p.category?.categoryName)).size).toBeGreaterThanOrEqual(4);
  });

  it('does nothing when the shop already has a catalogue', async () => {
    const files = uploadedFiles(shop);
    expect(await seedDemoCatalogue(catalogOf(shop))).toEqual({ categories: 0, products: 0 });
    expect(uploadedFiles(shop)).toEqual(files);
  });
});
