import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { placePaidBy } from '#tests/support/payments.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { login } from '#web/features/auth/api/login.js';
import { type QueuedDelivery, queueDelivery, readQueue, sendQueue } from '#web/features/rider/delivery-queue.js';
import { readKeptRun, readRun } from '#web/features/rider/kept-run.js';
import { assign, makeRider, ship, shoppersOrder, wrongCodeFor } from './support/delivery-run.js';
import { serveShop, setPageOrigin } from './support/serve-shop.js';

/**
 * The rider's offline queue and kept list (decision 0058) against the real shop: a queued
 * delivery leaves the queue once the shop has answered for good (delivered, already delivered,
 * refused), stays while the network is gone, and is sent once however often the screen asks.
 */
let shop: TestShop;
let origin: string;
let owner: SignedIn;
let asha: SignedIn;
let rider: SignedIn;
let rice: TestProduct;

/** A port nothing listens on: every call fails as without a network. */
const NOWHERE = 'http://127.0.0.1:9';

beforeAll(async () => {
  ({ shop, origin } = await serveShop({ settings: { maxOpenOrders: 0, maxUnpaidAmount: 0 } }));
  owner = await signUp(shop, { role: 'Admin' });
  asha = await signUp(shop, { firstName: 'Asha' });
  rice = await createProduct(shop, { name: 'Rice', rate: 10, stocks: 10_000 });
  rider = await makeRider(shop, owner);
  await login({ email: rider.email, password: rider.password });
});
afterAll(() => shop.close());

/** An order shipped and given to the rider, as the queue would hold its delivery. */
async function queued(collected: QueuedDelivery['collected'] = 'Cash', code?: (right: string) => string): Promise<QueuedDelivery> {
  const order = await placePaidBy(shop, asha, rice, 2);
  const right = await ship(shop, owner, order._id);
  await assign(shop, owner, order._id, rider.user._id);
  return {
    orderId: order._id,
    orderNumber: order.orderNumber,
    code: code ? code(right) : right,
    collected,
    queuedAt: new Date().toISOString(),
  };
}

describe('sending the queue', () => {
  it('removes a delivery the shop took, one already delivered, and one it refused, saying which', async () => {
    const taken = await queued();
    const twice = await queued('None');
    const wrong = await queued('Cash', wrongCodeFor);
    queueDelivery(rider.user._id, taken);
    queueDelivery(rider.user._id, twice);
    queueDelivery(rider.user._id, wrong);
    expect((await sendQueue(rider.user._id)).map((outcome) => outcome.kind)).toEqual(['delivered', 'delivered', 'refused']);
    expect(readQueue(rider.user._id)).toEqual([]);

    // Sent again, as after an answer lost on the way: already delivered is done.
    queueDelivery(rider.user._id, twice);
    const [again] = await sendQueue(rider.user._id);
    expect(again?.kind).toBe('delivered');
    expect(readQueue(rider.user._id)).toEqual([]);

    expect((await shoppersOrder(shop, asha, taken.orderId)).payment).toMatchObject({ status: 'Paid', method: 'Cash' });
    expect((await shoppersOrder(shop, asha, twice.orderId)).status).toBe('Delivered');
    expect((await shoppersOrder(shop, asha, wrong.orderId)).status).toBe('Shipped');
  });

  it('names the refusal of a wrong code, for the rider to give it again', async () => {
    const wrong = await queued('Cash', wrongCodeFor);
    queueDelivery(rider.user._id, wrong);
    const [outcome] = await sendQueue(rider.user._id);
    if (outcome?.kind !== 'refused') throw new Error(`refused expected, got ${outcome?.kind}`);
    expect(outcome.error.status).toBe(409);
    expect(outcome.error.code).toBe('WRONG_CODE');
  });

  it('keeps every delivery while the network is gone, and sends them when it is back', async () => {
    const first = await queued();
    const second = await queued('None');
    queueDelivery(rider.user._id, first);
    queueDelivery(rider.user._id, second);
    setPageOrigin(NOWHERE);
    try {
      expect((await sendQueue(rider.user._id)).map((outcome) => outcome.kind)).toEqual(['kept', 'kept']);
      expect(readQueue(rider.user._id)).toEqual([first, second]);
    } finally {
      setPageOrigin(origin);
    }
    expect((await sendQueue(rider.user._id)).map((outcome) => outcome.kind)).toEqual(['delivered', 'delivered']);
    expect(readQueue(rider.user._id)).toEqual([]);
    expect((await shoppersOrder(shop, asha, second.orderId)).status).toBe('Delivered');
  });

  it('sends a delivery once when asked twice at the same time', async () => {
    const delivery = await queued();
    queueDelivery(rider.user._id, delivery);
    const sends: string[] = [];
    const realFetch = window.fetch;
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/delivered')) sends.push(url);
      return realFetch(input, init);
    };
    try {
      const [one, two] = await Promise.all([sendQueue(rider.user._id), sendQueue(rider.user._id)]);
      expect(one).toBe(two);
      expect(one.map((outcome) => outcome.kind)).toEqual(['delivered']);
      expect(sends).toHaveLength(1);
    } finally {
      window.fetch = realFetch;
    }
  });

  it('keeps one entry per order: confirming again replaces the first', () => {
    const entry: QueuedDelivery = { orderId: 'a', orderNumber: 1, code: '1111', collected: 'Cash', queuedAt: '2026-11-30T08:00:00Z' };
    queueDelivery('someone', entry);
    queueDelivery('someone', { ...entry, code: '2222', queuedAt: '2026-11-30T08:01:00Z' });
    expect(readQueue('someone')).toEqual([{ ...entry, code: '2222', queuedAt: '2026-11-30T08:01:00Z' }]);
    expect(readQueue('another')).toEqual([]);
  });
});

describe('the kept list', () => {
  it('is the last list the shop gave, shown with its time when the network is gone', async () => {
    const delivery = await queued();
    const fresh = await readRun(rider.user._id);
    expect(fresh.offline).toBe(false);
    expect(fresh.orders.map((order) => order._id)).toContain(delivery.orderId);
    expect(readKeptRun(rider.user._id)).toEqual({ orders: fresh.orders, at: fresh.at });

    setPageOrigin(NOWHERE);
    try {
      expect(await readRun(rider.user._id)).toEqual({ ...fresh, offline: true });
      // Another rider on the same phone has no list of theirs to show.
      await expect(readRun('another-rider')).rejects.toMatchObject({ code: 'NETWORK' });
    } finally {
      setPageOrigin(origin);
    }
  });
});
