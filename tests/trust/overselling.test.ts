import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toPaise } from '#common/money.js';
import { createTestShop, type TestShop } from '../support/app.js';
import { type SignedIn, signUp } from '../support/factories.js';
import { orderBody, placeOrder } from '../support/orders.js';
import { createProduct, stockOf } from '../support/products.js';
import { rowsOf } from '../support/trust.js';

/**
 * Trust case 1 (docs/trust.md): a crowd of customers racing for the last units. On PostgreSQL
 * the orders run side by side on a pool; on PGlite one after another on its single connection.
 * The stock is watched two ways: reads sent during the burst (database and API), and a trigger
 * that logs every committed change of the stock, so no state of it goes unseen.
 */
const CUSTOMERS = 20;
const ORDERS = 200;
const STOCK = 10;
const RATE = 37.5;

let shop: TestShop;
let customers: SignedIn[];
beforeAll(async () => {
  shop = await createTestShop();
  customers = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push(await signUp(shop, { firstName: `Shopper${i}` }));
  // Test-only: a row per committed stock change (a rolled-back change leaves none).
  await shop.database.db.execute(
    sql`create table trust_stock_log (seq bigserial primary key, product_id uuid not null, stocks numeric not null)`,
  );
  await shop.database.db.execute(
    sql.raw(`create function trust_log_stock() returns trigger language plpgsql as $$
      begin insert into trust_stock_log (product_id, stocks) values (new.id, new.stocks); return new; end $$`),
  );
  await shop.database.db.execute(
    sql`create trigger trust_stock_log after update of stocks on products for each row execute function trust_log_stock()`,
  );
});
afterAll(() => shop.close());

/** The stock as the database holds it, or as a shopper sees it through the API. */
async function readStock(productId: string, viaApi: boolean): Promise<number> {
  if (!viaApi) return stockOf(shop, productId);
  const seen = await shop.app.inject({ method: 'GET', url: `/api/product/getSingleProduct/${productId}` });
  return seen.json().product.stocks;
}

describe('overselling', () => {
  it(`sells exactly ${STOCK} units to ${ORDERS} concurrent one-unit orders from ${CUSTOMERS} customers, three runs in a row`, async ({
    task,
  }) => {
    const figures: Record<string, number> = {};
    for (let run = 1; run <= 3; run++) {
      const product = await createProduct(shop, { rate: RATE, stocks: STOCK });
      const body = orderBody([{ product, quantity: 1 }]);

      // Reads go out within the burst and every 3 ms while it lasts.
      const reads: Promise<number>[] = [];
      const timer = setInterval(() => reads.push(readStock(product.id, reads.length % 2 === 1)), 3);
      const started = performance.now();
      const orders = Array.from({ length: ORDERS }, (_, i) => {
        if (i % 4 === 0) reads.push(readStock(product.id, i % 8 === 0));
        return placeOrder(shop, customers[i % CUSTOMERS]!.cookie, body);
      });
      const responses = await Promise.all(orders);
      const elapsed = performance.now() - started;
      clearInterval(timer);
      const samples = await Promise.all(reads);

      const placed = responses.filter((r) => r.statusCode === 201);
      const refused = responses.filter((r) => r.statusCode === 409);
      expect(placed).toHaveLength(STOCK);
      expect(refused).toHaveLength(ORDERS - STOCK);
      for (const answer of refused) {
        expect(answer.json()).toMatchObject({
          success: false,
          code: 'OUT_OF_STOCK',
          message: expect.stringContaining(product.name),
          items: [{ _id: product.id, stocks: 0 }],
        });
      }

      // Never negative, never more than there was: neither in a read nor in any committed state.
      expect(await stockOf(shop, product.id)).toBe(0);
      expect(Math.min(...samples)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...samples)).toBeLessThanOrEqual(STOCK);
      const history = await rowsOf<{ stocks: string | number }>(
        shop.database,
        sql`select stocks from trust_stock_log where product_id = ${product.id} order by seq`,
      );
      expect(history.map((h) => Number(h.stocks))).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);

      // No half-written order: each placed order is whole, priced by the server, and its buyer's.
      const orderIds = placed.map((r) => r.json().order._id as string);
      expect(new Set(orderIds).size).toBe(STOCK);
      const rows = await rowsOf<{ id: string; user_id: string; total_paise: number; items: number; paise: number }>(
        shop.database,
        sql`select o.id, o.user_id, o.total_paise::int as total_paise, count(i.id)::int as items,
                   coalesce(sum(round(i.rate_paise * i.quantity)), 0)::int as paise
            from orders o left join order_items i on i.order_id = o.id
            where o.id in (select order_id from order_items where product_id = ${product.id})
            group by o.id`,
      );
      expect(rows.map((r) => r.id).sort()).toEqual([...orderIds].sort());
      for (const row of rows) expect(row).toMatchObject({ items: 1, total_paise: toPaise(RATE), paise: toPaise(RATE) });
      for (const answer of placed) {
        const { order } = answer.json();
        expect(customers.map((c) => c.user._id)).toContain(order.user._id);
        expect(rows.find((r) => r.id === order._id)?.user_id).toBe(order.user._id);
      }
      const [items] = await rowsOf<{ n: number }>(
        shop.database,
        sql`select count(*)::int as n from order_items where product_id = ${product.id}`,
      );
      expect(items?.n).toBe(STOCK);
      const [partial] = await rowsOf<{ n: number }>(
        shop.database,
        sql`select count(*)::int as n from orders o
            where o.total_paise <= 0 or not exists (select 1 from order_items i where i.order_id = o.id)`,
      );
      expect(partial?.n).toBe(0);

      figures[`run ${run} ms`] = Math.round(elapsed);
      figures[`run ${run} reads`] = samples.length;
      figures[`run ${run} reads mid-sale`] = samples.filter((stock) => stock > 0 && stock < STOCK).length;
    }
    task.meta.figures = figures;
  }, 120_000);
});
