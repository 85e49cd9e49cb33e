import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { addCoupon } from '#tests/support/coupons.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, saveSettings } from '#tests/support/orders.js';
import { packed } from '#tests/support/packing.js';
import { createProduct } from '#tests/support/products.js';

/** API.md "Offers and the delivery charge": the charge in Settings, waived above an amount, "Free" in a fresh shop (decision 0062). */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

const readSettings = async () => (await shop.app.inject({ method: 'GET', url: '/api/settings' })).json().settings;

describe('the delivery charge', () => {
  it('is nothing in a fresh shop: the specification\'s "Free"', async () => {
    expect(await readSettings()).toMatchObject({ deliveryCharge: 0, freeDeliveryAbove: 0 });
    const rice = await createProduct(shop, { rate: 80, stocks: 10 });
    const placed = await placeOrder(shop, asha.cookie, orderBody([{ product: rice, quantity: 1 }]));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ total: 80, shippingCharge: 0, discount: 0, coupon: null, amountDue: 80 });
  });

  it('is added to what the shopper pays, and a total without it is refused naming the right one', async () => {
    await saveSettings(shop, admin.cookie, { deliveryCharge: 30, freeDeliveryAbove: 0 });
    const dal = await createProduct(shop, { rate: 120.5, stocks: 10 });
    const lines = [{ product: dal, quantity: 1 }];
    const itemsOnly = await placeOrder(shop, asha.cookie, orderBody(lines));
    expect(itemsOnly.statusCode).toBe(409);
    expect(itemsOnly.json()).toMatchObject({ code: 'PRICE_CHANGED', values: { total: '₹ 150.5' } });
    const placed = await placeOrder(shop, asha.cookie, orderBody(lines, { total: 150.5 }));
    expect(placed.statusCode).toBe(201);
    expect(placed.json().order).toMatchObject({ total: 150.5, shippingCharge: 30, amountDue: 150.5 });
    // Packing keeps the charge applied.
    const order = await packed(shop, admin.cookie, placed.json().order._id, [{ _id: dal.id, packedQuantity: 0.5 }]);
    expect(order).toMatchObject({ shippingCharge: 30, amountDue: 90.25 });
  });

  it('is waived when the items after the discount reach freeDeliveryAbove', async () => {
    await saveSettings(shop, admin.cookie, { deliveryCharge: 25, freeDeliveryAbove: 500 });
    const oil = await createProduct(shop, { rate: 250, stocks: 100 });
    const atLimit = await placeOrder(shop, asha.cookie, orderBody([{ product: oil, quantity: 2 }]));
    expect(atLimit.statusCode).toBe(201);
    expect(atLimit.json().order).toMatchObject({ total: 500, shippingCharge: 0 });
    const below = await placeOrder(shop, asha.cookie, orderBody([{ product: oil, quantity: 1.5 }], { total: 400 }));
    expect(below.json().order).toMatchObject({ total: 400, shippingCharge: 25 });
    // ₹ 750 of items less ₹ 300 off is ₹ 450, below ₹ 500: the charge applies.
    await addCoupon(shop, admin.cookie, { code: 'BIGFLAT', kind: 'flat', value: 300 });
    const discounted = await placeOrder(shop, asha.cookie, orderBody([{ product: oil, quantity: 3 }], { coupon: 'BIGFLAT', total: 475 }));
    expect(discounted.statusCode).toBe(201);
    expect(discounted.json().order).toMatchObject({ total: 475, discount: 300, shippingCharge: 25, amountDue: 475 });
  });

  it('refuses a negative charge or amount, and more than two decimals', async () => {
    for (const [change, problem] of [
      [{ deliveryCharge: -1 }, 'Delivery Charge: Must be 0 or more..!!'],
      [{ freeDeliveryAbove: -0.5 }, 'Free Delivery Above: Must be 0 or more..!!'],
      [{ deliveryCharge: 10.555 }, 'Delivery Charge: At most 2 decimals..!!'],
    ] as const) {
      const refused = await shop.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: { cookie: admin.cookie },
        payload: change,
      });
      expect(refused.statusCode).toBe(400);
      expect([refused.json().message].flat()).toContain(problem);
    }
  });
});
