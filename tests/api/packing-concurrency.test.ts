import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '#common/schemas/orders.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder } from '#tests/support/orders.js';
import { packOrder } from '#tests/support/packing.js';
import { createProduct, stockOf } from '#tests/support/products.js';

/**
 * API.md "Packing": the stock moves by the difference in the packing's transaction. A packing and
 * a cancel of the same order sent at once run one after the other (the order's row, then the
 * products, as a cancel locks them), so whichever wins, the stock comes out exact.
 */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

const PAIRS = 12;

const cancelMine = (order: Order) =>
  shop.app.inject({ method: 'PUT', url: `/api/user/my/order/${order._id}/cancel`, headers: { cookie: asha.cookie }, payload: {} });

describe('a packing and a cancel of one order at once', () => {
  it('leave the stock exact for 12 pairs sent together, whichever of each pair comes first', async () => {
    const rice = await createProduct(shop, { name: 'Sona Masoori', rate: 60, stocks: 100 });
    const dal = await createProduct(shop, { name: 'Chana Dal', rate: 90, stocks: 50, unit: 'Packet', kilogramOption: [1] });
    const orders: Order[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const placed = await placeOrder(
        shop,
        asha.cookie,
        orderBody([
          { product: rice, quantity: 2 },
          { product: dal, quantity: 2 },
        ]),
      );
      expect(placed.statusCode, placed.body).toBe(201);
      orders.push(placed.json().order);
    }
    expect([await stockOf(shop, rice.id), await stockOf(shop, dal.id)]).toEqual([76, 26]);
    // The Admin's session is read once before the race, as on any working day, so neither side starts behind.
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/getloggeduser', headers: { cookie: admin.cookie } })).statusCode).toBe(
      200,
    );

    // Half the packings take more rice than ordered, half put some back; every one puts a packet of
    // dal back. The 24 requests are all in flight together; of each pair, the packing is sent
    // first for even orders and the cancel for odd ones, so some packings commit first and some
    // cancels do.
    const answers = await Promise.all(
      orders.map(async (order, i) => {
        const pack = () =>
          packOrder(shop, admin.cookie, order._id, [
            { _id: rice.id, packedQuantity: i % 2 === 0 ? 2.2 : 1.5 },
            { _id: dal.id, packedQuantity: 1 },
          ]);
        if (i % 2 === 0) return Promise.all([pack(), cancelMine(order)]);
        const cancelled = cancelMine(order);
        return Promise.all([pack(), cancelled]);
      }),
    );

    for (const [pack, cancel] of answers) {
      expect(cancel.statusCode, cancel.body).toBe(200);
      // Packed first, or refused because the cancel came first: never anything else.
      expect([200, 409], pack.body).toContain(pack.statusCode);
      if (pack.statusCode === 409) expect(pack.json().code).toBe('ORDER_NOT_PACKABLE');
    }
    // A cancel after a packing gives back what was packed, not what was ordered.
    expect(answers.filter(([pack]) => pack.statusCode === 200).length).toBeGreaterThan(0);
    expect([await stockOf(shop, rice.id), await stockOf(shop, dal.id)]).toEqual([100, 50]);
  });

  it('leave the stock exact when the packings take the last of it, the cancels giving it back', async () => {
    const mango = await createProduct(shop, { name: 'Alphonso', rate: 150, stocks: 12.5 });
    const orders: Order[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const placed = await placeOrder(shop, asha.cookie, orderBody([{ product: mango, quantity: 1 }]));
      orders.push(placed.json().order);
    }
    expect(await stockOf(shop, mango.id)).toBe(0.5);
    // 12 packings of 1.1 Kg want 1.2 Kg more than the 0.5 left: some are refused for stock while
    // cancels put their orders' mangoes back; the stock never goes below 0 and ends where it began.
    const answers = await Promise.all(
      orders.map((order) =>
        Promise.all([packOrder(shop, admin.cookie, order._id, [{ _id: mango.id, packedQuantity: 1.1 }]), cancelMine(order)]),
      ),
    );
    for (const [pack, cancel] of answers) {
      expect(cancel.statusCode, cancel.body).toBe(200);
      expect([200, 409], pack.body).toContain(pack.statusCode);
      if (pack.statusCode === 409) expect(['ORDER_NOT_PACKABLE', 'OUT_OF_STOCK']).toContain(pack.json().code);
    }
    expect(await stockOf(shop, mango.id)).toBe(12.5);
  });
});
