import { describe, expect, it } from 'vitest';
import { migrationTags, openBareDatabase } from '../support/bare-database.js';

/**
 * Migration 0019 (decision 0051) on a shop's orders from before packing: what a paid order
 * brought in is what it owed, nothing is packed, every order leaves a missing product out; and
 * from then on the status totals follow the amount due and a packing forgets a summed day. The
 * migrations' own SQL, statement by statement, on each engine.
 */
describe('migration 0019 on the orders from before packing', () => {
  it('keeps what paid orders brought in, and makes the kept sums follow the amount due and packing', async () => {
    const database = await openBareDatabase();
    try {
      const tags = migrationTags();
      for (const tag of tags.slice(0, tags.indexOf('0019_packing'))) await database.migrate(tag);
      const place = async (status: string, amountPaise: number, paid: boolean) => {
        const [inserted] = await database.query<{ id: string }>(
          `insert into orders (order_number, first_name, last_name, address, city, mobile_number, pin_code, total_paise, amount_due_paise,
                               status, payment_status, paid_method, paid_at, created_at)
           values (nextval('order_number_seq'), 'Asha', 'Patil', 'MG Road', 'Sangli', '9876543210', '416416', $1, $1, $2, $3, $4, $5,
                   '2026-05-01T10:00:00Z')
           returning id`,
          [amountPaise, status, paid ? 'Paid' : 'Unpaid', paid ? 'Cash' : null, paid ? '2026-05-02T08:30:00Z' : null],
        );
        return inserted!.id;
      };
      const delivered = await place('Delivered', 9_975, true);
      const processing = await place('Processing', 12_050, false);
      await database.migrate('0019_packing');

      const rows = await database.query<Record<string, unknown>>(
        'select id, paid_amount_paise::integer as paid, note, if_unavailable, packed_at from orders',
        [],
      );
      const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
      expect(byId[delivered]).toEqual({ id: delivered, paid: 9_975, note: null, if_unavailable: 'remove', packed_at: null });
      expect(byId[processing]).toEqual({ id: processing, paid: null, note: null, if_unavailable: 'remove', packed_at: null });

      const deliveredTotal = async () =>
        Number(
          (
            await database.query<{ paise: string }>(
              `select sum(total_paise) as paise from order_status_totals where status = 'Delivered'`,
              [],
            )
          )[0]?.paise,
        );
      expect(await deliveredTotal()).toBe(9_975);
      await database.query(`update orders set amount_due_paise = 9000 where id = $1`, [delivered]);
      expect(await deliveredTotal()).toBe(9_000);

      // A summed day of the past is forgotten when one of its orders is packed.
      await database.query(`insert into sales_days (day, orders, revenue_paise) values ('2026-05-01', 2, 22025)`, []);
      await database.query(`update orders set packed_at = now() where id = $1`, [processing]);
      expect(await database.query(`select day from sales_days`, [])).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
