import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#common/schemas/catalog.js';
import { createLocalImageStorage } from '#server/lib/image-storage.js';
import { createAuditService } from '#server/modules/audit/service.js';
import { createCatalogService } from '#server/modules/catalog/service.js';
import { seedDemoCatalogue } from '#server/seed/demo-catalogue.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';

/** The demo catalogue names every product in Hindi and Marathi, with the names shoppers type for it (decision 0015). */
let shop: TestShop;
beforeAll(async () => {
  shop = await createTestShop();
  await seedDemoCatalogue(
    createCatalogService({
      db: shop.database.db,
      storage: createLocalImageStorage(path.join(shop.config.dataDir, 'uploads')),
      log: shop.app.log,
      audit: createAuditService({ db: shop.database.db }),
    }),
  );
});
afterAll(() => shop.close());

const DEVANAGARI = /^(?:[\u0900-\u097f ]|\u200c|\u200d)+$/;

async function search(keyword: string): Promise<string[]> {
  const response = await shop.app.inject({ method: 'GET', url: `/api/product/getAllProducts?keyword=${encodeURIComponent(keyword)}` });
  return (response.json().products as Product[]).map((p) => p.name);
}

describe('the demo catalogue in three languages', () => {
  it('gives every product a Hindi and a Marathi name in Devanagari and at least one alias', async () => {
    const { products } = (await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts' })).json() as { products: Product[] };
    expect(products.length).toBeGreaterThanOrEqual(30);
    for (const product of products) {
      expect(product.names.hi, product.name).toMatch(DEVANAGARI);
      expect(product.names.mr, product.name).toMatch(DEVANAGARI);
      expect(product.aliases.length, product.name).toBeGreaterThan(0);
    }
  });

  it('finds the staples the way shoppers type them', async () => {
    for (const [keyword, name] of [
      ['aloo', 'Potato'],
      ['batata', 'Potato'],
      ['tamatar', 'Tomato'],
      ['kanda', 'Onion'],
      ['pyaz', 'Onion'],
      ['bhindi', 'Lady Finger'],
      ['आलू', 'Potato'],
      ['कांदा', 'Onion'],
      ['dahi', 'Curd'],
      ['kothimbir', 'Coriander'],
    ]) {
      expect((await search(keyword as string))[0], keyword).toBe(name);
    }
  });
});

describe('the demo catalogue’s labels and tax', () => {
  it('gives every product an HSN code, leaves fresh produce exempt and taxes packaged dairy below its MRP', async () => {
    const { products } = (await shop.app.inject({ method: 'GET', url: '/api/product/getAllProducts' })).json() as { products: Product[] };
    for (const product of products) {
      expect(product.hsn, product.name).toMatch(/^\d{4}$/);
      if (product.mrp !== null) expect(product.mrp, product.name).toBeGreaterThanOrEqual(product.rate);
      if (['Vegetables', 'Fruits', 'Leafy Greens', 'Exotic'].includes(product.category?.categoryName ?? '')) {
        expect(product.gstRate, product.name).toBe(0);
      }
    }
    const byName = new Map(products.map((product) => [product.name, product]));
    expect(byName.get('Milk')).toMatchObject({ hsn: '0401', gstRate: 0 });
    expect(byName.get('Curd')).toMatchObject({ hsn: '0403', gstRate: 5, mrp: 40, rate: 35 });
    expect(byName.get('Desi Ghee')).toMatchObject({ hsn: '0405', gstRate: 5 });
  });
});
