import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '#server/lib/paths.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { testDbKind } from '../support/database.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct } from '../support/products.js';

/** API.md "One number per order": consecutive from 1001, unique, never reused (decision 0036). */
let shop: TestShop;
let admin: SignedIn;
let shoppers: SignedIn[];
beforeAll(async () => {
  shop = await createTestShop();
  admin = await signUp(shop, { role: 'Admin' });
  shoppers = [];
  for (let i = 0; i < 5; i++) shoppers.push(await signUp(shop, { firstName: `Numbered${i}` }));
});
afterAll(() => shop.close());

const numbersOf = (responses: { statusCode: number; json: () => { order: { orderNumber: number } } }[]) =>
  responses.filter((r) => r.statusCode === 201).map((r) => r.json().order.orderNumber);

async function lastNumber(): Promise<number> {
  const result = (await shop.database.db.execute(sql`select max(order_number) as n from orders`)) as unknown as {
    rows: { n: number | null }[];
  };
  return result.rows[0]?.n ?? 1000;
}

async function adminSearch(q: string) {
  const response = await shop.app.inject({
    method: 'GET',
    url: `/api/user/admin/orders?q=${encodeURIComponent(q)}`,
    headers: { cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().AllOrders as { _id: string; orderNumber: number }[];
}

describe('the order number', () => {
  it('starts at 1001 and is in every answer that shows the order', async () => {
    const [asha] = shoppers;
    const tomato = await createProduct(shop, { rate: 40, stocks: 100 });
    const placed = await placeOrder(shop, asha!.cookie, orderBody([{ product: tomato, quantity: 2 }]));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().order;
    expect(order.orderNumber).toBe(1001);

    const mine = await shop.app.inject({ method: 'GET', url: '/api/user/my/orders', headers: { cookie: asha!.cookie } });
    expect(mine.json().myOrders.map((o: { orderNumber: number }) => o.orderNumber)).toEqual([1001]);
    const one = await shop.app.inject({ method: 'GET', url: `/api/user/my/order/${order._id}`, headers: { cookie: asha!.cookie } });
    expect(one.json().order).toMatchObject({ _id: order._id, orderNumber: 1001 });
    const shipped = await shop.app.inject({
      method: 'PUT',
      url: `/api/user/update/order/${order._id}`,
      headers: { cookie: admin.cookie },
      payload: { oStatus: 'Shipped' },
    });
    expect(shipped.statusCode).toBe(200);
    expect(JSON.stringify(shipped.json())).toContain('"orderNumber":1001');
  });

  it('is found by the owner’s search as people type it', async () => {
    for (const q of ['1001', '#1001', 'Order 1001', 'order #1001']) {
      const found = await adminSearch(q);
      expect(found.map((o) => o.orderNumber)).toContain(1001);
    }
    expect((await adminSearch('999999')).map((o) => o.orderNumber)).toEqual([]);
  });

  it('runs on without a gap or a duplicate when 20 shoppers check out at once', async () => {
    const before = await lastNumber();
    const milk = await createProduct(shop, { rate: 30, stocks: 1000 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(shop, shoppers[i % shoppers.length]!.cookie, orderBody([{ product: milk, quantity: 1 }])),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = numbersOf(responses).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  it('leaves no gap for checkouts refused among concurrent ones', async () => {
    const before = await lastNumber();
    const mango = await createProduct(shop, { rate: 100, stocks: 8 });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder(shop, shoppers[i % shoppers.length]!.cookie, orderBody([{ product: mango, quantity: 1 }])),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(12);
    expect(numbersOf(responses).sort((a, b) => a - b)).toEqual(Array.from({ length: 8 }, (_, i) => before + 1 + i));
  });

  it('is not taken by a refused checkout: the next order has the next number', async () => {
    const before = await lastNumber();
    const onion = await createProduct(shop, { rate: 25, stocks: 1 });
    const refused = await placeOrder(shop, shoppers[0]!.cookie, orderBody([{ product: onion, quantity: 5 }]));
    expect(refused.statusCode).toBe(409);
    const wrongTotal = await placeOrder(shop, shoppers[0]!.cookie, { ...orderBody([{ product: onion, quantity: 1 }]), total: 1 });
    expect(wrongTotal.statusCode).toBeGreaterThanOrEqual(400);
    const next = await placeOrder(shop, shoppers[0]!.cookie, orderBody([{ product: onion, quantity: 1 }]));
    expect(next.statusCode).toBe(201);
    expect(next.json().order.orderNumber).toBe(before + 1);
  });

  it('is refused at commit when an order was written without one', async () => {
    await expect(
      shop.database.db.execute(
        sql`insert into orders (first_name, last_name, address, city, mobile_number, pin_code, total_paise) values ('A', 'B', 'C', 'D', '9876543210', '416416', 100)`,
      ),
    ).rejects.toThrow();
  });
});

if (testDbKind === 'postgres') {
  describe('the order number on several app servers', () => {
    it('runs on without a gap or a duplicate when two app servers take 20 orders at once', async () => {
      const second = await createTestShop((c) => c, { besides: shop });
      try {
        const before = await lastNumber();
        const dal = await createProduct(shop, { rate: 90, stocks: 1000 });
        const body = orderBody([{ product: dal, quantity: 1 }]);
        const responses = await Promise.all(
          Array.from({ length: 20 }, (_, i) => placeOrder(i % 2 ? second : shop, shoppers[i % shoppers.length]!.cookie, body)),
        );
        expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
        expect(numbersOf(responses).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
      } finally {
        await second.close();
      }
    });
  });
}

// The migration's own SQL, run once on the embedded engine: the same SQL runs on PostgreSQL at start.
if (testDbKind === 'pglite') {
  describe('migrations 0015 and 0016 numbering the orders placed before numbers', () => {
    it('numbers them from 1001 in the order they were placed, and the next order after them', async () => {
      const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      const tags = journal.entries.map((entry) => entry.tag);
      const client = await PGlite.create({ extensions: { pg_trgm } });
      const run = async (tag: string) => {
        for (const statement of readFileSync(path.join(migrationsDir, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
          await client.exec(statement);
        }
      };
      try {
        for (const tag of tags.slice(0, tags.indexOf('0015_order_numbers'))) await run(tag);
        const placedAt = ['2026-05-02T10:00:00Z', '2026-05-01T10:00:00Z', '2026-05-03T10:00:00Z'];
        const ids: string[] = [];
        for (const at of placedAt) {
          const inserted = await client.query<{ id: string }>(
            `insert into orders (first_name, last_name, address, city, mobile_number, pin_code, total_paise, created_at)
             values ('Asha', 'Patil', 'MG Road', 'Sangli', '9876543210', '416416', 100, $1) returning id`,
            [at],
          );
          ids.push(inserted.rows[0]!.id);
        }
        await run('0015_order_numbers');
        const numbered = await client.query<{ id: string; order_number: number }>('select id, order_number from orders');
        const byId = Object.fromEntries(numbered.rows.map((row) => [row.id, row.order_number]));
        expect(ids.map((id) => byId[id])).toEqual([1002, 1001, 1003]);
        expect((await client.query('select id, last_number from order_numbers')).rows).toEqual([{ id: 1, last_number: 1003 }]);
        // 0016 replaces the counter row by a sequence that goes on from it.
        await run('0016_order_number_sequence');
        expect((await client.query(`select nextval('order_number_seq') as n`)).rows).toEqual([{ n: 1004 }]);
      } finally {
        await client.close();
      }
    });

    it('starts an empty shop at 1001', async () => {
      const client = await PGlite.create({ extensions: { pg_trgm } });
      try {
        const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
        for (const { tag } of journal.entries) {
          for (const statement of readFileSync(path.join(migrationsDir, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
            await client.exec(statement);
          }
        }
        expect((await client.query(`select nextval('order_number_seq') as n`)).rows).toEqual([{ n: 1001 }]);
      } finally {
        await client.close();
      }
    });
  });
}
