import { and, between, count, eq, gte, ilike, inArray, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import type { OrderStatus } from '#common/constants.js';
import { toRupees } from '#common/money.js';
import type { AdminOrdersQuery, Order, StatusCounts } from '#common/schemas/orders.js';
import { type PageInfo, pageInfoOf, pageWindowOf } from '#common/schemas/paging.js';
import type { Queryable } from '#server/db/client.js';
import { orderStatusTotals, orders } from '#server/db/schema.js';
import { istDateOf, istDayEnd, istDayStart } from '#server/lib/ist-dates.js';
import { containing } from '#server/lib/like-patterns.js';
import { loadOrders } from './order-queries.js';

/**
 * The owner's views of the orders (API.md "The owner's admin at scale", decision 0011): the
 * searched, filtered and paged list with its status tabs' counts, and the dashboard's figures.
 */

/** The shopper's name as the order copied it; the trigram index orders_shopper_name_trgm_idx is on this very expression. */
const shopperName = sql`(${orders.firstName} || ' ' || ${orders.lastName})`;

/** Fewer hex digits than an id's first block would find ids by chance in words such as "beef" or "cafe". */
const MIN_ID_DIGITS = 8;

const idShape = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

/**
 * The ids an order id or its beginning stands for ("#3f2a9c1b", "3f2a9c1b-77"): the range from the
 * lowest to the highest id starting so, which the primary key's index reads directly; none when
 * the text is no such thing.
 */
export function idRangeOf(text: string): { lowest: string; highest: string } | undefined {
  const typed = text.replace(/^#/, '').toLowerCase();
  const hex = typed.replace(/-/g, '');
  if (!/^[0-9a-f-]+$/.test(typed) || hex.length < MIN_ID_DIGITS || hex.length > 32) return undefined;
  const lowest = idShape(hex.padEnd(32, '0'));
  // The dashes must sit where an id has them.
  if (!lowest.startsWith(typed)) return undefined;
  return { lowest, highest: idShape(hex.padEnd(32, 'f')) };
}

/**
 * The digits of a mobile number, or of part of one, as a person types them ("+91 98765",
 * "98765-43210"); orders keep the 10 digits alone. None when the text is not digits.
 */
export function mobileDigitsOf(text: string): string | undefined {
  const digits = text.replace(/[\s().-]/g, '').replace(/^(\+91|0091)/, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const national =
    digits.length === 11 && digits.startsWith('0')
      ? digits.slice(1)
      : digits.length === 12 && digits.startsWith('91')
        ? digits.slice(2)
        : digits;
  return national.length >= 3 && national.length <= 10 ? national : undefined;
}

/**
 * The order number a text names, as people say or copy it ("1042", "#1042", "Order 1042"); none
 * when the text is no such number.
 */
export function orderNumberOf(text: string): number | undefined {
  const match = /^(?:order\s*)?(?:no\.?\s*)?#?\s*(\d{1,10})$/i.exec(text.trim());
  if (!match) return undefined;
  const n = Number(match[1]);
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/**
 * A search of the orders: the shopper's name anywhere in it, an e-mail (the ids of the accounts
 * whose e-mail holds the text, found by the users service), an order number, an order id or its
 * beginning, a mobile number or part of it. Each arm has its own index, so PostgreSQL ORs their
 * bitmaps.
 */
function searchOf(text: string, emailOwners: readonly string[]): SQL {
  const arms: SQL[] = [ilike(shopperName, containing(text))];
  const number = orderNumberOf(text);
  if (number !== undefined) arms.push(eq(orders.orderNumber, number));
  if (emailOwners.length > 0) arms.push(inArray(orders.userId, [...emailOwners]));
  const ids = idRangeOf(text);
  if (ids) arms.push(between(orders.id, ids.lowest, ids.highest));
  const digits = mobileDigitsOf(text);
  if (digits) arms.push(like(orders.mobileNumber, containing(digits)));
  return or(...arms) as SQL;
}

/** Every filter of the list but the status: the status tabs count under these. */
function filtersOf(query: AdminOrdersQuery, emailOwners: readonly string[]): SQL | undefined {
  return and(
    query.deliveryDate === undefined ? undefined : eq(orders.deliveryDate, query.deliveryDate),
    query.q === undefined ? undefined : searchOf(query.q, emailOwners),
    // Order dates are IST calendar dates, both ends included.
    query.from === undefined ? undefined : gte(orders.createdAt, istDayStart(query.from)),
    query.to === undefined ? undefined : lt(orders.createdAt, istDayEnd(query.to)),
  );
}

const noOrders = (): StatusCounts => ({ Processing: 0, Shipped: 0, Delivered: 0, Cancelled: 0 });

/** What each status holds over the whole shop: the totals the database keeps (order_status_totals, 16 slots a status), not a count of every order. */
async function shopTotals(q: Queryable): Promise<{ statusCounts: StatusCounts; paiseOf: StatusCounts }> {
  const rows = await q
    .select({
      status: orderStatusTotals.status,
      orders: sql<number>`sum(${orderStatusTotals.orders})`.mapWith(Number),
      paise: sql<number>`sum(${orderStatusTotals.totalPaise})`.mapWith(Number),
    })
    .from(orderStatusTotals)
    .groupBy(orderStatusTotals.status);
  const statusCounts = noOrders();
  const paiseOf = noOrders();
  for (const row of rows) {
    statusCounts[row.status] = row.orders;
    paiseOf[row.status] = row.paise;
  }
  return { statusCounts, paiseOf };
}

/** The status tabs' counts: the shop's totals when nothing narrows the list, else a count of the orders the filters find. */
async function statusCountsOf(q: Queryable, where: SQL | undefined): Promise<StatusCounts> {
  if (where === undefined) return (await shopTotals(q)).statusCounts;
  const rows = await q.select({ status: orders.status, n: count() }).from(orders).where(where).groupBy(orders.status);
  const counts = noOrders();
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/**
 * Up to this many matches of a search are read once for both the tabs' counts and the page (a
 * few milliseconds); more are dense enough among the orders that walking them newest first meets
 * a page of them soon.
 */
const FEW_ENOUGH_TO_SORT = 10_000;

const totalOf = (counts: StatusCounts) => Object.values(counts).reduce((sum, n) => sum + n, 0);

/**
 * A search's matches read once, through their own indexes (decision 0011): how many each status
 * holds and the ids of the asked page among them. Undefined when there are more than
 * FEW_ENOUGH_TO_SORT: PostgreSQL, guessing how many an ILIKE matches, would otherwise walk every
 * order newest first for a rare name, and sorting many matches costs more than walking them.
 */
async function searchPage(
  q: Queryable,
  search: SQL,
  status: OrderStatus | undefined,
  window: { limit: number; offset: number },
): Promise<{ statusCounts: StatusCounts; ids: string[] } | undefined> {
  const result = (await q.execute(sql`
    with found as materialized (
      select ${orders.id} as id, ${orders.status} as status, ${orders.createdAt} as created_at
      from ${orders} where ${search} limit ${FEW_ENOUGH_TO_SORT + 1}),
    page as (
      select id, created_at from found ${status === undefined ? sql`` : sql`where status = ${status}`}
      order by created_at desc, id desc limit ${window.limit} offset ${window.offset})
    select (select count(*)::int from found) as found,
           (select coalesce(json_object_agg(status, n), '{}'::json)
              from (select status, count(*)::int as n from found group by status) counted) as counts,
           (select coalesce(array_agg(id::text order by created_at desc, id desc), '{}') from page) as ids`)) as unknown as {
    rows: { found: number; counts: Partial<StatusCounts>; ids: string[] }[];
  };
  const [row] = result.rows;
  if (!row || row.found > FEW_ENOUGH_TO_SORT) return undefined;
  return { statusCounts: { ...noOrders(), ...row.counts }, ids: row.ids };
}

/**
 * The owner's orders list, newest first: the orders the filters match (a page of them when
 * `page` is given, else all, as the specification's screen reads them), how many match, and how
 * many each status holds under the other filters. `emailOwners`: the accounts whose e-mail holds
 * the search text.
 */
export async function listAdminOrders(
  q: Queryable,
  query: AdminOrdersQuery,
  emailOwners: readonly string[],
): Promise<{ orders: Order[]; statusCounts: StatusCounts } & PageInfo> {
  const window = pageWindowOf(query);
  const others = filtersOf(query, emailOwners);
  const searched = window && others && query.q !== undefined ? await searchPage(q, others, query.status, window) : undefined;
  if (searched) {
    const matched = query.status === undefined ? totalOf(searched.statusCounts) : searched.statusCounts[query.status];
    const list = searched.ids.length === 0 ? [] : await loadOrders(q, inArray(orders.id, searched.ids));
    return { orders: list, statusCounts: searched.statusCounts, ...pageInfoOf(window, matched) };
  }
  const where = query.status === undefined ? others : and(others, eq(orders.status, query.status));
  // Counted first: whether there is a page at all.
  const statusCounts = await statusCountsOf(q, others);
  const matched = query.status === undefined ? totalOf(statusCounts) : statusCounts[query.status];
  const empty = matched === 0 || (window !== undefined && window.offset >= matched);
  const list = empty ? [] : await loadOrders(q, where, window);
  return { orders: list, statusCounts, ...pageInfoOf(window, matched) };
}

/**
 * The dashboard's figures of the orders, from the shop's totals: how many each status holds, and
 * the amount earned, which only Delivered orders count (spec 4: a cancelled order's goods went
 * back on the shelf, one on its way is not paid yet), summed in paise from what their shoppers
 * pay, the amount due as packed (decision 0051).
 */
export async function orderFigures(q: Queryable): Promise<{ statusCounts: StatusCounts; earned: number }> {
  const { statusCounts, paiseOf } = await shopTotals(q);
  return { statusCounts, earned: toRupees(paiseOf.Delivered) };
}

/**
 * The orders to pack today (decision 0041): Processing orders delivered today, that is those whose
 * delivery slot is on today's IST date, and those without a slot placed today (IST), the pick
 * list's rule (API.md "Packing"). Two counts, each on its own index: the slotted ones on
 * orders_delivery_idx, the others on orders_created_at_idx.
 */
export async function countToPackToday(q: Queryable, now: Date): Promise<number> {
  const today = istDateOf(now);
  const processing = eq(orders.status, 'Processing');
  const slotted = q
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.deliveryDate, today), processing));
  const unslotted = q
    .select({ n: count() })
    .from(orders)
    .where(and(isNull(orders.deliveryDate), gte(orders.createdAt, istDayStart(today)), lt(orders.createdAt, istDayEnd(today)), processing));
  const [[a], [b]] = await Promise.all([slotted, unslotted]);
  return (a?.n ?? 0) + (b?.n ?? 0);
}
