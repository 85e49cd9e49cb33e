import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#common/schemas/catalog.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct, sendForm } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';

/**
 * The owner's product form opened at stock 10 while orders sold 3 (API.md "Guards against
 * abuse"): saving it must not put the sold stock back.
 */
let shop: TestShop;
let admin: SignedIn;
let customer: SignedIn;
let category: string;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  customer = await signUp(shop);
  category = (await addCategory(shop, admin.cookie))._id;
});
afterAll(() => shop.close());

/** A product at stock 10 of which orders then sold 3, as the form opened before them showed it. */
async function soldWhileFormOpen(name: string): Promise<Product> {
  const product = await addProduct(shop, admin.cookie, { category, name, rate: 40, stocks: 10 });
  const line = { product: { id: product._id, name, rate: 40, stocks: 10, imageKey: '', url: product.url }, quantity: 1 };
  for (let i = 0; i < 3; i++) expect((await placeOrder(shop, customer.cookie, orderBody([line]))).statusCode).toBe(201);
  return product;
}

const save = (product: Product, fields: Record<string, string | number>) =>
  sendForm(
    shop,
    'PUT',
    `/api/product/update/${product._id}`,
    { name: product.name, unit: 'Kg', rate: 40, stocks: 10, category, kilogramOption: [0.5, 1], ...fields },
    admin.cookie,
  );
const stockOf = async (product: Product) =>
  (await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${product._id}` })).json().product as Product;

describe('a product form opened before orders came in', () => {
  it('saves a rename and keeps the stock the orders left, when the form left the stock as shown', async () => {
    const product = await soldWhileFormOpen('Sapota');
    const saved = await save(product, { name: 'Chikoo', stocks_was: 10 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stockOf(product)).toMatchObject({ name: 'Chikoo', stocks: 7 });
  });

  it('refuses a changed stock with the current figure, and saves nothing', async () => {
    const product = await soldWhileFormOpen('Jackfruit');
    const refused = await save(product, { name: 'Kathal', stocks: 25, stocks_was: 10 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'STOCK_CHANGED',
      message: 'Stock Changed To 7 Since You Opened This Form..!!',
      items: [{ stocks: 7 }],
    });
    expect(await stockOf(product)).toMatchObject({ name: 'Jackfruit', stocks: 7 });
    // Sent again with the figure it was told, the change is saved.
    expect((await save(product, { name: 'Kathal', stocks: 25, stocks_was: 7 })).statusCode).toBe(200);
    expect(await stockOf(product)).toMatchObject({ name: 'Kathal', stocks: 25 });
  });

  it('sets the stock as sent for older clients that send no stocks_was', async () => {
    const product = await soldWhileFormOpen('Custard Apple');
    expect((await save(product, { stocks: 10 })).statusCode).toBe(200);
    expect((await stockOf(product)).stocks).toBe(10);
  });

  it('refuses a stocks_was that is not a stock', async () => {
    const product = await soldWhileFormOpen('Star Fruit');
    const refused = await save(product, { stocks_was: 'ten' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION');
  });
});
