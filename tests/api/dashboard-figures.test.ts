import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, setOrderStatus } from '#tests/support/orders.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';

/** GET /api/admin/dashboard (decision 0011): the dashboard's figures, counted by the shop. */
let shop: TestShop;
let admin: SignedIn;
let asha: SignedIn;

const figures = (cookie?: string) => shop.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: cookie ? { cookie } : {} });

async function order(product: TestProduct, quantity: number): Promise<string> {
  const response = await placeOrder(shop, asha.cookie, orderBody([{ product, quantity }]));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().order._id;
}

const setStatus = (id: string, oStatus: string) => setOrderStatus(shop, admin.cookie, id, oStatus);

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  asha = await signUp(shop, { firstName: 'Asha' });
});
afterAll(() => shop.close());

describe("the dashboard's figures", () => {
  it('are zeros in an empty shop, but for its people', async () => {
    const response = await figures(admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      productsDocCount: 0,
      outOfStock: 0,
      userDocCount: 2,
      ordersCounts: 0,
      statusCounts: { Processing: 0, Shipped: 0, Delivered: 0, Cancelled: 0 },
      earned: 0,
      toPackToday: 0,
    });
  });

  it('count products, those out of stock, people and orders of each status, and earn on Delivered orders only', async () => {
    const okra = await createProduct(shop, { rate: 45.5, stocks: 10 });
    const ghee = await createProduct(shop, { rate: 0.1, stocks: 3 });
    await createProduct(shop, { rate: 20, stocks: 0 });

    const delivered = await order(okra, 2);
    const pennies = [await order(ghee, 1), await order(ghee, 1)];
    const cancelled = await order(okra, 1);
    const shipped = await order(okra, 1);
    // The last of the ghee goes: a second product is out of stock.
    await order(ghee, 1);
    for (const id of [delivered, ...pennies]) {
      await setStatus(id, 'Shipped');
      await setStatus(id, 'Delivered');
    }
    await setStatus(cancelled, 'Cancelled');
    await setStatus(shipped, 'Shipped');

    expect((await figures(admin.cookie)).json()).toEqual({
      success: true,
      productsDocCount: 3,
      outOfStock: 2,
      userDocCount: 2,
      ordersCounts: 6,
      statusCounts: { Processing: 1, Shipped: 1, Delivered: 3, Cancelled: 1 },
      // 91 + 0.1 + 0.1, summed in paise: never 91.19999.
      earned: 91.2,
      // The one order still Processing was placed today without a slot.
      toPackToday: 1,
    });
  });

  it('keep the status totals equal to a count of the orders, through bursts of orders and steps and refused checkouts', async () => {
    const okra = await createProduct(shop, { rate: 12.5, stocks: 30 });
    const placed = await Promise.all(
      Array.from({ length: 12 }, () => placeOrder(shop, asha.cookie, orderBody([{ product: okra, quantity: 1 }]))),
    );
    expect(placed.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const ids: string[] = placed.map((r) => r.json().order._id);
    // Refused: more than the stock left. Nothing of it may count.
    expect((await placeOrder(shop, asha.cookie, orderBody([{ product: okra, quantity: 25 }]))).statusCode).toBe(409);
    const step = (id: string, oStatus: string) =>
      shop.app.inject({ method: 'PUT', url: `/api/user/update/order/${id}`, headers: { cookie: admin.cookie }, payload: { oStatus } });
    await Promise.all(ids.map((id, n) => step(id, n % 3 === 0 ? 'Cancelled' : 'Shipped')));
    await Promise.all(ids.filter((_, n) => n % 3 === 1).map((id) => step(id, 'Delivered')));

    // A date filter makes the list count the orders themselves.
    const counted = await shop.app.inject({
      method: 'GET',
      url: '/api/user/admin/orders?from=2000-01-01',
      headers: { cookie: admin.cookie },
    });
    const { statusCounts, AllOrders } = counted.json();
    const kept = (await figures(admin.cookie)).json();
    expect(kept.statusCounts).toEqual(statusCounts);
    const deliveredPaise = AllOrders.filter((o: { status: string }) => o.status === 'Delivered').reduce(
      (sum: number, o: { total: number }) => sum + Math.round(o.total * 100),
      0,
    );
    expect(kept.earned).toBe(deliveredPaise / 100);
  });

  it('are for Admins only', async () => {
    expect((await figures(asha.cookie)).statusCode).toBe(403);
    expect((await figures()).statusCode).toBe(401);
  });
});
