import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.js';
import type { TestShop } from '#tests/support/app.js';
import { createProduct } from '#tests/support/products.js';
import { importProducts } from '#web/features/spreadsheets/api/import-products.js';
import { ordersCsvHref } from '#web/features/spreadsheets/sheet-links.js';
import { ApiError } from '#web/lib/api-client.js';
import { serveShop, signUpInPage } from './support/serve-shop.js';

/** The import screen's calls against the real shop: the upload (XMLHttpRequest, for its progress) and a refusal as an ApiError. */
let shop: TestShop;
let category: string;
beforeAll(async () => {
  ({ shop } = await serveShop());
  const user = await signUpInPage();
  await shop.database.db.update(users).set({ role: 'Admin' }).where(eq(users.id, user._id));
  const product = await createProduct(shop, { rate: 40, stocks: 5 });
  category = (await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${product.id}` })).json().product.category
    .categoryName;
});
afterAll(() => shop.close());

const HEADER = 'id,name,name_hi,name_mr,aliases,category,unit,rate,stocks,kilogram_options,low_stock_threshold';
const csvFile = (...rows: string[]) => new File([`${[HEADER, ...rows].join('\r\n')}\r\n`], 'products.csv', { type: 'text/csv' });

describe('importing products from the admin screen', () => {
  it('uploads the file for a preview and answers what the import would do', async () => {
    const answer = await importProducts({ file: csvFile(`,Okra,भिंडी,,,${category},Kg,35,10,0.5|1,`), preview: true });
    expect(answer).toMatchObject({ success: true, preview: true, created: 1, updated: 0, unchanged: 0 });
    expect(answer.rows).toEqual([{ row: 2, action: 'create', _id: null, name: 'Okra', changes: [] }]);
  });

  it('turns a refused file into an ApiError with one line per problem', async () => {
    const error = await importProducts({ file: csvFile(`,Okra,,,,${category},Kg,ten,10,0.5,`), preview: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', messages: ['Row 2: Rate: Must be a number..!!'] });
  });
});

describe('the export links', () => {
  it("carry the orders list's status and dates, and nothing when unfiltered", () => {
    expect(ordersCsvHref({})).toBe('/api/admin/orders.csv');
    expect(ordersCsvHref({ status: 'Shipped', from: '2026-01-01', to: '2026-01-31' })).toBe(
      '/api/admin/orders.csv?status=Shipped&from=2026-01-01&to=2026-01-31',
    );
  });
});
