import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';

/**
 * A busy day to pack (API.md "Packing"): `orders` Processing orders delivered on one IST date,
 * spread over four delivery windows, one to five lines each from the shop's first 200 products,
 * one in ten with a note for the packer, one in twenty asking to be called if a product is
 * missing. Written by SQL in the database, beside the admin bench's 100,000 orders, numbered
 * after them; the status totals are brought up to date as the admin seeding does.
 */
export const PICK_DAY_ORDERS = 1_000;

const WINDOWS = [
  ['07:00', '10:00'],
  ['10:00', '13:00'],
  ['13:00', '17:00'],
  ['17:00', '21:00'],
] as const;

/** The IST date a week from now: no order of the admin bench is delivered then. */
export function pickDayDate(): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + 7 * 86_400_000).toISOString().slice(0, 10);
}

export async function seedPickDay(database: Database, date: string, orders = PICK_DAY_ORDERS): Promise<void> {
  const windows = sql.raw(`array[${WINDOWS.map(([start]) => `'${start}'`).join(',')}]::text[]`);
  const ends = sql.raw(`array[${WINDOWS.map(([, end]) => `'${end}'`).join(',')}]::text[]`);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table orders disable trigger user`);
    await tx.execute(sql`
    with shopper as (
      select id, first_name, last_name, row_number() over (order by created_at, id) - 1 as idx, count(*) over () as n
      from users where role = 'User'),
    product as (
      select id, name, rate_paise, unit, row_number() over (order by created_at, id) - 1 as idx
      from products order by created_at, id limit 200),
    first_number as (select coalesce(max(order_number), 1000) as n from orders),
    planned as materialized (
      select g, gen_random_uuid() as id, shopper.id as user_id, shopper.first_name, shopper.last_name,
             (6 + shopper.idx % 4)::text || lpad(((shopper.idx * 104729) % 1000000000)::text, 9, '0') as mobile
      from generate_series(0, ${orders - 1}::int) g
      join shopper on shopper.idx = (g * 7919) % shopper.n),
    line as materialized (
      select planned.id as order_id, k, product.id as product_id, product.name, product.rate_paise, product.unit,
             (1 + (planned.g + k) % 4) * 0.5 as quantity
      from planned
      cross join generate_series(0, 4) k
      join product on product.idx = (planned.g * 37 + k * 53) % 200
      where k < 1 + planned.g % 5),
    total as (select order_id, sum(round(rate_paise * quantity))::bigint as paise from line group by order_id),
    placed as (
      insert into orders (id, order_number, user_id, first_name, last_name, address, city, mobile_number, pin_code, total_paise,
                          amount_due_paise, status, created_at, delivery_date, delivery_start, delivery_end, note, if_unavailable)
      select planned.id, first_number.n + 1 + planned.g, planned.user_id, planned.first_name, planned.last_name,
             (1 + planned.g % 300) || ' Market Road', 'Sangli', planned.mobile, '416416', total.paise, total.paise, 'Processing',
             now() - ((planned.g % 600) || ' minutes')::interval, ${date}::date,
             (${windows})[1 + planned.g % 4], (${ends})[1 + planned.g % 4],
             case when planned.g % 10 = 0 then 'Ring the bell twice, ripe ones please' end,
             case when planned.g % 20 = 0 then 'call' else 'remove' end
      from planned join total on total.order_id = planned.id cross join first_number)
    insert into order_items (order_id, position, product_id, name, image_url, rate_paise, quantity, unit)
    select order_id, k, product_id, name, '/uploads/bench-product.webp', rate_paise, quantity, unit from line`);
    await tx.execute(sql`
      update order_status_totals set orders = counted.n, total_paise = counted.paise
      from (
        select status, order_total_slot(id) as slot, count(*)::int as n, sum(amount_due_paise)::bigint as paise
        from orders group by 1, 2) counted
      where counted.status = order_status_totals.status and counted.slot = order_status_totals.slot`);
    await tx.execute(sql`select setval('order_number_seq', (select max(order_number) from orders))`);
    await tx.execute(sql`alter table orders enable trigger user`);
  });
  await database.db.execute(sql`analyze orders`);
  await database.db.execute(sql`analyze order_items`);
}
