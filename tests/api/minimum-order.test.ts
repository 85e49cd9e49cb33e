import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, saveSettings } from '#tests/support/orders.js';
import { createProduct, stockOf } from '#tests/support/products.js';

/** API.md "Delivery area, slots, settings, addresses": a total below the owner's minimum is refused, saying how much is missing. */
let shop: TestShop;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  customer = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

describe('the minimum order amount', () => {
  it('refuses a total below it with 409, naming the amount still needed, and takes no stock', async () => {
    await saveSettings(shop, admin.cookie, { minOrderAmount: 500 });
    const paneer = await createProduct(shop, { name: 'Paneer', rate: 189.75, stocks: 10 });
    const refused = await placeOrder(shop, customer.cookie, orderBody([{ product: paneer, quantity: 2 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'BELOW_MINIMUM',
      message: 'The Minimum Order Is ₹ 500, Please Add ₹ 120.5 More To Your Cart..!!',
    });
    expect(await stockOf(shop, paneer.id)).toBe(10);
  });

  it('is measured on the server total, so a cart claiming more is still refused', async () => {
    await saveSettings(shop, admin.cookie, { minOrderAmount: 500 });
    const curd = await createProduct(shop, { name: 'Curd', rate: 40, stocks: 10 });
    const claimed = await placeOrder(shop, customer.cookie, { ...orderBody([{ product: curd, quantity: 1 }]), total: 600 });
    expect(claimed.statusCode).toBe(409);
    // The total check comes first: the shopper sees the real price before the minimum.
    expect(claimed.json().code).toBe('PRICE_CHANGED');
    const honest = await placeOrder(shop, customer.cookie, orderBody([{ product: curd, quantity: 1 }]));
    expect(honest.json()).toMatchObject({
      code: 'BELOW_MINIMUM',
      message: 'The Minimum Order Is ₹ 500, Please Add ₹ 460 More To Your Cart..!!',
    });
    expect(await stockOf(shop, curd.id)).toBe(10);
  });

  it('takes an order of exactly the minimum or more, and nothing is refused once it is 0 again', async () => {
    await saveSettings(shop, admin.cookie, { minOrderAmount: 250.5 });
    const cashews = await createProduct(shop, { name: 'Cashews', rate: 501, stocks: 10 });
    const exact = await placeOrder(shop, customer.cookie, orderBody([{ product: cashews, quantity: 0.5 }]));
    expect(exact.statusCode).toBe(201);
    await saveSettings(shop, admin.cookie, { minOrderAmount: 0 });
    const small = await createProduct(shop, { name: 'Salt', rate: 20, stocks: 10 });
    expect((await placeOrder(shop, customer.cookie, orderBody([{ product: small, quantity: 1 }]))).statusCode).toBe(201);
    expect(await stockOf(shop, cashews.id)).toBe(9.5);
  });
});
