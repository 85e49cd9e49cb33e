import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '#server/db/schema.js';
import { createTestShop, type TestShop } from '#tests/support/app.js';
import { type SignedIn, signUp } from '#tests/support/factories.js';
import { orderBody, placeOrder, setOrderStatus, shippingInfo } from '#tests/support/orders.js';
import { createProduct, type TestProduct } from '#tests/support/products.js';

/** API.md "The owner's admin at scale": the owner's orders list searched, filtered by status and date, and paged. */
let shop: TestShop;
let admin: SignedIn;
let kavita: SignedIn;
let ramesh: SignedIn;
let product: TestProduct;
/** Every order placed here, oldest first. */
const placed: string[] = [];
let kavitasOrders: string[];
let rameshsOrder: string;
let cancelled: string;
let shipped: string;

const RAMESH_MOBILE = '9123456789';

async function order(shopper: SignedIn, mobileNumber = shippingInfo.mobileNumber): Promise<string> {
  const response = await placeOrder(
    shop,
    shopper.cookie,
    orderBody([{ product, quantity: 1 }], { shippingInfo: { ...shippingInfo, mobileNumber } }),
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  const id = response.json().order._id as string;
  placed.push(id);
  return id;
}

const setStatus = (id: string, oStatus: string) => setOrderStatus(shop, admin.cookie, id, oStatus);

const list = (query = '', cookie = admin.cookie) =>
  shop.app.inject({ method: 'GET', url: `/api/user/admin/orders${query}`, headers: { cookie } });

async function listed(query = '') {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const idsOf = (answer: { AllOrders: { _id: string }[] }) => answer.AllOrders.map((o) => o._id);

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin', firstName: 'Meera' });
  kavita = await signUp(shop, { firstName: 'Kavita' });
  ramesh = await signUp(shop, { firstName: 'Ramesh' });
  product = await createProduct(shop, { rate: 10, stocks: 1000 });
  kavitasOrders = [];
  for (let n = 0; n < 27; n++) kavitasOrders.push(await order(kavita));
  rameshsOrder = await order(ramesh, RAMESH_MOBILE);
  cancelled = kavitasOrders[3]!;
  shipped = kavitasOrders[4]!;
  await setStatus(cancelled, 'Cancelled');
  await setStatus(shipped, 'Shipped');
});
afterAll(() => shop.close());

describe("the owner's orders list without a page", () => {
  it('answers every order newest first as before, with the counts beside', async () => {
    const answer = await listed();
    expect(idsOf(answer)).toEqual([...placed].reverse());
    expect(answer).toMatchObject({
      success: true,
      ordersCounts: 28,
      page: 1,
      pages: 1,
      matched: 28,
      statusCounts: { Processing: 26, Shipped: 1, Delivered: 0, Cancelled: 1 },
    });
    expect(Object.keys(answer).sort()).toEqual(['AllOrders', 'matched', 'ordersCounts', 'page', 'pages', 'statusCounts', 'success']);
  });

  it('ignores a limit without a page: every matching order is answered', async () => {
    expect((await listed('?limit=5')).AllOrders).toHaveLength(28);
  });
});

describe("the owner's orders list in pages", () => {
  it('gives pages of 25 unless asked, newest first', async () => {
    const first = await listed('?page=1');
    expect(idsOf(first)).toEqual([...placed].reverse().slice(0, 25));
    expect(first).toMatchObject({ page: 1, pages: 2, matched: 28, ordersCounts: 28 });
    const second = await listed('?page=2');
    expect(idsOf(second)).toEqual([...placed].reverse().slice(25));
    expect(second.AllOrders[0].orderItems).toHaveLength(1);
  });

  it('walks every order exactly once whatever the page size', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const answer = await listed(`?page=${page}&limit=3`);
      expect(answer.pages).toBe(10);
      seen.push(...idsOf(answer));
    }
    expect(seen).toEqual([...placed].reverse());
  });

  it('answers an empty page past the last one, with the real number of pages', async () => {
    const answer = await listed('?page=4&limit=10');
    expect(answer.AllOrders).toEqual([]);
    expect(answer).toMatchObject({ page: 4, pages: 3, matched: 28 });
  });
});

describe("the owner's orders list by status", () => {
  it('shows one status, counting every status under the other filters for the tabs', async () => {
    const answer = await listed('?status=Cancelled&page=1');
    expect(idsOf(answer)).toEqual([cancelled]);
    expect(answer).toMatchObject({ matched: 1, pages: 1, ordersCounts: 1 });
    expect(answer.statusCounts).toEqual({ Processing: 26, Shipped: 1, Delivered: 0, Cancelled: 1 });
    expect(idsOf(await listed('?status=Shipped'))).toEqual([shipped]);
    expect((await listed('?status=Delivered&page=1')).AllOrders).toEqual([]);
  });

  it('pages a status alone', async () => {
    const answer = await listed('?status=Processing&page=2&limit=20');
    expect(answer).toMatchObject({ page: 2, pages: 2, matched: 26 });
    expect(answer.AllOrders).toHaveLength(6);
    expect(answer.AllOrders.every((o: { status: string }) => o.status === 'Processing')).toBe(true);
  });
});

describe("the owner's orders search", () => {
  it("finds a shopper's orders by any part of their name, in any case", async () => {
    expect(idsOf(await listed('?q=RAMES'))).toEqual([rameshsOrder]);
    expect(idsOf(await listed('?q=ramesh%20patil'))).toEqual([rameshsOrder]);
    const kavitas = await listed('?q=kavi&page=1');
    expect(kavitas).toMatchObject({ matched: 27, statusCounts: { Processing: 25, Shipped: 1, Delivered: 0, Cancelled: 1 } });
  });

  it('finds orders by any part of the e-mail of the account that placed them', async () => {
    const part = ramesh.email.slice(8, 20).toUpperCase();
    expect(idsOf(await listed(`?q=${encodeURIComponent(part)}`))).toEqual([rameshsOrder]);
  });

  it('finds orders by the mobile number, as typed or in part', async () => {
    for (const typed of [RAMESH_MOBILE, '+91 91234 56789', '091234-56789', '345678']) {
      expect(idsOf(await listed(`?q=${encodeURIComponent(typed)}`)), typed).toEqual([rameshsOrder]);
    }
  });

  it('finds an order by its id or the first block of it', async () => {
    expect(idsOf(await listed(`?q=${rameshsOrder}`))).toEqual([rameshsOrder]);
    expect(idsOf(await listed(`?q=${encodeURIComponent(`#${rameshsOrder.slice(0, 8).toUpperCase()}`)}`))).toContain(rameshsOrder);
  });

  it('combines a search with a status, and counts the tabs under the search', async () => {
    const answer = await listed('?q=kavita&status=Shipped&page=1');
    expect(idsOf(answer)).toEqual([shipped]);
    expect(answer.statusCounts).toEqual({ Processing: 25, Shipped: 1, Delivered: 0, Cancelled: 1 });
    expect((await listed('?q=ramesh&status=Shipped')).AllOrders).toEqual([]);
  });

  it("walks a search's matches page by page, newest first, each once, with or without a status", async () => {
    const all = idsOf(await listed('?q=kavita'));
    expect(all).toHaveLength(27);
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const answer = await listed(`?q=kavita&page=${page}&limit=8`);
      expect(answer).toMatchObject({ page, pages: 4, matched: 27 });
      seen.push(...idsOf(answer));
    }
    expect(seen).toEqual(all);
    const processing = await listed('?q=kavita&status=Processing&page=3&limit=10');
    expect(processing).toMatchObject({ page: 3, pages: 3, matched: 25 });
    expect(idsOf(processing)).toEqual(all.filter((id) => id !== shipped && id !== cancelled).slice(20));
    expect((await listed('?q=kavita&page=5&limit=8')).AllOrders).toEqual([]);
  });

  it('takes the text literally: LIKE wildcards match only themselves', async () => {
    for (const text of ['%', '_', 'kav_ta']) expect((await listed(`?q=${encodeURIComponent(text)}`)).matched, text).toBe(0);
  });

  it('treats a blank search as none', async () => {
    expect((await listed('?q=%20%20')).matched).toBe(28);
  });
});

describe("the owner's orders by order date (IST)", () => {
  let early: string;
  let late: string;
  beforeAll(async () => {
    // Placed at 01:30 on 11 January in India (still the 10th in UTC) and at 23:59 on the 12th.
    early = placed[0]!;
    late = placed[1]!;
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-10T20:00:00Z') })
      .where(eq(orders.id, early));
    await shop.database.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-12T18:29:00Z') })
      .where(eq(orders.id, late));
  });

  it("reads dates as India's calendar, both ends included", async () => {
    expect(idsOf(await listed('?from=2026-01-11&to=2026-01-11'))).toEqual([early]);
    expect(idsOf(await listed('?from=2026-01-11&to=2026-01-12'))).toEqual([late, early]);
    expect(idsOf(await listed('?from=2026-01-12&to=2026-01-12'))).toEqual([late]);
    expect((await listed('?to=2026-01-10')).matched).toBe(0);
    expect(idsOf(await listed('?to=2026-01-12'))).toEqual([late, early]);
    expect((await listed('?from=2026-01-13')).matched).toBe(26);
  });

  it('combines dates with a status and a search', async () => {
    const answer = await listed('?from=2026-01-01&to=2026-01-31&q=kavita&status=Processing&page=1');
    expect(idsOf(answer)).toEqual([late, early]);
    expect(answer.statusCounts).toEqual({ Processing: 2, Shipped: 0, Delivered: 0, Cancelled: 0 });
  });
});

describe("the owner's orders list refuses bad queries", () => {
  const refusals: [string, string][] = [
    ['?page=0', 'Page: Must be 1 or more..!!'],
    ['?page=-1', 'Page: Must be 1 or more..!!'],
    ['?page=1.5', 'Page: Must be a whole number..!!'],
    ['?page=two', 'Page: Must be a number..!!'],
    ['?page=1&limit=101', 'Limit: Must be at most 100..!!'],
    ['?page=1&limit=0', 'Limit: Must be 1 or more..!!'],
    ['?from=2026-02-01&to=2026-01-31', 'To: Must not be before From..!!'],
    ['?from=2026-13-01', 'From: Not A Real Date..!!'],
    ['?to=yesterday', 'To: Use YYYY-MM-DD..!!'],
    ['?status=Refunded', 'Status: Choose Processing, Shipped, Delivered or Cancelled..!!'],
    [`?q=${'a'.repeat(101)}`, 'Search: At most 100 characters..!!'],
  ];
  for (const [query, message] of refusals) {
    it(`refuses ${query.slice(0, 40)} with the shared 400 answer`, async () => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, code: 'VALIDATION', message: [message] });
    });
  }

  it('keeps the list to Admins', async () => {
    expect((await list('?page=1', kavita.cookie)).statusCode).toBe(403);
    expect((await shop.app.inject({ method: 'GET', url: '/api/user/admin/orders?page=1' })).statusCode).toBe(401);
  });
});
