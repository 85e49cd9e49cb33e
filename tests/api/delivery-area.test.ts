import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, saveSettings, shippingInfo } from '#tests/support/orders.js';
import { createProduct, stockOf } from '#tests/support/products.js';

/** API.md "Delivery area, slots, settings, addresses": the PIN codes the shop serves, and mobile numbers as people type them. */
let shop: TestShop;
let admin: SignedIn;
let customer: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  customer = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

const check = (pinCode: string) => shop.app.inject({ method: 'GET', url: `/api/delivery/check?pinCode=${encodeURIComponent(pinCode)}` });
const myOrders = async () =>
  (await shop.app.inject({ method: 'GET', url: '/api/user/my/orders', headers: { cookie: customer.cookie } })).json().myOrders as unknown[];

describe('the delivery area', () => {
  it('is everywhere while the owner has set no PIN codes', async () => {
    await saveSettings(shop, admin.cookie, { pinCodes: [] });
    const response = await check('110001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, serviceable: true, message: 'We deliver to 110001' });
  });

  it('answers for a PIN code in and out of the owner list, to anyone', async () => {
    await saveSettings(shop, admin.cookie, { pinCodes: ['416416', '416415'] });
    expect((await check('416416')).json()).toEqual({ success: true, serviceable: true, message: 'We deliver to 416416' });
    const outside = await check('110001');
    expect(outside.statusCode).toBe(200);
    expect(outside.json()).toEqual({ success: true, serviceable: false, message: 'Sorry, we do not deliver to 110001 yet' });
  });

  it('refuses a malformed or missing PIN code with 400', async () => {
    for (const url of ['/api/delivery/check?pinCode=4164', '/api/delivery/check?pinCode=41641a', '/api/delivery/check']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION', message: ['Pin Code: Pin Code Should Be 6 Digit..!!'] });
    }
  });

  it('refuses an order to a PIN code outside the area with 409, taking no stock and placing nothing', async () => {
    await saveSettings(shop, admin.cookie, { pinCodes: ['416416'] });
    const rice = await createProduct(shop, { name: 'Sona Masoori', rate: 60, stocks: 10 });
    const before = await myOrders();

    const refused = await placeOrder(
      shop,
      customer.cookie,
      orderBody([{ product: rice, quantity: 2 }], { shippingInfo: { ...shippingInfo, pinCode: '110001' } }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'PIN_NOT_SERVICEABLE',
      message: 'Sorry, We Do Not Deliver To 110001 Yet..!!',
    });
    expect(await stockOf(shop, rice.id)).toBe(10);
    expect(await myOrders()).toHaveLength(before.length);

    const placed = await placeOrder(shop, customer.cookie, orderBody([{ product: rice, quantity: 2 }]));
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(shop, rice.id)).toBe(8);
  });

  it('refuses the slots of a PIN code outside the area rather than answering that no slot is needed', async () => {
    await saveSettings(shop, admin.cookie, { pinCodes: ['416416'] });
    const outside = await shop.app.inject({ method: 'GET', url: '/api/delivery/slots?pinCode=110001' });
    expect(outside.statusCode).toBe(409);
    expect(outside.json()).toMatchObject({ success: false, code: 'PIN_NOT_SERVICEABLE' });
    const inside = await shop.app.inject({ method: 'GET', url: '/api/delivery/slots?pinCode=416416' });
    expect(inside.statusCode).toBe(200);
  });
});

describe('mobile numbers at checkout', () => {
  it('are taken as people type them and kept as the 10 digits', async () => {
    await saveSettings(shop, admin.cookie, { pinCodes: [] });
    const dal = await createProduct(shop, { name: 'Toor Dal', rate: 120, stocks: 50 });
    for (const typed of ['+91 98765 43210', '098765-43210', '98765 43210', '(+91) 98765-43210', 9876543210]) {
      const response = await placeOrder(
        shop,
        customer.cookie,
        orderBody([{ product: dal, quantity: 1 }], { shippingInfo: { ...shippingInfo, mobileNumber: typed } }),
      );
      expect(response.statusCode, String(typed)).toBe(201);
      expect(response.json().order.shippingInfo.mobileNumber).toBe('9876543210');
    }
  });

  it('refuses what is not 10 digits once the spaces, dashes and +91 are gone, with the shop wording', async () => {
    const dal = await createProduct(shop, { name: 'Moong Dal', rate: 110, stocks: 5 });
    for (const typed of ['98765 4321', '+91 98765 432100', '+44 98765 43210', '98765-4321x', '']) {
      const response = await placeOrder(
        shop,
        customer.cookie,
        orderBody([{ product: dal, quantity: 1 }], { shippingInfo: { ...shippingInfo, mobileNumber: typed } }),
      );
      expect(response.statusCode, typed).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION',
        message: ['Mobile Number: Mobile Number Should Be 10 Digit..!!'],
      });
    }
    expect(await stockOf(shop, dal.id)).toBe(5);
  });
});
