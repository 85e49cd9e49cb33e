import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { User } from '#common/schemas/auth.js';
import type { Order } from '#common/schemas/orders.js';
import type { TestShop } from '#tests/support/app.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';
import { outcomeOfSendFailure, sendWaitingOrders, WAITING_ORDER_MAX_AGE_MS } from '#web/features/offline/send-waiting-orders.js';
import { forgetWaitingOrder, keepWaitingOrder, readWaitingOrders, type WaitingOrder } from '#web/features/offline/waiting-orders.js';
import { ApiError, api } from '#web/lib/api-client.js';
import { placeOrder } from '#web/lib/place-order.js';
import { newUuid } from '#web/lib/uuid.js';
import { serveShop, setPageOrigin, signUpInPage } from './support/serve-shop.js';

/**
 * Orders kept without a network (decision 0066) against the real shop, in the browser's
 * IndexedDB (fake-indexeddb's, in memory): each is sent with its own Idempotency-Key, so the
 * shop makes it once however often and by whom it is sent; a refusal is kept with the shop's
 * message; a network failure keeps it waiting.
 */
let shop: TestShop;
let origin: string;
let asha: User;
let rice: TestProduct;

/** A port nothing listens on: every call fails as without a network. */
const NOWHERE = 'http://127.0.0.1:9';

beforeAll(async () => {
  ({ shop, origin } = await serveShop());
  rice = await createProduct(shop, { name: 'Rice', rate: 40, stocks: 10_000 });
  asha = await signUpInPage();
});
afterAll(() => shop.close());
beforeEach(async () => {
  setPageOrigin(origin);
  for (const kept of await readWaitingOrders()) await forgetWaitingOrder(kept.key);
});

/** An order of `quantity` Kg of rice as the confirm page keeps it, at the rate the shopper saw. */
function keptOrder(quantity: number, { rate = rice.rate, userId = asha._id, queuedAt = new Date() } = {}): WaitingOrder {
  return {
    key: newUuid(),
    userId,
    queuedAt: queuedAt.toISOString(),
    state: 'waiting',
    order: {
      cartItems: [{ id: rice.id, quantity, name: rice.name, rate }],
      shippingInfo: { address: '12 Market Road', city: 'Sangli', mobileNumber: '9876543210', pinCode: '416416' },
      total: rate * quantity,
    },
  };
}

async function myOrders(): Promise<Order[]> {
  return (await api.get<{ myOrders: Order[] }>('/api/user/my/orders')).myOrders;
}

describe('sending the kept orders', () => {
  it('places a waiting order once, even when two senders send it at the same time', async () => {
    const before = (await myOrders()).length;
    await keepWaitingOrder(keptOrder(2));
    const [first, second] = await Promise.all([sendWaitingOrders(), sendWaitingOrders()]);
    const placed = [...(first?.placed ?? []), ...(second?.placed ?? [])];
    expect(placed.length).toBeGreaterThanOrEqual(1);
    expect(new Set(placed.map((order) => order._id)).size).toBe(1);
    expect(await myOrders()).toHaveLength(before + 1);
    expect(await readWaitingOrders()).toEqual([]);
  });

  it('answers the order the shop already made when an earlier send reached it without its answer', async () => {
    const kept = keptOrder(1);
    const made = await placeOrder({ ...kept.order, idempotencyKey: kept.key });
    const before = (await myOrders()).length;
    await keepWaitingOrder(kept);
    const { placed } = await sendWaitingOrders();
    expect(placed.map((order) => order._id)).toEqual([made._id]);
    expect(await myOrders()).toHaveLength(before);
  });

  it('keeps a refused order with the shop’s message, and sends the others', async () => {
    const stale = keptOrder(1, { rate: 35 });
    const good = keptOrder(1);
    await keepWaitingOrder(stale);
    await keepWaitingOrder(good);
    const result = await sendWaitingOrders();
    expect(result.placed).toHaveLength(1);
    expect(result.refused.map((kept) => kept.key)).toEqual([stale.key]);
    const [refused] = await readWaitingOrders();
    expect(refused).toMatchObject({ key: stale.key, state: 'refused', refusal: { code: 'PRICE_CHANGED' } });
    expect(refused?.refusal?.lines[0]?.text).toMatch(/Price Changed For Rice/);
  });

  it('refuses, without sending, an order that waited longer than the shop keeps its key', async () => {
    const before = (await myOrders()).length;
    const old = keptOrder(1, { queuedAt: new Date(Date.now() - WAITING_ORDER_MAX_AGE_MS - 60_000) });
    await keepWaitingOrder(old);
    const result = await sendWaitingOrders();
    expect(result.refused).toMatchObject([{ key: old.key, refusal: { code: 'TOO_OLD' } }]);
    expect(await myOrders()).toHaveLength(before);
  });

  it('leaves another shopper’s order for them, and keeps every order while the shop cannot be reached', async () => {
    const theirs = keptOrder(1, { userId: newUuid() });
    const mine = keptOrder(1);
    await keepWaitingOrder(theirs);
    await keepWaitingOrder(mine);
    setPageOrigin(NOWHERE);
    expect(await sendWaitingOrders()).toMatchObject({ placed: [], refused: [], waiting: 2 });
    setPageOrigin(origin);
    const result = await sendWaitingOrders();
    expect(result).toMatchObject({ refused: [], waiting: 0 });
    expect(result.placed).toHaveLength(1);
    expect((await readWaitingOrders()).map((kept) => kept.key)).toEqual([theirs.key]);
  });
});

describe('what a failed send means', () => {
  it('keeps the order for network, server, session and rate-limit failures; anything else is the shop’s refusal', () => {
    const failure = (status: number, code: ConstructorParameters<typeof ApiError>[1]) => new ApiError(status, code, ['x']);
    expect(outcomeOfSendFailure(failure(0, 'NETWORK'))).toBe('kept');
    expect(outcomeOfSendFailure(failure(503, 'INTERNAL'))).toBe('kept');
    expect(outcomeOfSendFailure(failure(401, 'UNAUTHENTICATED'))).toBe('kept');
    expect(outcomeOfSendFailure(failure(429, 'RATE_LIMITED'))).toBe('kept');
    expect(outcomeOfSendFailure(new TypeError('storage closed'))).toBe('kept');
    expect(outcomeOfSendFailure(failure(409, 'PRICE_CHANGED'))).toBe('refused');
    expect(outcomeOfSendFailure(failure(409, 'SLOT_UNAVAILABLE'))).toBe('refused');
    expect(outcomeOfSendFailure(failure(422, 'IDEMPOTENCY_MISMATCH'))).toBe('refused');
  });
});
