import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder, shippingInfo } from '../support/orders.js';
import { createProduct, setRate, stockOf } from '../support/products.js';

let shop: TestShop;
let asha: SignedIn;
let ravi: SignedIn;
let admin: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  asha = await signUp(shop, { firstName: 'Asha' });
  ravi = await signUp(shop, { firstName: 'Ravi' });
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
});
afterAll(() => shop.close());

const get = (url: string, cookie?: string) => shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('placing an order', () => {
  it('prices the order on the server and snapshots product and shopper', async () => {
    const tomato = await createProduct(shop, { name: 'Tomato', rate: 40, stocks: 10 });
    const milk = await createProduct(shop, { name: 'Milk', rate: 45.5, stocks: 5, unit: 'Litre', kilogramOption: [0.25, 0.5, 1] });
    const response = await placeOrder(
      shop,
      asha.cookie,
      orderBody([
        { product: tomato, quantity: 1.5 },
        { product: milk, quantity: 0.75 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Order Placed SuccessFully..!!' });
    // 40 x 1.5 = 60, 45.5 x 0.75 = 34.125 -> 34.13 (rounded to the paisa)
    expect(body.order).toMatchObject({
      user: { _id: asha.user._id, firstName: 'Asha', lastName: 'Patil' },
      shippingInfo,
      orderItems: [
        { _id: tomato.id, name: 'Tomato', image: tomato.url, quantity: 1.5, rate: 40 },
        { _id: milk.id, name: 'Milk', image: milk.url, quantity: 0.75, rate: 45.5 },
      ],
      total: 94.13,
      shippingCharge: 0,
      status: 'Processing',
    });
    expect(body.order._id).toEqual(expect.any(String));
    expect(new Date(body.order.orderDate).toISOString()).toBe(body.order.orderDate);
    expect(await stockOf(shop, tomato.id)).toBe(8.5);
    expect(await stockOf(shop, milk.id)).toBe(4.25);
  });

  it('ignores the body userId and the cart lines extras: the shopper is the session user', async () => {
    const onion = await createProduct(shop, { name: 'Onion', rate: 30, stocks: 10 });
    const body = orderBody([{ product: onion, quantity: 1 }], { userId: ravi.user._id });
    body.cartItems[0]!.name = 'Saffron';
    body.cartItems[0]!.image = 'https://evil.example/x.png';
    const response = await placeOrder(shop, asha.cookie, body);
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order.user._id).toBe(asha.user._id);
    expect(order.orderItems[0]).toMatchObject({ name: 'Onion', image: onion.url });
  });

  it('merges cart lines of the same product', async () => {
    const potato = await createProduct(shop, { rate: 20, stocks: 5 });
    const response = await placeOrder(
      shop,
      asha.cookie,
      orderBody([
        { product: potato, quantity: 0.5 },
        { product: potato, quantity: 1 },
      ]),
    );
    expect(response.statusCode).toBe(201);
    const { order } = response.json();
    expect(order.orderItems).toHaveLength(1);
    expect(order.orderItems[0]).toMatchObject({ _id: potato.id, quantity: 1.5 });
    expect(order.total).toBe(30);
    expect(await stockOf(shop, potato.id)).toBe(3.5);
  });

  it('accepts numbers sent as exact numeric strings', async () => {
    const apple = await createProduct(shop, { rate: 120, stocks: 5 });
    const body = orderBody([{ product: apple, quantity: 2 }]);
    const response = await placeOrder(shop, asha.cookie, {
      ...body,
      cartItems: [{ id: apple.id, quantity: '2' }],
      total: '240',
      shippingInfo: { ...shippingInfo, mobileNumber: 9876543210, pinCode: 416416 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().order).toMatchObject({ total: 240, shippingInfo: { mobileNumber: '9876543210', pinCode: '416416' } });
  });

  it('does not trust a tampered rate in the cart: the order carries the current rate', async () => {
    const mango = await createProduct(shop, { rate: 150, stocks: 5 });
    const body = orderBody([{ product: mango, quantity: 1 }]);
    body.cartItems[0]!.rate = 1;
    const response = await placeOrder(shop, asha.cookie, body);
    expect(response.statusCode).toBe(201);
    expect(response.json().order.orderItems[0].rate).toBe(150);
  });

  it('refuses a changed price with 409 PRICE_CHANGED naming the changed product and taking no stock', async () => {
    const grapes = await createProduct(shop, { name: 'Grapes', rate: 80, stocks: 5 });
    const banana = await createProduct(shop, { name: 'Banana', rate: 50, stocks: 5 });
    const body = orderBody([
      { product: grapes, quantity: 1 },
      { product: banana, quantity: 1 },
    ]);
    await setRate(shop, grapes.id, 90);
    const response = await placeOrder(shop, asha.cookie, body);
    expect(response.statusCode).toBe(409);
    const error = response.json();
    expect(error).toMatchObject({ success: false, code: 'PRICE_CHANGED', items: [{ _id: grapes.id, name: 'Grapes', rate: 90 }] });
    expect(error.items).toHaveLength(1);
    expect(error.message).toMatch(/Price Changed For Grapes/);
    expect(error.message).toContain('140');
    expect(await stockOf(shop, grapes.id)).toBe(5);
    expect(await stockOf(shop, banana.id)).toBe(5);
  });

  it('refuses a tampered total and names every line when the rates sent are right', async () => {
    const carrot = await createProduct(shop, { name: 'Carrot', rate: 60, stocks: 5 });
    const response = await placeOrder(shop, asha.cookie, orderBody([{ product: carrot, quantity: 1 }], { total: 1 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'PRICE_CHANGED', items: [{ _id: carrot.id, name: 'Carrot', rate: 60 }] });
    expect(await stockOf(shop, carrot.id)).toBe(5);
  });

  it('refuses more than the stock with 409 OUT_OF_STOCK and leaves every stock unchanged', async () => {
    const paneer = await createProduct(shop, { name: 'Paneer', rate: 300, stocks: 1 });
    const curd = await createProduct(shop, { name: 'Curd', rate: 40, stocks: 10 });
    const response = await placeOrder(
      shop,
      asha.cookie,
      orderBody([
        { product: curd, quantity: 2 },
        { product: paneer, quantity: 1.5 },
      ]),
    );
    expect(response.statusCode).toBe(409);
    const error = response.json();
    expect(error).toMatchObject({ success: false, code: 'OUT_OF_STOCK', items: [{ _id: paneer.id, name: 'Paneer', stocks: 1 }] });
    expect(error.message).toContain('Paneer');
    expect(await stockOf(shop, paneer.id)).toBe(1);
    expect(await stockOf(shop, curd.id)).toBe(10);
  });

  it('refuses a product that no longer exists as out of stock, under the name the cart knew', async () => {
    const ghost = { id: crypto.randomUUID(), name: 'Old Spinach', rate: 10, stocks: 5, imageKey: 'x.webp', url: '/uploads/x.webp' };
    const response = await placeOrder(shop, asha.cookie, orderBody([{ product: ghost, quantity: 1 }]));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'OUT_OF_STOCK', items: [{ _id: ghost.id, name: 'Old Spinach', stocks: 0 }] });
  });

  it('sells the last of a stock exactly, down to zero', async () => {
    const ghee = await createProduct(shop, { rate: 600, stocks: 1.5 });
    expect((await placeOrder(shop, asha.cookie, orderBody([{ product: ghee, quantity: 1.5 }]))).statusCode).toBe(201);
    expect(await stockOf(shop, ghee.id)).toBe(0);
    const again = await placeOrder(shop, asha.cookie, orderBody([{ product: ghee, quantity: 0.5 }]));
    expect(again.json()).toMatchObject({ code: 'OUT_OF_STOCK', items: [{ stocks: 0 }] });
  });

  it('asks a guest to log in', async () => {
    const peas = await createProduct(shop, { rate: 10, stocks: 5 });
    const response = await placeOrder(shop, undefined, orderBody([{ product: peas, quantity: 1 }]));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    expect(await stockOf(shop, peas.id)).toBe(5);
  });
});

describe('refusing bad checkout input', () => {
  const line = (quantity: unknown, id?: string) => ({ id, quantity });
  const cases: [string, (productId: string) => Record<string, unknown>, string][] = [
    [
      'a 9 digit mobile number',
      () => ({ shippingInfo: { ...shippingInfo, mobileNumber: '987654321' } }),
      'Mobile Number: Mobile Number Should Be 10 Digit..!!',
    ],
    ['a 5 digit pin code', () => ({ shippingInfo: { ...shippingInfo, pinCode: '41641' } }), 'Pin Code: Pin Code Should Be 6 Digit..!!'],
    ['a blank address', () => ({ shippingInfo: { ...shippingInfo, address: '   ' } }), 'Address: Required..!!'],
    ['an empty city', () => ({ shippingInfo: { ...shippingInfo, city: '' } }), 'City: Required..!!'],
    [
      'an address over 200 characters',
      () => ({ shippingInfo: { ...shippingInfo, address: 'a'.repeat(201) } }),
      'Address: At most 200 characters..!!',
    ],
    ['no shipping info', () => ({ shippingInfo: undefined }), 'Shipping Info: Required..!!'],
    ['an empty cart', () => ({ cartItems: [] }), 'Cart Items: Your Cart Is Empty..!!'],
    ['quantity 0', (id) => ({ cartItems: [line(0, id)] }), 'Quantity: Must be more than 0..!!'],
    ['a negative quantity', (id) => ({ cartItems: [line(-1, id)] }), 'Quantity: Must be more than 0..!!'],
    ['a quantity with 4 decimals', (id) => ({ cartItems: [line(1.2345, id)] }), 'Quantity: At most 3 decimals..!!'],
    ['a NaN quantity', (id) => ({ cartItems: [line('NaN', id)] }), 'Quantity: Must be a number..!!'],
    ['a quantity "abc"', (id) => ({ cartItems: [line('abc', id)] }), 'Quantity: Must be a number..!!'],
    ['a quantity of 1e9', (id) => ({ cartItems: [line(1e9, id)] }), 'Quantity: Must be at most 1000..!!'],
    ['a malformed product id', () => ({ cartItems: [line(1, 'not-a-uuid')] }), 'Id: Invalid Id..!!'],
    ['a negative total', () => ({ total: -5 }), 'Total: Must be 0 or more..!!'],
  ];

  it.each(cases)('refuses %s with 400 and changes nothing', async (_name, change, expected) => {
    const product = await createProduct(shop, { rate: 10, stocks: 5 });
    const body = { ...orderBody([{ product, quantity: 1 }]), ...change(product.id) };
    const response = await placeOrder(shop, asha.cookie, body);
    expect(response.statusCode).toBe(400);
    const error = response.json();
    expect(error).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(error.message.join('\n')).toContain(expected);
    expect(await stockOf(shop, product.id)).toBe(5);
  });

  it('refuses an Idempotency-Key over 200 characters', async () => {
    const product = await createProduct(shop, { rate: 10, stocks: 5 });
    const response = await placeOrder(shop, asha.cookie, orderBody([{ product, quantity: 1 }]), { 'idempotency-key': 'k'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });
});

describe('reading orders', () => {
  let ravisOrderId: string;
  let ravisSecondId: string;
  beforeAll(async () => {
    const product = await createProduct(shop, { rate: 25, stocks: 100 });
    ravisOrderId = (await placeOrder(shop, ravi.cookie, orderBody([{ product, quantity: 1 }]))).json().order._id;
    ravisSecondId = (await placeOrder(shop, ravi.cookie, orderBody([{ product, quantity: 2 }]))).json().order._id;
  });

  it('lists only the shopper own orders, newest first', async () => {
    const response = await get('/api/user/my/orders', ravi.cookie);
    expect(response.statusCode).toBe(200);
    const { success, myOrders } = response.json();
    expect(success).toBe(true);
    expect(myOrders.map((o: { _id: string }) => o._id)).toEqual([ravisSecondId, ravisOrderId]);
    expect(myOrders[0]).toMatchObject({ total: 50, orderItems: [{ quantity: 2, rate: 25 }], user: { _id: ravi.user._id } });
    const ashas = (await get('/api/user/my/orders', asha.cookie)).json().myOrders as { _id: string; user: { _id: string } }[];
    expect(ashas.length).toBeGreaterThan(0);
    expect(ashas.every((o) => o.user._id === asha.user._id)).toBe(true);
  });

  it('shows a shopper their own order and hides another shopper order as not found', async () => {
    const own = await get(`/api/user/my/order/${ravisOrderId}`, ravi.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ success: true, order: { _id: ravisOrderId, total: 25 } });
    const other = await get(`/api/user/my/order/${ravisOrderId}`, asha.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('shows an Admin any order', async () => {
    const response = await get(`/api/user/my/order/${ravisOrderId}`, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().order.user).toMatchObject({ _id: ravi.user._id, firstName: 'Ravi' });
  });

  it('answers 400 for a malformed order id and 404 for an unknown one', async () => {
    expect((await get('/api/user/my/order/12345', ravi.cookie)).statusCode).toBe(400);
    expect((await get(`/api/user/my/order/${crypto.randomUUID()}`, ravi.cookie)).statusCode).toBe(404);
  });

  it('asks guests to log in', async () => {
    expect((await get('/api/user/my/orders')).statusCode).toBe(401);
    expect((await get(`/api/user/my/order/${ravisOrderId}`)).statusCode).toBe(401);
  });

  it('gives the Admin every order newest first with the count of all orders', async () => {
    const response = await get('/api/user/admin/orders', admin.cookie);
    expect(response.statusCode).toBe(200);
    const { AllOrders, ordersCounts } = response.json();
    expect(ordersCounts).toBe(AllOrders.length);
    const ids = AllOrders.map((o: { _id: string }) => o._id);
    expect(ids.indexOf(ravisSecondId)).toBeLessThan(ids.indexOf(ravisOrderId));
    const dates = AllOrders.map((o: { orderDate: string }) => o.orderDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const users = new Set(AllOrders.map((o: { user: { _id: string } }) => o.user._id));
    expect(users).toEqual(new Set([asha.user._id, ravi.user._id]));
  });

  it('keeps the admin list to Admins', async () => {
    expect((await get('/api/user/admin/orders', ravi.cookie)).statusCode).toBe(403);
    expect((await get('/api/user/admin/orders')).statusCode).toBe(401);
  });

  it('keeps what was bought when the product changes later', async () => {
    const product = await createProduct(shop, { name: 'Cabbage', rate: 35, stocks: 5 });
    const placed = (await placeOrder(shop, ravi.cookie, orderBody([{ product, quantity: 1 }]))).json().order;
    await setRate(shop, product.id, 99);
    const read = (await get(`/api/user/my/order/${placed._id}`, ravi.cookie)).json().order;
    expect(read).toEqual(placed);
    expect(read.orderItems[0]).toMatchObject({ name: 'Cabbage', rate: 35 });
  });
});
