import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '#common/schemas/audit.js';
import type { Order } from '#common/schemas/orders.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { testDbKind } from '../support/database.js';
import { openEventStreamForTest, RIDER_EVENTS } from '../support/event-stream.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { setOrderStatus } from '../support/orders.js';
import { call, placePaidBy } from '../support/payments.js';
import { createProduct, type TestProduct } from '../support/products.js';
import { assignRider, newRider, setRole, stopsOf } from '../support/riders.js';

/**
 * The Rider role and assigning (API.md "The delivery run"; decision 0056): the owner makes an
 * account a Rider and gives it orders; a rider reaches only the rider's calls and their own
 * orders, hears of assignments live, and loses it all at once when demoted, on every app server.
 */
let shop: TestShop;
let origin: string;
let owner: SignedIn;
let asha: SignedIn;
let ravi: SignedIn;
let sunil: SignedIn;
let product: TestProduct;

beforeAll(async () => {
  shop = await createTestShop();
  origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
  owner = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop);
  ravi = await newRider(shop, owner.cookie, 'Ravi');
  sunil = await newRider(shop, owner.cookie, 'Sunil');
  product = await createProduct(shop, { rate: 40, stocks: 1000 });
});
afterAll(() => shop.close());

const newOrder = () => placePaidBy(shop, asha, product, 1);
const orderNow = async (orderId: string): Promise<Order> =>
  (await call(shop, owner.cookie, 'GET', `/api/user/my/order/${orderId}`)).json().order;

describe('the Rider role', () => {
  it('is given in the users call, and the account is listed as a rider', async () => {
    const riders = await call(shop, owner.cookie, 'GET', '/api/admin/riders');
    expect(riders.statusCode).toBe(200);
    expect(riders.json().riders.map((rider: { firstName: string }) => rider.firstName)).toEqual(['Ravi', 'Sunil']);
    expect((await call(shop, ravi.cookie, 'GET', '/api/user/getloggeduser')).json().user.role).toBe('Rider');
  });

  it('keeps a rider out of every admin call (403) and a customer, the owner or a guest out of the rider calls', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/admin/orders'],
      ['GET', '/api/admin/riders'],
      ['GET', '/api/admin/reports/riders'],
      ['GET', '/api/user/admin/user'],
    ] as const) {
      expect((await call(shop, ravi.cookie, method, url)).statusCode, url).toBe(403);
    }
    for (const cookie of [asha.cookie, owner.cookie]) {
      const refused = await stopsOf(shop, cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');
    }
    const guest = await shop.app.inject({ method: 'GET', url: '/api/rider/orders' });
    expect(guest.statusCode).toBe(401);
    // A rider is still an account: their own orders are theirs, as any shopper's.
    expect((await call(shop, ravi.cookie, 'GET', '/api/user/my/orders')).statusCode).toBe(200);
  });
});

describe('assigning', () => {
  it('gives an order to a rider: the order names them, the audit log and both live streams hear it', async () => {
    const ownerStream = await openEventStreamForTest(origin, owner.cookie);
    const riderStream = await openEventStreamForTest(origin, ravi.cookie, undefined, RIDER_EVENTS);
    const order = await newOrder();
    const assigned = await assignRider(shop, owner.cookie, order._id, ravi.user._id);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().order.rider).toEqual({ _id: ravi.user._id, firstName: 'Ravi', lastName: 'Patil' });
    const expected = { _id: order._id, orderNumber: order.orderNumber, riderId: ravi.user._id, previousRiderId: null };
    expect((await ownerStream.next('order.rider', (data) => data._id === order._id)).data).toEqual(expected);
    expect((await riderStream.next('order.rider', (data) => data._id === order._id)).data).toEqual(expected);

    const entries: AuditEntry[] = (await call(shop, owner.cookie, 'GET', '/api/admin/audit?action=order.rider&limit=100')).json().entries;
    expect(entries.find((entry) => entry.target === `order:${order._id}`)).toMatchObject({
      actor: { _id: owner.user._id },
      detail: { record: 'Asha Patil', before: { rider: null }, after: { rider: 'Ravi Patil' } },
    });
  });

  it('moves an order to another rider and takes it back; each rider hears only of their own', async () => {
    const order = await newOrder();
    await assignRider(shop, owner.cookie, order._id, ravi.user._id);
    const raviStream = await openEventStreamForTest(origin, ravi.cookie, undefined, RIDER_EVENTS);
    const sunilStream = await openEventStreamForTest(origin, sunil.cookie, undefined, RIDER_EVENTS);
    const other = await newOrder();

    expect((await assignRider(shop, owner.cookie, order._id, sunil.user._id)).json().order.rider.firstName).toBe('Sunil');
    const moved = { _id: order._id, orderNumber: order.orderNumber, riderId: sunil.user._id, previousRiderId: ravi.user._id };
    // On PostgreSQL the first assignment's alert may still be on its way as the streams open.
    const isMove = (data: Record<string, unknown>) => data._id === order._id && data.riderId === sunil.user._id;
    expect((await raviStream.next('order.rider', isMove)).data).toEqual(moved);
    expect((await sunilStream.next('order.rider', isMove)).data).toEqual(moved);
    expect((await stopsOf(shop, ravi.cookie)).json().orders.map((stop: Order) => stop._id)).not.toContain(order._id);
    expect((await stopsOf(shop, sunil.cookie)).json().orders.map((stop: Order) => stop._id)).toContain(order._id);

    // An order given to nobody reaches no rider's stream; its shipping reaches its rider's.
    await assignRider(shop, owner.cookie, other._id, null);
    await setOrderStatus(shop, owner.cookie, order._id, 'Shipped');
    expect((await sunilStream.next('order.status', (data) => data._id === order._id)).data).toMatchObject({ status: 'Shipped' });
    expect(raviStream.events.some((event) => event.data._id === other._id)).toBe(false);

    expect((await assignRider(shop, owner.cookie, order._id, null)).json().order.rider).toBeNull();
    expect((await stopsOf(shop, sunil.cookie)).json().orders.map((stop: Order) => stop._id)).not.toContain(order._id);
  });

  it('refuses an account that is no rider (400), an unknown order (404) and an order delivered or cancelled (409)', async () => {
    const order = await newOrder();
    for (const riderId of [asha.user._id, owner.user._id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await assignRider(shop, owner.cookie, order._id, riderId);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('Rider: Choose One Of The Shop’s Riders..!!');
    }
    expect((await assignRider(shop, owner.cookie, order._id, 'not-an-id')).statusCode).toBe(400);
    expect((await assignRider(shop, owner.cookie, '00000000-0000-4000-8000-000000000000', ravi.user._id)).statusCode).toBe(404);
    expect((await orderNow(order._id)).rider).toBeNull();

    await setOrderStatus(shop, owner.cookie, order._id, 'Cancelled');
    const cancelled = await assignRider(shop, owner.cookie, order._id, ravi.user._id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(`Order ${order.orderNumber} Is Cancelled, Its Rider Cannot Change..!!`);
    expect((await orderNow(order._id)).rider).toBeNull();
  });

  it('shows the rider only their orders on their way, in slot order, and never a delivery code', async () => {
    const first = await newOrder();
    const second = await newOrder();
    await assignRider(shop, owner.cookie, second._id, sunil.user._id);
    await assignRider(shop, owner.cookie, first._id, sunil.user._id);
    const stops = (await stopsOf(shop, sunil.cookie)).body;
    expect(stops).not.toContain('deliveryCode');
    expect(stops).not.toContain((await orderNow(first._id)).deliveryCode.padStart(5, '"'));
    const ids = JSON.parse(stops).orders.map((stop: Order) => stop._id);
    // Neither has a slot: by when they were placed.
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
    expect(JSON.parse(stops).orders.find((stop: Order) => stop._id === first._id)).toMatchObject({
      orderNumber: first.orderNumber,
      status: 'Processing',
      customer: 'Asha Patil',
      amountDue: 40,
      paymentMethod: 'Cash',
      payment: { status: 'Unpaid', method: null },
      items: [{ _id: product.id, quantity: 1, packedQuantity: null }],
      locked: false,
    });
  });
});

describe('a rider demoted', () => {
  it('loses the rider calls at once, on this app server and on another (PostgreSQL)', async () => {
    const gopal = await newRider(shop, owner.cookie, 'Gopal');
    const other = testDbKind === 'postgres' ? await createTestShop(undefined, { besides: shop }) : undefined;
    try {
      for (const server of [shop, other ?? shop]) expect((await stopsOf(server, gopal.cookie)).statusCode).toBe(200);
      await setRole(shop, owner.cookie, gopal.user._id, 'User');
      for (const server of [shop, other ?? shop]) expect((await stopsOf(server, gopal.cookie)).statusCode).toBe(403);
    } finally {
      await other?.close();
    }
  });
});
