import { describe, expect, it } from 'vitest';
import { migrationTags, openBareDatabase } from '../support/bare-database.js';

/**
 * Migration 0017 on the orders of a shop that kept no payments: each owes its total, and one
 * already delivered was paid in cash at the door on its delivery day. The migrations' own SQL,
 * statement by statement, on each engine.
 */
describe('migration 0017 on the orders placed before payments were kept', () => {
  it('gives every order its amount due and marks the delivered ones paid in cash', async () => {
    const database = await openBareDatabase();
    const run = (tag: string) => database.migrate(tag);
    try {
      for (const tag of migrationTags().slice(0, migrationTags().indexOf('0017_payments'))) await run(tag);
      const place = async (status: string, totalPaise: number, changes: unknown[]) => {
        const [inserted] = await database.query<{ id: string }>(
          `insert into orders (order_number, first_name, last_name, address, city, mobile_number, pin_code, total_paise, status, status_changes, created_at)
           values (nextval('order_number_seq'), 'Asha', 'Patil', 'MG Road', 'Sangli', '9876543210', '416416', $1, $2, $3, '2026-05-01T10:00:00Z')
           returning id`,
          [totalPaise, status, JSON.stringify(changes)],
        );
        return inserted!.id;
      };
      const processing = await place('Processing', 12_050, []);
      const delivered = await place('Delivered', 9_975, [
        { status: 'Shipped', at: '2026-05-01T12:00:00.000Z', by: 'Admin' },
        { status: 'Delivered', at: '2026-05-02T08:30:00.000Z', by: 'Admin' },
      ]);
      const cancelled = await place('Cancelled', 4_000, [{ status: 'Cancelled', at: '2026-05-01T11:00:00.000Z', by: 'User' }]);
      await run('0017_payments');
      const rows = await database.query<Record<string, unknown>>(
        'select id, payment_method, amount_due_paise::integer as amount_due_paise, payment_status, paid_method, paid_at from orders',
        [],
      );
      const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
      expect(byId[processing]).toMatchObject({
        payment_method: 'Cash',
        amount_due_paise: 12_050,
        payment_status: 'Unpaid',
        paid_method: null,
        paid_at: null,
      });
      expect(byId[delivered]).toMatchObject({
        payment_method: 'Cash',
        amount_due_paise: 9_975,
        payment_status: 'Paid',
        paid_method: 'Cash',
      });
      expect(byId[delivered]?.paid_at).toEqual(new Date('2026-05-02T08:30:00.000Z'));
      expect(byId[cancelled]).toMatchObject({ amount_due_paise: 4_000, payment_status: 'Unpaid', paid_at: null });
    } finally {
      await database.close();
    }
  });
});
