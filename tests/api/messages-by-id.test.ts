import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMessages } from '#common/messages.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, saveSettings, shippingInfo } from '#tests/support/orders.js';
import { createProduct, setRate } from '#tests/support/products.js';

/**
 * API.md "Envelope", decision 0034: beside its English `message`, a refusal names the message's
 * id in the shop's table and the values it was written with, so a storefront says it in the
 * shopper's language without reading the English.
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

describe('a refusal by message id', () => {
  it('names too little stock by id, with the products as its value', async () => {
    const paneer = await createProduct(shop, { name: 'Paneer', rate: 80, stocks: 1 });
    const refused = await placeOrder(shop, asha.cookie, orderBody([{ product: paneer, quantity: 2 }]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'OUT_OF_STOCK',
      message: 'Sorry, Not Enough Stock For Paneer..!!',
      messageId: 'notEnoughStock',
      values: { names: 'Paneer' },
    });
  });

  it('names a changed price by id, with the products and the new total as its values', async () => {
    const grapes = await createProduct(shop, { name: 'Grapes', rate: 80, stocks: 5 });
    const body = orderBody([{ product: grapes, quantity: 1 }]);
    await setRate(shop, grapes.id, 90);
    const refused = await placeOrder(shop, asha.cookie, body);
    expect(refused.statusCode).toBe(409);
    const answer = refused.json();
    expect(answer).toMatchObject({ code: 'PRICE_CHANGED', messageId: 'priceChanged', values: { names: 'Grapes' } });
    expect(answer.message).toBe(shopMessages.priceChanged.replace('{names}', answer.values.names).replace('{total}', answer.values.total));
    expect(answer.values.total).toMatch(/90/);
  });

  it('names a PIN code the shop does not serve by id, with the PIN as its value', async () => {
    await saveSettings(shop, admin.cookie, { pinCodes: ['416416'] });
    const rice = await createProduct(shop, { name: 'Sona Masoori', rate: 60, stocks: 10 });
    const refused = await placeOrder(
      shop,
      asha.cookie,
      orderBody([{ product: rice, quantity: 1 }], { shippingInfo: { ...shippingInfo, pinCode: '110001' } }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'PIN_NOT_SERVICEABLE',
      message: 'Sorry, We Do Not Deliver To 110001 Yet..!!',
      messageId: 'pinNotServed',
      values: { pin: '110001' },
    });
    await saveSettings(shop, admin.cookie, { pinCodes: [] });
  });

  it('gives a list of field problems a parallel list of ids and values, fields named by their id', async () => {
    const tomato = await createProduct(shop, { name: 'Tomato', rate: 40, stocks: 10 });
    const refused = await placeOrder(
      shop,
      asha.cookie,
      orderBody([{ product: tomato, quantity: 1 }], {
        shippingInfo: { address: ' ', city: 'Sangli', mobileNumber: '12345', pinCode: '4164' },
      }),
    );
    expect(refused.statusCode).toBe(400);
    const answer = refused.json();
    expect(answer.code).toBe('VALIDATION');
    const lines = (answer.message as string[]).map((message, index) => ({
      message,
      messageId: answer.messageId[index],
      values: answer.values[index],
    }));
    expect(lines).toEqual(
      expect.arrayContaining([
        { message: 'Address: Required..!!', messageId: 'fieldRequired', values: { field: 'address' } },
        { message: 'Mobile Number: Mobile Number Should Be 10 Digit..!!', messageId: 'mobileInvalid', values: {} },
        { message: 'Pin Code: Pin Code Should Be 6 Digit..!!', messageId: 'pinInvalid', values: {} },
      ]),
    );
    expect(answer.messageId).toHaveLength(answer.message.length);
    expect(answer.values).toHaveLength(answer.message.length);
  });

  it('gives a line no id when the shop has none for it, and keeps its English', async () => {
    const refused = await shop.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        firstName: 'Ravi',
        lastName: '',
        email: 'not-an-email',
        password: 'green peas 42',
        confirmPassword: 'green peas 42',
        language: 'fr',
      },
    });
    expect(refused.statusCode).toBe(400);
    const answer = refused.json();
    const byText = Object.fromEntries((answer.message as string[]).map((message, index) => [message, answer.messageId[index]]));
    expect(byText).toMatchObject({
      'Last Name: Required..!!': 'fieldRequired',
      'Email: Invalid Email..!!': 'invalidEmail',
      'Language: Choose One Of en, hi, mr..!!': null,
    });
  });

  it('says a success by id too', async () => {
    const registered = await shop.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        firstName: 'Meena',
        lastName: 'Joshi',
        email: 'meena@example.in',
        password: 'green peas 42',
        confirmPassword: 'green peas 42',
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ message: 'Register SuccessFully..!!', messageId: 'registered', values: {} });
  });
});
