import { createHash } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { toPaise } from '#common/money.js';
import type { ShippingInfo } from '#common/schemas/orders.js';
import type { Queryable, Tx } from '#server/db/client.js';
import { idempotencyKeys, orders } from '#server/db/schema.js';
import { AppError } from '#server/lib/errors.js';
import type { WantedLine } from './pricing.js';

/**
 * Idempotency-Key support for placing an order (API.md "Settled details"): a retried or
 * double-clicked order returns the first order. Keys are scoped to the shopper and kept in
 * PostgreSQL, so every app server behind a load balancer sees them.
 */

/**
 * SHA-256 of what defines the order, after parsing: merged lines sorted by product, trimmed
 * shipping info, total in paise, the delivery slot. Client-only extras (names, rates, image) and key order in
 * the JSON do not count, so a retry of the same cart is recognised as the same request.
 */
export function hashOrderRequest(
  lines: readonly WantedLine[],
  shippingInfo: ShippingInfo,
  totalRupees: number,
  deliverySlotId: string | undefined,
): string {
  const canonical = {
    lines: lines.map((l) => [l.productId, l.quantityMilli] as const).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)),
    shipping: [shippingInfo.address, shippingInfo.city, shippingInfo.mobileNumber, shippingInfo.pinCode],
    totalPaise: toPaise(totalRupees),
    // Another slot is another order. Left out when none is named, so keys of orders without a slot hash as they always did.
    ...(deliverySlotId === undefined ? {} : { slot: deliverySlotId }),
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

export async function findKey(q: Queryable, userId: string, key: string) {
  const [row] = await q
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/**
 * The checkout's first statement (one round trip): inserts the order row, with a key claims the
 * key for it, and runs `lock` (the wanted products' SELECT … FOR UPDATE), handing back its rows.
 * On PostgreSQL a concurrent transaction that claimed the same key first makes the claim wait
 * until it ends: if it committed, the conflict is seen and nothing is claimed; if it rolled
 * back, this one claims it. The products are locked only once the key is claimed, so a
 * duplicate waits on the key alone. On PGlite transactions run one at a time, so the first one
 * has always ended already. Without `claimed` the caller must roll back (the order row is
 * inserted).
 */
export async function insertOrderRow(
  tx: Tx,
  row: typeof orders.$inferInsert & { id: string; userId: string },
  claim: { key: string; requestHash: string } | undefined,
  lock: (gate?: SQL) => SQL,
): Promise<{ createdAt: Date; claimed: boolean; locked: Record<string, unknown>[] }> {
  const insert = tx.insert(orders).values(row).returning({ createdAt: orders.createdAt });
  const claimKey = claim
    ? tx
        .insert(idempotencyKeys)
        .values({ userId: row.userId, key: claim.key, requestHash: claim.requestHash, orderId: row.id })
        .onConflictDoNothing()
    : undefined;
  // The key's foreign key to the order is checked at the end of the statement, when the row
  // exists. The lock waits for the claim (its gate reads it), and is materialised so its rows
  // are locked once, in its order.
  const result = (await tx.execute(sql`
    with new_order as (${insert.getSQL()}),
    ${claimKey ? sql`claim as (${claimKey.getSQL()} returning 1),` : sql``}
    locked as materialized (${claimKey ? lock(sql`exists (select 1 from claim)`) : lock()})
    select new_order.created_at, ${claimKey ? sql`(select count(*) from claim)::int` : sql`1`} as claimed, locked.*
    from new_order left join locked on true`)) as unknown as {
    rows: ({ created_at: string | Date; claimed: number } & Record<string, unknown>)[];
  };
  const [first] = result.rows;
  return { createdAt: new Date(first!.created_at), claimed: first!.claimed > 0, locked: result.rows };
}

/** The order a known key stands for, or 422 when the key was used for another request. */
export function orderIdOfKey(found: { requestHash: string; orderId: string }, requestHash: string): string {
  if (found.requestHash !== requestHash) {
    throw new AppError(
      'IDEMPOTENCY_MISMATCH',
      'This Idempotency-Key Was Already Used For A Different Order. Use A New Key For A New Order..!!',
    );
  }
  return found.orderId;
}
