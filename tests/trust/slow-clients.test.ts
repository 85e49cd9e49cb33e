import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSY_MESSAGE } from '#server/lib/gate.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { addCategory, addProduct } from '../support/catalog-fixtures.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';

/**
 * Clients that hold up the checkout (API.md "Guards against abuse"): a request enters the
 * checkout's line only once its body has arrived, and the line is bounded.
 */
let shop: TestShop;
let origin: string;
let customer: SignedIn;
let line: Parameters<typeof orderBody>[0][number];
const stalled: net.Socket[] = [];
beforeAll(async () => {
  shop = await createTestShop((config) => ({ ...config, checkoutQueue: 2 }));
  const admin = await signUp(shop, { role: 'Admin' });
  customer = await signUp(shop);
  const category = await addCategory(shop, admin.cookie);
  const product = await addProduct(shop, admin.cookie, { category: category._id, rate: 40, stocks: 1000 });
  line = { product: { id: product._id, name: product.name, rate: 40, stocks: 1000, imageKey: '', url: product.url }, quantity: 1 };
  origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of stalled) socket.destroy();
  await shop.close();
});

describe('the checkout', () => {
  it("takes an ordinary order at once while three clients sent an order's headers and stalled", async () => {
    const { port } = new URL(origin);
    for (let i = 0; i < 3; i++) {
      const socket = net.connect(Number(port), '127.0.0.1');
      stalled.push(socket);
      socket.write(
        `POST /api/user/new/order HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${customer.cookie}\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{"cartItems":[`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await fetch(`${origin}/api/user/new/order`, {
      method: 'POST',
      headers: { cookie: customer.cookie, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody([line])),
      signal: AbortSignal.timeout(10_000),
    });
    expect(answer.status).toBe(201);
  });

  it('refuses checkouts past its line at once with 503 BUSY and Retry-After, and places the rest', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => placeOrder(shop, customer.cookie, orderBody([line]))));
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.statusCode !== 503).every((a) => a.statusCode === 201)).toBe(true);
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toBe('5');
      expect(answer.json()).toEqual({ success: false, code: 'BUSY', message: BUSY_MESSAGE, messageId: 'busy', values: {} });
    }
  });
});
