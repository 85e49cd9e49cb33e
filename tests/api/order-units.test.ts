import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, products } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct } from '../support/products.js';

/** DESIGN.md "Data and money": an order keeps the unit each line was sold in, as it keeps the name and rate. */
let shop: TestShop;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

const readOrder = async (id: string) => {
  const response = await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${id}`, headers: { cookie: asha.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json().order as { orderItems: { name: string; unit: string | null }[] };
};

describe("an order's units", () => {
  it('keeps the unit of each product as it was sold, whatever the product becomes', async () => {
    const milk = await createProduct(shop, { name: 'Milk', unit: 'Litre', rate: 60, stocks: 10 });
    const eggs = await createProduct(shop, { name: 'Eggs', unit: 'Dozen', rate: 72, stocks: 10 });
    const placed = await placeOrder(
      shop,
      asha.cookie,
      orderBody([
        { product: milk, quantity: 2 },
        { product: eggs, quantity: 1 },
      ]),
    );
    expect(placed.statusCode).toBe(201);
    const { order } = placed.json();
    expect(order.orderItems.map((item: { unit: string }) => item.unit)).toEqual(['Litre', 'Dozen']);

    await shop.database.db.update(products).set({ unit: 'Packet' }).where(eq(products.id, milk.id));
    expect((await readOrder(order._id)).orderItems.map((item) => item.unit)).toEqual(['Litre', 'Dozen']);
  });

  it('answers null for the lines of an order placed before units were kept', async () => {
    const rice = await createProduct(shop, { name: 'Rice', unit: 'Kg', rate: 50, stocks: 10 });
    const placed = await placeOrder(shop, asha.cookie, orderBody([{ product: rice, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order._id as string;
    await shop.database.db.update(orderItems).set({ unit: null }).where(eq(orderItems.orderId, orderId));
    expect((await readOrder(orderId)).orderItems).toEqual([expect.objectContaining({ name: 'Rice', unit: null })]);
  });
});
