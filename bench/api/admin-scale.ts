import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';

/**
 * The owner's shop after a few years (API.md "The owner's admin at scale"): 10,000 products,
 * 5,000 customers and 100,000 orders of one to three lines over two years, most of them
 * delivered, one in twenty cancelled, the last few still Processing or Shipped; paid by cash,
 * UPI and on credit, with the khata of the credit shoppers. Written by SQL
 * in the database itself (two or three minutes on PostgreSQL, most of it spent on the search
 * indexes), after the benchmark's catalogue or on an empty shop: each table is topped up to its
 * size, so a second run adds nothing.
 */
export const ADMIN_SCALE = { products: 10_000, customers: 5_000, orders: 100_000 } as const;

const FIRST_NAMES = (
  'Aarav Aditi Amit Ananya Anjali Arjun Asha Deepak Divya Gauri Ishaan Kavita Kiran Lakshmi Manoj ' +
  'Meera Neha Nikhil Pooja Pradeep Priya Rahul Rajesh Ramesh Ravi Rohan Sachin Sangeeta Sanjay ' +
  'Shreya Sneha Sunil Sunita Suresh Swati Tanvi Usha Varun Vikram Vinod'
).split(' ');
const LAST_NAMES = (
  'Agarwal Bhosale Chavan Deshmukh Desai Gaikwad Ghosh Gupta Iyer Jadhav Joshi Kale Kulkarni Kumar ' +
  'Mehta Mishra More Nair Naik Pandey Patel Patil Pawar Rao Reddy Sawant Shah Sharma Shinde Singh ' +
  'Verma Yadav Kadam Salunkhe Thakur Bose Menon Pillai Chopra Malhotra'
).split(' ');
const PRODUCT_WORDS = ['Tomato', 'Onion', 'Potato', 'Okra', 'Spinach', 'Carrot', 'Banana', 'Mango', 'Apple', 'Milk', 'Paneer', 'Curd'];
const VARIETIES = ['Organic', 'Farm Fresh', 'Hybrid', 'Desi', 'Premium', 'Local', 'Baby', 'Red', 'Green', 'Golden'];

const textArray = (words: readonly string[]) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]::text[]`);

async function countOf(database: Database, table: string, where = 'true'): Promise<number> {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table} where ${where}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

async function topUpProducts(database: Database, wanted: number): Promise<void> {
  const missing = wanted - (await countOf(database, 'products'));
  if (missing <= 0) return;
  if ((await countOf(database, 'categories')) === 0) {
    await database.db.execute(sql`insert into categories (name, image_key) values ('Vegetables', 'bench-category.webp')`);
  }
  await database.db.execute(sql`
    with shelf as (select id, row_number() over (order by created_at, id) - 1 as idx, count(*) over () as n from categories),
         picture as (select coalesce((select image_key from products limit 1), 'bench-product.webp') as key)
    insert into products (name, unit, rate_paise, stocks, kilogram_options, category_id, image_key, created_at)
    select (${textArray(VARIETIES)})[1 + (g / 12) % 10] || ' ' || (${textArray(PRODUCT_WORDS)})[1 + g % 12] || ' ' || g,
           'Kg', 1000 + (g * 733) % 40000, case when g % 50 = 0 then 0 else 1000000 end, '[0.5,1]'::jsonb,
           shelf.id, picture.key, now() - (g || ' minutes')::interval
    from generate_series(1, ${missing}::int) g
    join shelf on shelf.idx = g % shelf.n
    cross join picture`);
}

async function topUpCustomers(database: Database, wanted: number): Promise<void> {
  const missing = wanted - (await countOf(database, 'users', `role = 'User'`));
  if (missing <= 0) return;
  await database.db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, created_at)
    select (${textArray(FIRST_NAMES)})[1 + g % 40], (${textArray(LAST_NAMES)})[1 + (g / 40) % 40],
           lower((${textArray(FIRST_NAMES)})[1 + g % 40] || '.' || (${textArray(LAST_NAMES)})[1 + (g / 40) % 40]) || g || '@mail.example',
           'unused', now() - interval '800 days' + (g || ' minutes')::interval
    from generate_series(1, ${missing}::int) g`);
}

/**
 * Where each seeded order's money stands (API.md "Getting paid"), as in a shop that records its
 * money at the door (the Delivered and Paid step): a delivered Cash or UPI order was paid, but
 * of the last fortnight's about one a day is still to collect and of older ones one in 20,000
 * was never settled (about 20 in all, the cash-up's list); a delivered Credit order is on the
 * khata; one cancelled order in five had been paid and was refunded, of the last few weeks' one
 * in 50 is still owed its refund (4); a third of the UPI orders on their way are paid already.
 */
const PAYMENT_STATUS = sql.raw(`case
  when status = 'Delivered' and method = 'Credit' then 'OnCredit'
  when status = 'Delivered' and (g < 2000 and g % 100 = 3 or g % 19999 = 3) then 'Unpaid'
  when status = 'Delivered' then 'Paid'
  when status = 'Cancelled' and g < 5000 and g % 1000 = 0 then 'RefundDue'
  when status = 'Cancelled' and g % 100 = 0 then 'Refunded'
  when method = 'UPI' and g % 3 = 0 then 'Paid'
  else 'Unpaid' end`);
/** When a paid order's money came: at the door, about six hours after it was placed; a UPI order on its way, at once. */
const PAID_AFTER = sql.raw(`case when planned.status in ('Processing', 'Shipped') then interval '10 minutes' else interval '6 hours' end`);

/**
 * Orders, newest first by number (`g` = 0 is a moment ago, the last two years back), with their
 * lines and totals in one statement: no order is written twice, so no index is updated twice.
 */
async function topUpOrders(database: Database, wanted: number): Promise<void> {
  const have = await countOf(database, 'orders');
  if (have >= wanted) return;
  await database.db.transaction(async (tx) => {
    // The status totals' trigger would update their rows once per order at commit: the seeding
    // counts them once at the end instead, as migration 0008 does.
    // The triggers that keep the status totals and forget summed sales days would run per row;
    // both are brought up to date once below instead.
    await tx.execute(sql`alter table orders disable trigger user`);
    await tx.execute(sql`
    with shopper as (
      select id, first_name, last_name, row_number() over (order by created_at, id) - 1 as idx, count(*) over () as n
      from users where role = 'User'),
    product as (
      select id, name, rate_paise, unit, row_number() over (order by created_at, id) - 1 as idx, count(*) over () as n from products),
    numbered as (
      select g, gen_random_uuid() as id, shopper.id as user_id, shopper.first_name, shopper.last_name,
             (6 + shopper.idx % 4)::text || lpad(((shopper.idx * 104729) % 1000000000)::text, 9, '0') as mobile,
             case when g < 60 then 'Processing' when g < 200 then 'Shipped' when g % 20 = 0 then 'Cancelled' else 'Delivered' end as status,
             case when g % 50 = 7 then 'Credit' when g % 10 < 4 then 'UPI' else 'Cash' end as method,
             now() - (g::float8 / ${wanted}::float8 * interval '730 days') as created_at
      from generate_series(${have}::int, ${wanted - 1}::int) g
      join shopper on shopper.idx = (g * 7919) % shopper.n),
    planned as materialized (
      select numbered.*, ${PAYMENT_STATUS} as payment_status
      from numbered),
    line as materialized (
      select planned.id as order_id, k, product.id as product_id, product.name, product.rate_paise, product.unit
      from planned
      cross join generate_series(0, 2) k
      join product on product.idx = (planned.g * 31 + k * 977) % product.n
      where k < 1 + planned.g % 3),
    total as (select order_id, sum(rate_paise)::bigint as paise from line group by order_id),
    placed as (
      insert into orders (id, order_number, user_id, first_name, last_name, address, city, mobile_number, pin_code, total_paise, amount_due_paise, status, created_at,
                          payment_method, payment_status, paid_method, paid_amount_paise, paid_at, refunded_at)
      select planned.id, 1001 + planned.g, planned.user_id, planned.first_name, planned.last_name, (1 + planned.g % 300) || ' Market Road', 'Sangli',
             planned.mobile, '416416', total.paise, total.paise, planned.status, planned.created_at,
             planned.method, planned.payment_status,
             case when planned.payment_status in ('Paid', 'RefundDue', 'Refunded') then planned.method end,
             case when planned.payment_status in ('Paid', 'RefundDue', 'Refunded') then total.paise end,
             case when planned.payment_status in ('Paid', 'RefundDue', 'Refunded') then planned.created_at + ${PAID_AFTER} end,
             case when planned.payment_status = 'Refunded' then planned.created_at + interval '2 days' end
      from planned join total on total.order_id = planned.id)
    insert into order_items (order_id, position, product_id, name, image_url, rate_paise, quantity, unit)
    select order_id, k, product_id, name, '/uploads/bench-product.webp', rate_paise, 1, unit from line`);
    await tx.execute(sql`
      update order_status_totals set orders = counted.n, total_paise = counted.paise
      from (
        select status, order_total_slot(id) as slot, count(*)::int as n, sum(amount_due_paise)::bigint as paise
        from orders group by 1, 2) counted
      where counted.status = order_status_totals.status and counted.slot = order_status_totals.slot`);
    await tx.execute(sql`delete from sales_days`);
    await tx.execute(sql`select setval('order_number_seq', (select max(order_number) from orders))`);
    await tx.execute(sql`alter table orders enable trigger user`);
  });
}

/**
 * The khata of the shoppers who buy on credit (decision 0048): each delivered Credit order an
 * `order` entry the day it was delivered, three in four paid back a week later by cash or UPI,
 * with the running balances the ledger keeps; each of them given a credit limit. Written once.
 */
async function topUpKhata(database: Database): Promise<void> {
  if ((await countOf(database, 'khata_entries')) > 0) return;
  await database.db.execute(sql`
    with credit as (
      select id, user_id, amount_due_paise as amount, created_at + interval '6 hours' as at, order_number
      from orders where payment_status = 'OnCredit' and user_id is not null),
    entry as (
      select user_id, at, 'order' as kind, id as order_id, amount, null as method from credit
      union all
      select user_id, at + interval '7 days', 'payment', null, amount, case when order_number % 2 = 0 then 'Cash' else 'UPI' end
      from credit where order_number % 4 <> 0 and at + interval '7 days' < now())
    insert into khata_entries (user_id, at, kind, order_id, amount_paise, balance_paise, method)
    select user_id, at, kind, order_id, amount,
           sum(case kind when 'order' then amount else -amount end) over (partition by user_id order by at, kind rows unbounded preceding),
           method
    from entry order by user_id, at, kind`);
  await database.db.execute(sql`
    update users set credit_limit_paise = 2500000 where id in (select distinct user_id from khata_entries)`);
}

/**
 * Tops the shop up to `size`, then vacuums and analyses it: a shop's state after its nightly
 * housekeeping on PGlite (decision 0025) or autovacuum on PostgreSQL, with the planner's
 * statistics and the visibility map of a year of orders.
 */
export async function growToAdminScale(
  database: Database,
  size: typeof ADMIN_SCALE = ADMIN_SCALE,
  log: (line: string) => void = () => {},
): Promise<void> {
  for (const [what, topUp] of [
    ['products', () => topUpProducts(database, size.products)],
    ['customers', () => topUpCustomers(database, size.customers)],
    ['orders', () => topUpOrders(database, size.orders)],
    ['khata', () => topUpKhata(database)],
  ] as const) {
    const started = Date.now();
    await topUp();
    log(`  ${what}: ${Date.now() - started} ms`);
  }
  await database.db.execute(sql`vacuum analyze`);
}
